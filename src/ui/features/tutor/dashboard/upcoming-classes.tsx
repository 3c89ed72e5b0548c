import { CalendarDays, Video } from 'lucide-react';
import { canEnter, classPhase } from '../../../../domain/class-lifecycle';
import { calendarDay } from '../../../../domain/class-time';
import { DateTime, dateTimeWords } from '../../../components/kit/date-time';
import { PERIODIC_TASK_INTERVAL_MS } from '../../../../domain/constants';
import type { UpcomingItem } from '../../../../domain/upcoming-classes';
import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import { classPhaseText, classroomPath, PhaseNote, useNowMs } from '../../../components/class-phase';
import { AsyncView } from '../../../components/async-states';
import { ButtonLink } from '../../../components/kit/button';
import { Card } from '../../../components/kit/card';
import { EmptyState } from '../../../components/kit/empty-state';
import { tutorText } from '../tutor-text';
import { useReadList } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';
import { SkippedNote } from '../../../components/skipped-note';

/** The item's one action: Start class while its room is open (10 minutes before the start until it ends). */
function StartAction({ item, nowMs, size }: { item: UpcomingItem; nowMs: number; size?: 'lg' }) {
  if (!canEnter(classPhase(item.lesson, nowMs))) return null;
  return (
    <ButtonLink
      variant="primary"
      size={size}
      icon={<Video />}
      to={classroomPath(item.kind === 'private' ? 'private' : 'course', item.code)}
      aria-label={classPhaseText.startClassNamed(item.subtitle ? `${item.subtitle}: ${item.title}` : item.title)}
    >
      {classPhaseText.startClass}
    </ButtonLink>
  );
}

/** Groups the items (soonest first) by their calendar day in the tutor's zone, keeping the order. */
function byDay(items: UpcomingItem[], timeZone: string): { day: string; items: UpcomingItem[] }[] {
  const days: { day: string; items: UpcomingItem[] }[] = [];
  for (const item of items) {
    const day = calendarDay(item.at, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/**
 * The tutor's agenda: the next class or course session first, large, with its one action (Start class once its room
 * is open; before that, when it opens), then the rest day by day. It reloads every 20 minutes and on focus; the phases
 * follow the clock in between.
 */
export function UpcomingClasses({ timeZone }: { timeZone: string }) {
  const nowMs = useNowMs();
  const upcoming = useReadList(TUTOR_WORKSPACE, tutorReads.upcoming, (tutor) => tutor.upcoming(), { pollMs: PERIODIC_TASK_INTERVAL_MS });
  return (
    <section aria-labelledby="upcoming-title" className="tutor-agenda">
      <h2 id="upcoming-title">{tutorText.upcomingTitle}</h2>
      <SkippedNote count={upcoming.skipped} words={tutorText.skipped} />
      <AsyncView load={upcoming} isEmpty={() => false}>
        {(items) => {
          const [next, ...later] = items;
          if (!next) return <EmptyState icon={<CalendarDays />} title={tutorText.upcomingEmptyTitle}><p>{tutorText.upcomingEmpty}</p></EmptyState>;
          return (
            <>
              <NextClass item={next} nowMs={nowMs} timeZone={timeZone} />
              {later.length > 0 && (
                <div className="agenda-later">
                  <h3 className="agenda-heading">{tutorText.laterTitle}</h3>
                  {byDay(later, timeZone).map(({ day, items: ofDay }) => {
                    const dayAt = { value: ofDay[0]!.at, now: nowMs, timeZone, variant: 'day', words: { today: tutorText.today } } as const;
                    return (
                      <section key={day} className="agenda-day" aria-label={dateTimeWords(dayAt).text}>
                        <h4 className="agenda-day-title">
                          <DateTime {...dayAt} />
                        </h4>
                        <ul className="agenda-list">
                          {ofDay.map((item) => (
                            <AgendaItem key={item.key} item={item} nowMs={nowMs} timeZone={timeZone} />
                          ))}
                        </ul>
                      </section>
                    );
                  })}
                </div>
              )}
            </>
          );
        }}
      </AsyncView>
    </section>
  );
}

function NextClass({ item, nowMs, timeZone }: { item: UpcomingItem; nowMs: number; timeZone: string }) {
  return (
    <ul className="agenda-next-list" aria-label={tutorText.nextTitle}>
      <Card as="li" className="agenda-next">
        <div className="agenda-next-text">
          <h3 className="agenda-eyebrow">{tutorText.nextTitle}</h3>
          <p className="agenda-next-title">{item.title}</p>
          {item.subtitle && <p className="agenda-sub">{tutorText.courseSession(item.subtitle)}</p>}
          <p className="agenda-when">
            <DateTime value={item.at} now={nowMs} timeZone={timeZone} /> · {tutorText.minutes(item.duration)}
          </p>
          <p className="agenda-phase">
            <PhaseNote lesson={item.lesson} nowMs={nowMs} timeZone={timeZone} />
          </p>
        </div>
        <div className="agenda-next-action">
          <StartAction item={item} nowMs={nowMs} size="lg" />
        </div>
      </Card>
    </ul>
  );
}

function AgendaItem({ item, nowMs, timeZone }: { item: UpcomingItem; nowMs: number; timeZone: string }) {
  return (
    <li className="agenda-item">
      <DateTime className="agenda-time" value={item.at} now={nowMs} timeZone={timeZone} variant="time" />
      <div className="agenda-item-text">
        <strong>{item.title}</strong>
        {item.subtitle && <span className="agenda-sub"> · {tutorText.courseSession(item.subtitle)}</span>}
        <span className="agenda-item-meta">
          {tutorText.minutes(item.duration)} · <PhaseNote lesson={item.lesson} nowMs={nowMs} timeZone={timeZone} />
        </span>
      </div>
      <div className="agenda-item-action">
        <StartAction item={item} nowMs={nowMs} />
      </div>
    </li>
  );
}
