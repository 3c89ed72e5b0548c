import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CalendarClock, Copy, Plus, X } from 'lucide-react';
import type { Availability, AvailabilityState, LessonLength, TimeRange } from '../../../../contract/records';
import { AVAILABILITY_LIMITS, clockMinutes, SLOT_STEP_MINUTES } from '../../../../domain/availability';
import { TUTOR_HOURS } from '../../../../application/tokens';
import type { Refusal } from '../../../../application/outcome';
import { ErrorBlock, LoadingBlock } from '../../../components/async-states';
import { TimeZoneField } from '../../../components/auth/profile-fields';
import { FormAlert, FormField, SelectField, SubmitButton } from '../../../components/form/fields';
import { FormSection } from '../../../components/form/form-section';
import { inWords } from '../../../components/form/save-outcome';
import { useForm, type ErrorKey } from '../../../components/form/use-form';
import { Button, IconButton } from '../../../components/kit/button';
import { Money } from '../../../components/kit/money';
import { PageHeader } from '../../../components/kit/page-header';
import { useToast } from '../../../components/kit/toast';
import { text } from '../../../components/text';
import { useAction, useInvalidate, useRead } from '../../../components/server-state';
import { Tabs } from '../../../components/kit/tabs';
import { availabilityText as t } from './availability-text';
import { CALENDAR_KEY, WEEK_PARAM, WeekCalendar } from './week-calendar';
import './availability.css';

const HOURS_KEY = ['tutor-hours'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const SUGGESTED_LENGTHS = [30, 45, 60, 90];
const LENGTH_OPTIONS = [15, 20, 25, 30, 40, 45, 50, 60, 75, 90, 105, 120, 150, 180];
const TRIAL_OPTIONS = [15, 20, 25, 30, 45, 60];
const BUFFER_OPTIONS = [0, 5, 10, 15, 30, 45, 60, 90, 120];
const NOTICE_OPTIONS = [0, 1, 2, 3, 4, 6, 8, 12, 24, 48, 72, 168];
const HORIZON_OPTIONS = [7, 14, 28, 42, 56, 84, 90, 180, 365];

/** 'HH:MM' of minutes since midnight (1440 is '24:00'). */
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const GRID = Array.from({ length: 1440 / SLOT_STEP_MINUTES + 1 }, (_, i) => clock(i * SLOT_STEP_MINUTES));
const FROM_TIMES = GRID.slice(0, -1);
const TO_TIMES = GRID.slice(1);
/** The choices, with the current value first kept when it is off the list (saved elsewhere, off the grid). */
const withValue = <T,>(options: readonly T[], value: T) => (options.includes(value) ? options : [value, ...options]);

/** Where a message stands: an input's path as the contract names it ('Weekly[2].To'). */
type Path = ErrorKey<Availability>;
/** The messages by those paths. */
type Errors = Readonly<Partial<Record<string, string>>>;

type AvailabilityTab = 'calendar' | 'hours';
export const TAB_PARAM = 'tab';

/**
 * /tutor-availability (issue 39): two tabs, the tutor's week as a calendar and their bookable hours (loaded, edited
 * and saved whole). The tab is the URL's (?tab=); without one, the calendar once the hours were saved, the hours before.
 */
export function AvailabilityScreen() {
  const hours = useRead(TUTOR_HOURS, HOURS_KEY, (service): Promise<AvailabilityState> => service.current());
  useEffect(() => {
    document.title = `${t.title} · ${text.brand}`;
  }, []);
  return (
    <section className="page availability-page">
      <PageHeader title={t.title} lead={t.lead} />
      {hours.status === 'loading' && <LoadingBlock />}
      {hours.status === 'error' && <ErrorBlock onRetry={hours.retry} />}
      {hours.status === 'ready' && <AvailabilityTabs hours={hours.data} />}
    </section>
  );
}

function AvailabilityTabs({ hours }: { hours: AvailabilityState }) {
  const [params, setParams] = useSearchParams();
  // Chosen once: a first save does not move the tutor off the form they are on.
  const [fallback] = useState<AvailabilityTab>(hours.UpdatedAt === null ? 'hours' : 'calendar');
  const asked = params.get(TAB_PARAM);
  const tab: AvailabilityTab = asked === 'calendar' || asked === 'hours' ? asked : fallback;
  const choose = (next: AvailabilityTab) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set(TAB_PARAM, next);
        if (next === 'hours') changed.delete(WEEK_PARAM);
        return changed;
      },
      { replace: true },
    );
  return (
    <Tabs
      label={t.tabsLabel}
      value={tab}
      onChange={choose}
      className="availability-tabs"
      tabs={[
        { id: 'calendar', label: t.calendarTab },
        { id: 'hours', label: t.hoursTab },
      ]}
    >
      {tab === 'calendar' ? (
        <>
          {hours.UpdatedAt === null && (
            <p className="availability-notice" role="note">
              {t.firstSaveNotice}
            </p>
          )}
          <WeekCalendar timeZone={hours.Availability.TimeZone} onEditHours={() => choose('hours')} />
        </>
      ) : (
        <div className="availability-hours">
          <HoursForm initial={hours} />
        </div>
      )}
    </Tabs>
  );
}

