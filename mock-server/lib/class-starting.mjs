// "Your class starts in 10 minutes" (issue 41): when the room of a private class or a course session opens (the
// domain's JOIN_OPENS_BEFORE_START_MS before its start), its tutor and its paid students are sent `class.starting`,
// which leaves each a notification that links to the class, where Join is now open. A clock job (lib/clock-jobs.mjs),
// so it follows the mock's test clock and happens once per class however often the jobs run.
import { JOIN_OPENS_BEFORE_START_MS } from '../../src/domain/class-lifecycle.ts';
import { courseFacts, privateClassFacts } from './event-facts.mjs';
import { publishEvent } from './events.mjs';

/** Registers the job on the runner (`jobs.beforeEachClass`). */
export function registerClassStarting(jobs) {
  jobs.beforeEachClass({ name: 'class-starting', beforeMs: JOIN_OPENS_BEFORE_START_MS }, (ctx, occasion) => {
    const facts = classFactsOf(ctx.state, occasion.Class);
    if (!facts) return;
    publishEvent(ctx, [occasion.tutorId, ...occasion.students.map((s) => s.UserID)], { Type: 'class.starting', ...facts });
  });
}

/** The event's facts of the class (or course session) the job found. */
function classFactsOf(state, { Kind, ClassID, SessionID }) {
  if (Kind === 'PrivateClass') {
    const record = state.privateClasses.find((c) => c.ClassID === ClassID);
    return record ? privateClassFacts(state, record) : null;
  }
  const course = state.courses.find((c) => c.ClassID === ClassID);
  const session = state.sessions.find((s) => s.SessionID === SessionID);
  return course && session ? courseFacts(state, course, session) : null;
}
