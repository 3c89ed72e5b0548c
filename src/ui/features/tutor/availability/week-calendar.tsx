import { useId, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CalendarDays, CalendarX, ChevronLeft, ChevronRight } from 'lucide-react';
import { TUTOR_CALENDAR } from '../../../../application/tokens';
import type { CalendarWeek } from '../../../../application/tutor-calendar';
import { addDays, isCalendarDate, mondayOf, wallClockMinutes, type CalendarDay, type CalendarEvent } from '../../../../domain/calendar-week';
import { calendarDay } from '../../../../domain/class-time';
import { DateTime, dateTimeWords } from '../../../components/kit/date-time';
import { ErrorBlock } from '../../../components/async-states';
import { useNowMs } from '../../../components/class-phase';
import { Button, IconButton } from '../../../components/kit/button';
import { classNames } from '../../../components/kit/class-names';
import { EmptyState } from '../../../components/kit/empty-state';
import { Skeleton } from '../../../components/kit/skeleton';
import { useRead } from '../../../components/server-state';
import { SkippedNote } from '../../../components/skipped-note';
import { text } from '../../../components/text';
import { availabilityText as t } from './availability-text';

export const CALENDAR_KEY = ['tutor-calendar'];
export const WEEK_PARAM = 'week';
/** The hours drawn when the week has none and no events (a working day). */
const DEFAULT_SPAN = { from: 8, to: 18 };

/** 'HH:00' of an hour of the day. */
const hourWords = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The hours the grid draws: from the earliest start to the latest end of the week's hours and events, by whole hours. */
function hourSpan(days: readonly CalendarDay[]): { from: number; to: number } {
  const starts = days.flatMap((day) => [...day.available.map((r) => r.fromMinute), ...day.events.map((e) => e.fromMinute)]);
  const ends = days.flatMap((day) => [...day.available.map((r) => r.toMinute), ...day.events.map((e) => e.toMinute)]);
  if (starts.length === 0) return DEFAULT_SPAN;
  return { from: Math.floor(Math.min(...starts) / 60), to: Math.max(Math.ceil(Math.max(...ends) / 60), Math.floor(Math.min(...starts) / 60) + 1) };
}

/** Where an item sits in its day's column, as the stylesheet reads it (minutes since midnight). */
const at = (from: number, to: number) => ({ '--from': from, '--to': to }) as CSSProperties;

/**
 * The tutor's week (issue 39), on the wall clock of their hours' zone: a header with the week's dates, Previous and
 * Next week and Today; then the seven days, each a heading and a list (its bookable hours, its classes and sessions as
 * links). At 900 px and wider the stylesheet lays the days out as columns on a time axis (hours shaded, events as
 * blocks, a line at the time now on today); narrower, they read as a list by day.
 */
export function WeekCalendar({ timeZone, onEditHours }: { timeZone: string; onEditHours: () => void }) {
  const [params, setParams] = useSearchParams();
  const nowMs = useNowMs();
  const today = calendarDay(nowMs, timeZone);
  const thisWeek = mondayOf(today);
  const asked = params.get(WEEK_PARAM);
  const first = asked !== null && isCalendarDate(asked) ? mondayOf(asked) : thisWeek;
  const week = useRead(TUTOR_CALENDAR, [...CALENDAR_KEY, first], (calendar) => calendar.week(first));
  const headingId = useId();

  const go = (monday: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (monday === thisWeek) changed.delete(WEEK_PARAM);
        else changed.set(WEEK_PARAM, monday);
        return changed;
      },
      { replace: true },
    );

  return (
    <section className="calendar" aria-labelledby={headingId}>
      <div className="calendar-toolbar">
        <div>
          <h2 id={headingId} className="calendar-title">
            {t.weekRange(first, addDays(first, 6))}
          </h2>
          <p className="calendar-zone">{t.timesIn(timeZone)}</p>
        </div>
        <div className="calendar-nav">
          <IconButton label={t.previousWeek} icon={<ChevronLeft />} variant="secondary" onClick={() => go(addDays(first, -7))} />
          <IconButton label={t.thisWeek} icon={<CalendarDays />} variant="secondary" onClick={() => go(thisWeek)} />
          <IconButton label={t.nextWeek} icon={<ChevronRight />} variant="secondary" onClick={() => go(addDays(first, 7))} />
        </div>
      </div>
      <div className="calendar-body" aria-busy={week.status === 'loading'}>
        {week.status === 'loading' && (
          <div className="calendar-skeleton">
            <p className="visually-hidden" role="status">
              {text.loading}
            </p>
            <Skeleton lines={8} />
          </div>
        )}
        {week.status === 'error' && <ErrorBlock onRetry={week.retry} />}
        {week.status === 'ready' && <WeekDays week={week.data} today={today} nowMs={nowMs} onEditHours={onEditHours} />}
      </div>
    </section>
  );
}