function HoursForm({ initial }: { initial: AvailabilityState }) {
  const toast = useToast();
  const invalidate = useInvalidate();
  const save = useAction(TUTOR_HOURS, (service, availability: Availability) => service.save(availability));
  const [saved, setSaved] = useState(initial.UpdatedAt);
  // No schema: the use case checks the hours by the domain's rules before sending, and refuses by path ('Weekly[2].To'),
  // as the backend does; each message stands at its input, the focus on the first.
  const form = useForm<Availability>({
    initial: initial.Availability,
    send: async (availability) => {
      const outcome = await save(availability);
      if (outcome.ok) {
        setSaved(outcome.value.UpdatedAt);
        invalidate(HOURS_KEY, CALENDAR_KEY);
        toast.show(t.saved);
        return { ok: true, values: outcome.value.Availability };
      }
      const fields = fieldsOf(outcome);
      return { ok: false, errors: fields, alert: Object.keys(fields).length > 0 ? [] : [inWords(outcome, t.refusal)] };
    },
  });
  const draft = form.values;
  const errors: Errors = form.errors;
  const editing = { draft, errors, edit: form.edit, reshape: form.reshape };

  const currency = draft.CurrencyType;
  return (
    <>
      {saved === null && (
        <p className="availability-notice" role="note">
          {t.firstSaveNotice}
        </p>
      )}
      <form className="availability-form" noValidate aria-label={t.formLabel} aria-busy={form.pending} onSubmit={form.onSubmit}>
        <FormAlert messages={form.alert} />
        <FormSection title={t.weeklyTitle}>
          <p className="field-hint">{t.weeklyHint}</p>
          <TimeZoneField value={draft.TimeZone} onChange={(zone) => form.edit({ ...draft, TimeZone: zone }, 'TimeZone')} error={errors.TimeZone} />
          <WeeklyHours {...editing} />
        </FormSection>
        <FormSection title={t.lengthsTitle}>
          <p className="field-hint">{t.lengthsHint(currency)}</p>
          <Lengths {...editing} />
        </FormSection>
        <FormSection title={t.trialTitle}>
          <Trial {...editing} />
        </FormSection>
        <FormSection title={t.rulesTitle}>
          <div className="field-pair">
            <NumberSelect label={t.buffer} hint={t.bufferHint} value={draft.BufferMinutes} options={BUFFER_OPTIONS} words={(m) => (m === 0 ? t.noBuffer : t.minutes(m))} error={errors.BufferMinutes} onChange={(m) => form.edit({ ...draft, BufferMinutes: m }, 'BufferMinutes')} />
            <NumberSelect label={t.notice} hint={t.noticeHint} value={draft.MinNoticeHours} options={NOTICE_OPTIONS} words={(h) => (h === 0 ? t.noNotice : t.hours(h))} error={errors.MinNoticeHours} onChange={(h) => form.edit({ ...draft, MinNoticeHours: h }, 'MinNoticeHours')} />
            <NumberSelect label={t.horizon} hint={t.horizonHint} value={draft.HorizonDays} options={HORIZON_OPTIONS} words={t.days} error={errors.HorizonDays} onChange={(d) => form.edit({ ...draft, HorizonDays: d }, 'HorizonDays')} />
          </div>
        </FormSection>
        <FormSection title={t.overridesTitle}>
          <p className="field-hint">{t.overridesHint}</p>
          <Overrides {...editing} />
        </FormSection>
        <div className="form-actions">
          <SubmitButton pending={form.pending} label={t.save} pendingLabel={t.saving} />
        </div>
      </form>
    </>
  );
}

