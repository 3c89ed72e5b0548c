import { CURRENCY_TYPES } from '../../../domain/values';
import { LANGUAGE_NAMES } from '../language-names';
import { canonicalTimeZone, isTimeZone } from '../../../domain/time-zone';
import { useId, useMemo } from 'react';
import type { Topic } from '../../../domain/user-profile';
import { DIRECTORY } from '../../../application/tokens';
import { useRead } from '../server-state';
import type { FieldErrors } from '../form/field-errors';
import { authText as t } from './auth-text';
import { FormField, SelectField, TextAreaField } from '../form/fields';
import { PROFILE_LIMITS } from '../../../domain/form-limits';

// The profile fields that registration and the profile screens share (labels and hints from the auth texts).

/** The form alert's lines when a profile fails the domain's schema: a heading, then each field's message. */
export function profileAlert(errors: FieldErrors<string>): string[] {
  return [t.errorsHeading, ...Object.values(errors).filter((message): message is string => Boolean(message))];
}

export type TopicsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; topics: Topic[] };

/** /GetAllTopics through the topics port, with a retry; nothing is asked while `enabled` is false. */
export function useTopics(enabled: boolean): { topics: TopicsState; retry: () => void } {
  // The same read as the tutor's course forms (key 'topics'): one request for both.
  const read = useRead(DIRECTORY, ['topics'], (directory) => directory.topics(), { enabled });
  if (!enabled) return { topics: { status: 'ready', topics: [] }, retry: read.retry };
  const topics: TopicsState = read.status === 'ready' ? { status: 'ready', topics: read.data } : read.status === 'error' ? { status: 'failed' } : { status: 'loading' };
  return { topics, retry: read.retry };
}

/** A zone as people know it: 'India Standard Time (Kolkata) · GMT+5:30'; its offset, for the order of the list. */
interface ZoneOption {
  id: string;
  label: string;
  offsetMinutes: number;
}

function zoneOption(id: string, now: Date): ZoneOption {
  const part = (timeZoneName: 'longGeneric' | 'shortOffset') =>
    new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const offset = part('shortOffset');
  const [, sign, hours, minutes] = /GMT([+-])(\d+)(?::(\d+))?/.exec(offset) ?? [];
  const offsetMinutes = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0)) : 0;
  const city = id.split('/').pop()!.replaceAll('_', ' ');
  const name = part('longGeneric');
  return { id, label: `${name && !name.startsWith('GMT') ? `${name} (${city})` : city} · ${offset || 'GMT'}`, offsetMinutes };
}

/** Every zone the runtime knows under its current id, west to east, then by name. */
function timeZoneOptions(now: Date): ZoneOption[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const ids = [...new Set((supported.length > 0 ? supported : ['UTC']).map(canonicalTimeZone))];
  return ids.map((id) => zoneOption(id, now)).sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.label.localeCompare(b.label));
}

export function TimeZoneField({ value, onChange, error }: { value: string; onChange: (zone: string) => void; error?: string }) {
  const zones = useMemo(() => timeZoneOptions(new Date()), []);
  const current = canonicalTimeZone(value);
  // A zone saved before zones were checked may be unknown to Intl: shown by its id, so the form can say to choose another.
  const saved = isTimeZone(current) ? zoneOption(current, new Date()) : { id: current, label: current, offsetMinutes: 0 };
  const options = zones.some((zone) => zone.id === current) ? zones : [saved, ...zones];
  return (
    <SelectField label={t.timeZone} hint={t.timeZoneHint} value={current} onChange={onChange} error={error}>
      {options.map((zone) => (
        <option key={zone.id} value={zone.id}>
          {zone.label}
        </option>
      ))}
    </SelectField>
  );
}