function WeekDays({ week, today, nowMs, onEditHours }: { week: CalendarWeek; today: string; nowMs: number; onEditHours: () => void }) {
  const { days, timeZone } = week;
  const empty = days.every((day) => day.available.length === 0 && day.events.length === 0);
  if (empty) {
    return (
      <>
        <SkippedNote count={week.skipped} words={t.skipped} />
        <EmptyState
          icon={<CalendarX />}
          title={t.emptyWeek}
          action={
            <Button variant="primary" onClick={onEditHours}>
              {t.editHours}
            </Button>
          }
        >
          <p>{t.emptyWeekHint}</p>
        </EmptyState>
      </>
    );
  }
  const span = hourSpan(days);
  const hours = Array.from({ length: span.to - span.from }, (_, i) => span.from + i);
  const nowMinute = wallClockMinutes(nowMs, timeZone);
  const style = { '--span-from': span.from * 60, '--span-hours': span.to - span.from } as CSSProperties;
  return (
    <>
      <SkippedNote count={week.skipped} words={t.skipped} />
      <div className="calendar-week" style={style}>
        <ol className="calendar-axis" aria-hidden="true">
          {hours.map((hour) => (
            <li key={hour}>{hourWords(hour)}</li>
          ))}
        </ol>
        <ol className="calendar-days" aria-label={t.daysLabel}>
          {days.map((day) => (
            <Day key={day.date} day={day} today={day.date === today} nowMs={nowMs} nowMinute={nowMinute} span={span} timeZone={timeZone} />
          ))}
        </ol>
      </div>
    </>
  );
}

function Day({ day, today, nowMs, nowMinute, span, timeZone }: { day: CalendarDay; today: boolean; nowMs: number; nowMinute: number; span: { from: number; to: number }; timeZone: string }) {
  const headingId = useId();
  const quiet = day.available.length === 0 && day.events.length === 0;
  const showNow = today && nowMinute >= span.from * 60 && nowMinute < span.to * 60;
  return (
    <li className={classNames('calendar-day', today && 'is-today', quiet && 'is-quiet')} aria-labelledby={headingId}>
      <h3 id={headingId} className="calendar-day-heading">
        {t.dayHeading(day.date)}
        {today && <span className="visually-hidden">, {t.today}</span>}
      </h3>
      <div className="calendar-day-body">
        <ul className="calendar-items">
          {day.dayOff && <li className="calendar-note">{t.dayOffThisDay}</li>}
          {quiet && !day.dayOff && <li className="calendar-note">{t.noHoursThisDay}</li>}
          {day.available.map((range) => (
            <li key={range.from} className="calendar-range" style={at(range.fromMinute, range.toMinute)}>
              {t.available(range.from, range.to)}
            </li>
          ))}
          {day.events.map((event) => (
            <EventItem key={event.key} event={event} nowMs={nowMs} timeZone={timeZone} />
          ))}
        </ul>
        {showNow && <span className="calendar-now" style={{ '--at': nowMinute } as CSSProperties} aria-hidden="true" />}
      </div>
    </li>
  );
}

function EventItem({ event, nowMs, timeZone }: { event: CalendarEvent; nowMs: number; timeZone: string }) {
  const unbooked = event.kind === 'private' && event.booked === false;
  const range = { value: event.start, end: event.end, now: nowMs, timeZone, variant: 'range' } as const;
  const time = dateTimeWords(range).text;
  return (
    <li className={classNames('calendar-event', `is-${event.kind}`, event.trial && 'is-trial', unbooked && 'is-unbooked', event.continued && 'is-continued')} style={at(event.fromMinute, event.toMinute)}>
      {/* Named as it reads, with the commas the blocks' layout draws as line breaks. */}
      <Link to={event.to} className="calendar-event-link" aria-label={t.eventName(event.title, time, unbooked)}>
        <span className="calendar-event-title">{event.title}</span>
        <DateTime {...range} className="calendar-event-time" />
        {unbooked && <span className="calendar-event-note">{t.notBooked}</span>}
      </Link>
    </li>
  );
}