/** The refused fields by the contract's names ('Weekly[2].To'); the first message of each. */
function fieldsOf(refusal: Refusal): Record<string, string> {
  const found: Record<string, string> = {};
  if (refusal.code !== 'invalid') return found;
  for (const { field, message } of refusal.fields ?? []) found[field] ??= message;
  return found;
}

interface Editing {
  draft: Availability;
  errors: Errors;
  /** A value changed deep inside: the message at `path` goes (useForm's edit). */
  edit: (next: Availability, path?: Path) => void;
  /** A row added or removed: every message goes, their paths having moved (useForm's reshape). */
  reshape: (next: Availability) => void;
}

/** A new range after the day's last one (an hour, on the grid), or 09:00–17:00 on an empty day. */
function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const end = Math.max(...ranges.map((range) => clockMinutes(range.To)).filter((m) => !Number.isNaN(m)), -1);
  if (end < 0) return { From: '09:00', To: '17:00' };
  const from = Math.min(end + SLOT_STEP_MINUTES, 1440 - SLOT_STEP_MINUTES);
  return { From: clock(from), To: clock(Math.min(from + 60, 1440)) };
}

function WeeklyHours({ draft, errors, edit, reshape }: Editing) {
  const toast = useToast();
  const rangesOf = (day: number) => draft.Weekly.map((range, index) => ({ range, index })).filter(({ range }) => range.Day === day);
  function copyMonday() {
    const monday = draft.Weekly.filter((range) => range.Day === 1);
    const others = draft.Weekly.filter((range) => range.Day < 2 || range.Day > 5);
    const copies = [2, 3, 4, 5].flatMap((day) => monday.map((range) => ({ ...range, Day: day })));
    reshape({ ...draft, Weekly: [...others, ...copies].sort((a, b) => a.Day - b.Day) });
    toast.show(t.copied, { tone: 'info' });
  }
  return (
    <ul className="availability-days">
      {WEEKDAYS.map((day) => {
        const entries = rangesOf(day);
        const where = t.day(day);
        return (
          <li key={day} className="availability-day">
            <span className="availability-day-name">{where}</span>
            <div className="availability-ranges">
              {entries.length === 0 && <p className="availability-unavailable">{t.unavailable}</p>}
              {entries.map(({ range, index }, n) => (
                <RangeRow
                  key={index}
                  where={where}
                  n={n + 1}
                  range={range}
                  field={`Weekly[${index}]`}
                  errors={errors}
                  onChange={(next, field) => edit({ ...draft, Weekly: draft.Weekly.map((r, i) => (i === index ? { ...r, ...next } : r)) }, field)}
                  onRemove={() => reshape({ ...draft, Weekly: draft.Weekly.filter((_, i) => i !== index) })}
                />
              ))}
              <div className="availability-day-actions">
                <Button
                  variant="quiet"
                  size="sm"
                  icon={<Plus />}
                  aria-label={t.addRange(where)}
                  disabled={entries.length >= AVAILABILITY_LIMITS.rangesPerDay.max}
                  onClick={() => reshape({ ...draft, Weekly: [...draft.Weekly, { Day: day, ...nextRange(entries.map((e) => e.range)) }] })}
                >
                  {t.addRangeShort}
                </Button>
                {day === 1 && entries.length > 0 && (
                  <Button variant="quiet" size="sm" icon={<Copy />} onClick={copyMonday}>
                    {t.copyMonday}
                  </Button>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** One range's From and To on the half-hour grid, its remove button, and its messages. */
function RangeRow({
  where,
  n,
  range,
  field,
  errors,
  onChange,
  onRemove,
}: {
  where: string;
  n: number;
  range: TimeRange;
  field: Path;
  errors: Errors;
  onChange: (next: Partial<TimeRange>, field: Path) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const messages = [errors[field], errors[`${field}.From`], errors[`${field}.To`]].filter(Boolean);
  const errorId = `${id}-error`;
  const control = (key: 'From' | 'To') => ({
    'aria-invalid': errors[`${field}.${key}`] || errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[`${field}.${key}`] || errors[field] ? errorId : undefined,
  });
  return (
    <div className="availability-range">
      <select aria-label={t.from(where, n)} value={range.From} onChange={(event) => onChange({ From: event.target.value }, `${field}.From`)} {...control('From')}>
        {withValue(FROM_TIMES, range.From).map((time) => (
          <option key={time}>{time}</option>
        ))}
      </select>
      <span className="availability-range-dash" aria-hidden="true">
        –
      </span>
      <select aria-label={t.to(where, n)} value={range.To} onChange={(event) => onChange({ To: event.target.value }, `${field}.To`)} {...control('To')}>
        {withValue(TO_TIMES, range.To).map((time) => (
          <option key={time}>{time}</option>
        ))}
      </select>
      <IconButton label={t.removeRange(where, range.From, range.To)} icon={<X />} size="sm" onClick={onRemove} />
      {messages.length > 0 && (
        <p id={errorId} className="field-error">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}

/** A whole number as a numeric input shows it (NaN, once cleared, as nothing). */
const shown = (value: number) => (Number.isNaN(value) ? '' : String(value));
const typed = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function Lengths({ draft, errors, edit, reshape }: Editing) {
  const currency = draft.CurrencyType;
  const lengths = draft.Lengths;
  const change = (index: number, next: Partial<LessonLength>, field: string) =>
    edit({ ...draft, Lengths: lengths.map((length, i) => (i === index ? { ...length, ...next } : length)) }, `Lengths[${index}].${field}`);
  function add() {
    const offered = new Set(lengths.map((length) => length.Minutes));
    const minutes = [...SUGGESTED_LENGTHS, ...LENGTH_OPTIONS].find((m) => !offered.has(m)) ?? 60;
    const hourly = lengths.find((length) => length.Minutes === 60)?.Price ?? lengths[0]?.Price ?? 1;
    reshape({ ...draft, Lengths: [...lengths, { Minutes: minutes, Price: Math.max(1, Math.round((hourly * minutes) / 60)), TransactionFees: 0 }] });
  }
  return (
    <>
      {errors.Lengths && <p className="field-error">{errors.Lengths}</p>}
      <ul className="availability-rows">
        {lengths.map((length, index) => (
          <li key={index} className="availability-row">
            <NumberSelect
              label={t.lengthMinutes(index + 1)}
              value={length.Minutes}
              options={LENGTH_OPTIONS}
              words={t.minutes}
              error={errors[`Lengths[${index}].Minutes`]}
              onChange={(m) => change(index, { Minutes: m }, 'Minutes')}
            />
            <FormField
              label={t.lengthPrice(index + 1, currency)}
              type="number"
              inputMode="decimal"
              min={1}
              value={shown(length.Price)}
              error={errors[`Lengths[${index}].Price`]}
              onChange={(event) => change(index, { Price: typed(event.target.value) }, 'Price')}
            />
            <FormField
              label={t.lengthFees(index + 1, currency)}
              type="number"
              inputMode="decimal"
              min={0}
              value={shown(length.TransactionFees)}
              error={errors[`Lengths[${index}].TransactionFees`]}
              onChange={(event) => change(index, { TransactionFees: typed(event.target.value) }, 'TransactionFees')}
            />
            <IconButton label={t.removeLength(length.Minutes)} icon={<X />} disabled={lengths.length <= 1} onClick={() => reshape({ ...draft, Lengths: lengths.filter((_, i) => i !== index) })} />
            <Total price={length.Price} fees={length.TransactionFees} currency={currency} />
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" size="sm" icon={<Plus />} disabled={lengths.length >= AVAILABILITY_LIMITS.lengths.max} onClick={add}>
          {t.addLength}
        </Button>
      </div>
    </>
  );
}

function Total({ price, fees, currency }: { price: number; fees: number; currency: string }) {
  if (!Number.isFinite(price) || !Number.isFinite(fees)) return null;
  return (
    <p className="availability-row-total">
      {t.studentPays} {price + fees === 0 ? t.free : <Money amount={price + fees} currency={currency} />}
    </p>
  );
}

function Trial({ draft, errors, edit }: Omit<Editing, 'reshape'>) {
  const trial = draft.Trial;
  const currency = draft.CurrencyType;
  const change = (next: Partial<NonNullable<Availability['Trial']>>, field: string) => trial && edit({ ...draft, Trial: { ...trial, ...next } }, `Trial.${field}`);
  return (
    <>
      <p className="field-hint">{t.trialHint}</p>
      <label className="availability-check">
        <input type="checkbox" checked={trial !== null} onChange={(event) => edit({ ...draft, Trial: event.target.checked ? { Minutes: 30, Price: 0, TransactionFees: 0 } : null })} />
        {t.offerTrial}
      </label>
      {trial && (
        <div className="field-pair">
          <NumberSelect label={t.trialLength} value={trial.Minutes} options={TRIAL_OPTIONS} words={t.minutes} error={errors['Trial.Minutes']} onChange={(m) => change({ Minutes: m }, 'Minutes')} />
          <FormField
            label={t.trialPrice(currency)}
            type="number"
            inputMode="decimal"
            min={0}
            value={shown(trial.Price)}
            error={errors['Trial.Price']}
            onChange={(event) => change({ Price: typed(event.target.value) }, 'Price')}
          />
          <FormField
            label={t.trialFees(currency)}
            type="number"
            inputMode="decimal"
            min={0}
            value={shown(trial.TransactionFees)}
            error={errors['Trial.TransactionFees']}
            onChange={(event) => change({ TransactionFees: typed(event.target.value) }, 'TransactionFees')}
          />
        </div>
      )}
    </>
  );
}

function Overrides({ draft, errors, edit, reshape }: Editing) {
  const overrides = draft.Overrides;
  const set = (index: number, next: Partial<Availability['Overrides'][number]>, field?: Path) =>
    (field ? edit : reshape)({ ...draft, Overrides: overrides.map((o, i) => (i === index ? { ...o, ...next } : o)) }, field);
  return (
    <>
      {errors.Overrides && <p className="field-error">{errors.Overrides}</p>}
      {overrides.length === 0 && <p className="availability-unavailable">{t.noOverrides}</p>}
      {overrides.length > 0 && (
        <ul className="availability-rows">
          {overrides.map((override, index) => {
            const where = t.overrideWhere(index + 1);
            return (
              <li key={index} className="availability-override">
                <div className="availability-override-date">
                  <FormField
                    label={t.overrideDate(index + 1)}
                    type="date"
                    value={override.Date}
                    error={errors[`Overrides[${index}].Date`]}
                    onChange={(event) => set(index, { Date: event.target.value }, `Overrides[${index}].Date`)}
                  />
                </div>
                <div className="availability-ranges">
                  {override.Ranges.length === 0 && <p className="availability-unavailable">{t.dayOff}</p>}
                  {errors[`Overrides[${index}].Ranges`] && <p className="field-error">{errors[`Overrides[${index}].Ranges`]}</p>}
                  {override.Ranges.map((range, k) => (
                    <RangeRow
                      key={k}
                      where={where}
                      n={k + 1}
                      range={range}
                      field={`Overrides[${index}].Ranges[${k}]`}
                      errors={errors}
                      onChange={(next, field) => set(index, { Ranges: override.Ranges.map((r, j) => (j === k ? { ...r, ...next } : r)) }, field)}
                      onRemove={() => set(index, { Ranges: override.Ranges.filter((_, j) => j !== k) })}
                    />
                  ))}
                  <div className="availability-day-actions">
                    <Button
                      variant="quiet"
                      size="sm"
                      icon={<Plus />}
                      aria-label={t.addRange(where)}
                      disabled={override.Ranges.length >= AVAILABILITY_LIMITS.rangesPerDay.max}
                      onClick={() => set(index, { Ranges: [...override.Ranges, nextRange(override.Ranges)] })}
                    >
                      {t.addRangeShort}
                    </Button>
                    <Button variant="quiet" size="sm" icon={<X />} aria-label={t.removeOverride(index + 1)} onClick={() => reshape({ ...draft, Overrides: overrides.filter((_, i) => i !== index) })}>
                      {t.removeOverrideShort}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button variant="secondary" size="sm" icon={<CalendarClock />} disabled={overrides.length >= AVAILABILITY_LIMITS.overrides.max} onClick={() => reshape({ ...draft, Overrides: [...overrides, { Date: '', Ranges: [] }] })}>
          {t.addOverride}
        </Button>
      </div>
    </>
  );
}

function NumberSelect({
  label,
  hint,
  value,
  options,
  words,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number;
  options: readonly number[];
  words: (n: number) => ReactNode;
  error?: string;
  onChange: (value: number) => void;
}) {
  return (
    <SelectField label={label} hint={hint} value={String(value)} error={error} onChange={(next) => onChange(Number(next))}>
      {withValue(options, value).map((option) => (
        <option key={option} value={option}>
          {words(option)}
        </option>
      ))}
    </SelectField>
  );
}