export function TopicsFieldset({
  topics,
  onRetry,
  selected,
  onChange,
  error,
}: {
  topics: TopicsState;
  onRetry: () => void;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{t.topicsLegend}</legend>
      {topics.status === 'loading' && <p role="status">{t.topicsLoading}</p>}
      {topics.status === 'failed' && (
        <p>
          {t.topicsFailed}{' '}
          <button type="button" className="button secondary" onClick={onRetry}>
            {t.retry}
          </button>
        </p>
      )}
      {topics.status === 'ready' &&
        topics.topics.map((topic) => (
          <label key={topic.TopicID} className="choice">
            <input
              type="checkbox"
              checked={selected.includes(topic.TopicID)}
              onChange={(event) =>
                onChange(event.target.checked ? [...selected, topic.TopicID] : selected.filter((id) => id !== topic.TopicID))
              }
            />
            {topic.TopicName}
          </label>
        ))}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function BioField({ value, onChange, error }: { value: string; onChange: (bio: string) => void; error?: string }) {
  return (
<TextAreaField label={t.bio} hint={t.bioHint} error={error} rows={4} maxLength={PROFILE_LIMITS.bioMax} value={value} onChange={onChange} />
  );
}

/** A tutor's public page address (the {session} of /{session}). */
export function SlugField({ value, onChange, error }: { value: string; onChange: (slug: string) => void; error?: string }) {
  return (
    <FormField
      label={t.slug}
      name="slug"
      autoComplete="off"
      hint={t.slugHint(window.location.origin)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** The teaching fields as the forms hold them: the rate as typed, '' for no currency. */
export interface TeachingValues {
  HourlyRate: string;
  CurrencyType: string;
  Languages: string[];
  /** As typed; '' for the default notice period. */
  CancellationNoticeHours: string;
}

/** What students choose a tutor by: the rate per hour with its currency, and the languages taught in. */
export function TeachingFields<V extends TeachingValues>({
  values,
  errors,
  onChange,
}: {
  values: V;
  errors: { HourlyRate?: string; CurrencyType?: string; Languages?: string; CancellationNoticeHours?: string };
  /** The form's setter (use-form's set); these three fields are plain strings and a list of them in every form. */
  onChange: <K extends keyof V>(field: K, value: V[K]) => void;
}) {
  const { HourlyRate: rate, CurrencyType: currency, Languages: languages } = values;
  const onLanguages = (codes: string[]) => onChange('Languages', codes as V['Languages']);
  const languagesError = useId();
  return (
    <>
      <div className="field-pair">
        <FormField label={t.hourlyRate} hint={t.hourlyRateHint} inputMode="numeric" value={rate} onChange={(event) => onChange('HourlyRate', event.target.value as V['HourlyRate'])} error={errors.HourlyRate} />
        <SelectField label={t.rateCurrency} value={currency} onChange={(code) => onChange('CurrencyType', code as V['CurrencyType'])} error={errors.CurrencyType}>
          <option value="">{t.chooseCurrency}</option>
          {CURRENCY_TYPES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </div>
      <FormField
        label={t.noticeHours}
        hint={t.noticeHoursHint}
        inputMode="numeric"
        value={values.CancellationNoticeHours}
        onChange={(event) => onChange('CancellationNoticeHours', event.target.value as V['CancellationNoticeHours'])}
        error={errors.CancellationNoticeHours}
      />
      <fieldset aria-describedby={errors.Languages ? languagesError : undefined}>
        <legend>{t.languagesLegend}</legend>
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
          <label key={code} className="choice">
            <input
              type="checkbox"
              checked={languages.includes(code)}
              onChange={(event) => onLanguages(event.target.checked ? [...languages, code] : languages.filter((chosen) => chosen !== code))}
            />
            {name}
          </label>
        ))}
        {errors.Languages && (
          <p id={languagesError} className="field-error">
            {errors.Languages}
          </p>
        )}
      </fieldset>
    </>
  );
}

/** The form's rate text as the profile takes it: blank is no rate (undefined); anything else a number for the check. */
export function rateOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}
