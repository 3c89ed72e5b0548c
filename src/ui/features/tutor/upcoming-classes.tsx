import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { canEnter, classPhase } from '../../../domain/class-lifecycle.mjs';
import { formatClassTime } from '../../components/class-time-text';
import { PERIODIC_TASK_INTERVAL_MS } from '../../../domain/constants';
import { CLOCK } from '../../../ports/clock';
import { COURSE_API } from '../../../ports/course-api';
import { PRIVATE_CLASS_API } from '../../../ports/private-class-api';
import { SCHEDULER } from '../../../ports/scheduler';
import { useService } from '../../app/container-context';
import { classPhaseText, classroomPath, PhaseNote, useNowMs } from '../../components/class-phase';
import { AsyncView } from '../../components/async-states';
import { tutorText } from './tutor-text';
import { upcomingItems } from '../../../domain/upcoming-classes';
import { useAsync } from '../../components/use-async';

/**
 * Today's and upcoming private classes and course sessions with their phase; Start class opens the host classroom while
 * the room is open. The list reloads every 20 minutes and on focus; the phases follow the clock in between.
 */
export function UpcomingClasses({ timeZone, version }: { timeZone: string; version: number }) {
  const clock = useService(CLOCK);
  const scheduler = useService(SCHEDULER);
  const privateApi = useService(PRIVATE_CLASS_API);
  const courseApi = useService(COURSE_API);
  const nowMs = useNowMs();
  const upcoming = useAsync(async () => {
    // From a day back: a session that started a while ago may still be open (the lifecycle rule filters the rest).
    const from = new Date(clock.now().getTime() - 86_400_000).toISOString();
    const [classes, courses] = await Promise.all([privateApi.listMine({ pageSize: 100 }), courseApi.listMine({ pageSize: 100 })]);
    const sessions = await Promise.all(courses.Items.map((course) => courseApi.listSessions({ classId: course.ClassID, from, pageSize: 100 })));
    return upcomingItems(classes.Items, sessions.flatMap((page) => page.Items), clock.now().getTime());
  }, 'upcoming');
  const { refresh } = upcoming;
  useEffect(() => {
    const stop = scheduler.every(PERIODIC_TASK_INTERVAL_MS, refresh);
    window.addEventListener('focus', refresh);
    return () => {
      stop();
      window.removeEventListener('focus', refresh);
    };
  }, [scheduler, refresh]);
  useEffect(() => {
    if (version > 0) refresh();
  }, [version, refresh]);
  return (
    <section aria-labelledby="upcoming-title" className="card">
      <h2 id="upcoming-title">{tutorText.upcomingTitle}</h2>
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
