import { Link } from 'react-router-dom';
import { canEnter, classPhase } from '../../../../domain/class-lifecycle';
import { formatClassTime } from '../../../../domain/class-time';
import { PERIODIC_TASK_INTERVAL_MS } from '../../../../domain/constants';
import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import { classPhaseText, classroomPath, PhaseNote, useNowMs } from '../../../components/class-phase';
import { AsyncView } from '../../../components/async-states';
import { tutorText } from '../tutor-text';
import { useReadList } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';
import { SkippedNote } from '../../../components/skipped-note';

/**
 * Today's and upcoming private classes and course sessions with their phase; Start class opens the host classroom while
 * the room is open. The list reloads every 20 minutes and on focus; the phases follow the clock in between.
 */
export function UpcomingClasses({ timeZone }: { timeZone: string }) {
  const nowMs = useNowMs();
  const upcoming = useReadList(TUTOR_WORKSPACE, tutorReads.upcoming, (tutor) => tutor.upcoming(), { pollMs: PERIODIC_TASK_INTERVAL_MS });
  return (
    <section aria-labelledby="upcoming-title" className="card">
      <h2 id="upcoming-title">{tutorText.upcomingTitle}</h2>
      <SkippedNote count={upcoming.skipped} words={tutorText.skipped} />
      <AsyncView load={upcoming} isEmpty={(items) => items.length === 0} empty={tutorText.upcomingEmpty}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item.key}>
                <time dateTime={item.at}>{formatClassTime(item.at, nowMs, timeZone)}</time> — <strong>{item.title}</strong>
                {item.subtitle && ` (${tutorText.courseSession(item.subtitle)})`} · {item.duration} min · <PhaseNote lesson={item.lesson} nowMs={nowMs} timeZone={timeZone} />
                {canEnter(classPhase(item.lesson, nowMs)) ? (
                  <>
                    {' '}
                    <Link className="button primary" to={classroomPath(item.kind === 'private' ? 'private' : 'course', item.code)} aria-label={classPhaseText.startClassNamed(item.subtitle ? `${item.subtitle}: ${item.title}` : item.title)}>
                      {classPhaseText.startClass}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
