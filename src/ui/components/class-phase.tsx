import { StatusPill, type Tone } from './kit/status-pill';
import { useEffect, useState } from 'react';
import { classPhase, classWindow, type ClassPhase, type Lesson } from '../../domain/class-lifecycle';
import { DateTime } from './kit/date-time';
import { CLOCK } from '../../ports/clock';
import { SCHEDULER } from '../../ports/scheduler';
import { useService } from './container-context';
import { paths } from '../../domain/routes';

/** The classroom route of a private class or of a course (whose channel opens its current session). */
export const classroomPath = (kind: 'private' | 'course', code: string) => (kind === 'private' ? paths.privateClassroom(code) : paths.courseClassroom(code));

/** The checkout route of a private class or a course (spec §2). */
export const checkoutPath = (kind: 'private' | 'course', code: string) => (kind === 'private' ? paths.privateClassCheckout(code) : paths.courseClassCheckout(code));

/** Words for the lifecycle phases, the same on the tutor's and the student's screens. */
export const classPhaseText = {
  phase: { upcoming: 'Upcoming', joinable: 'Open now', live: 'Live now', completed: 'Completed', cancelled: 'Cancelled' } satisfies Record<ClassPhase, string>,
  opensAt: (when: string) => `Opens at ${when}`,
  opensIn: (minutes: number) => (minutes <= 1 ? 'in 1 minute' : `in ${minutes} minutes`),
  startClass: 'Start class',
  startClassNamed: (name: string) => `Start class ${name}`,
  join: 'Join',
  joinNamed: (name: string) => `Join ${name}`,
  payToJoin: 'Pay to join',
  payToJoinNamed: (name: string) => `Pay to join ${name}`,
} as const;

const TICK_MS = 30_000;

/** Now, re-read every 30 seconds, so a room that opens shows its Start class / Join without a reload. */
export function useNowMs(): number {
  const clock = useService(CLOCK);
  const scheduler = useService(SCHEDULER);
  const [now, setNow] = useState(() => clock.now().getTime());
  useEffect(() => scheduler.every(TICK_MS, () => setNow(clock.now().getTime())), [clock, scheduler]);
  return now;
}

/** How each phase reads at a glance (the words say which it is). */
const PHASE_TONE: Record<ClassPhase, Tone> = { upcoming: 'info', joinable: 'success', live: 'success', completed: 'neutral', cancelled: 'danger' };

/** The phase in words; before the room opens, when it opens (in the viewer's zone) and, within the hour, in how long. */
export function PhaseNote({ lesson, nowMs, timeZone }: { lesson: Lesson; nowMs: number; timeZone: string }) {
  const phase = classPhase(lesson, nowMs);
  const { opensAt } = classWindow(lesson);
  const minutes = Math.ceil((opensAt - nowMs) / 60_000);
  return (
    <>
      <StatusPill tone={PHASE_TONE[phase]} className={`phase-${phase}`}>
        {classPhaseText.phase[phase]}
      </StatusPill>
      {phase === 'upcoming' && Number.isFinite(opensAt) ? (
        <span className="muted">
          {' '}
          · <DateTime value={opensAt} now={nowMs} timeZone={timeZone} within={classPhaseText.opensAt} />
          {minutes <= 60 ? ` (${classPhaseText.opensIn(minutes)})` : ''}
        </span>
      ) : null}
    </>
  );
}
