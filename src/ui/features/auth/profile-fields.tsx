import { useEffect, useId, useMemo, useState } from 'react';
import { profileInputSchema, type ProfileInput, type Topic } from '../../../domain/user-profile';
import { TOPICS_API } from '../../../ports/topics-api';
import { useService } from '../../app/container-context';
import { firstErrorPerField, type FieldErrors } from '../../components/field-errors';
import { authText as t } from './auth-text';
import { ControlField, FormField } from './form-field';

// The profile fields that registration and the profile screens share (labels and hints from the auth texts).

export type ProfileCheck = { ok: true; input: ProfileInput } | { ok: false; errors: FieldErrors<string>; messages: string[] };

/** A profile about to be saved, checked with the domain's schema: the first message per field and the form alert's lines. */
export function checkProfile(candidate: unknown): ProfileCheck {
  const parsed = profileInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = firstErrorPerField<string>(parsed.error);
  return { ok: false, errors, messages: [t.errorsHeading, ...Object.values(errors).filter((message): message is string => Boolean(message))] };
}

export type TopicsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; topics: Topic[] };

/** /GetAllTopics through the topics port, with a retry; nothing is asked while `enabled` is false. */
export function useTopics(enabled: boolean): { topics: TopicsState; retry: () => void } {
  const api = useService(TOPICS_API);
  const [topics, setTopics] = useState<TopicsState>(enabled ? { status: 'loading' } : { status: 'ready', topics: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api.getAllTopics().then(
      (list) => live && setTopics({ status: 'ready', topics: list }),
      () => live && setTopics({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [enabled, api, attempt]);
  const retry = () => {
    setTopics({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { topics, retry };
}

function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.length > 0 ? supported : ['UTC'];
}

export function TimeZoneField({ value, onChange, error }: { value: string; onChange: (zone: string) => void; error?: string }) {
  const zones = useMemo(() => timeZones(), []);
  return (
    <ControlField label={t.timeZone} hint={t.timeZoneHint} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {(zones.includes(value) ? zones : [value, ...zones]).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      )}
    </ControlField>
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
    <ControlField label={t.bio} hint={t.bioHint} error={error}>
      {(control) => <textarea {...control} rows={4} maxLength={600} value={value} onChange={(event) => onChange(event.target.value)} />}
    </ControlField>
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
