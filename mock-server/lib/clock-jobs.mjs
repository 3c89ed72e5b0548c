// The mock's scheduled jobs (issue 41): what production runs on a scheduler (the email reminders, "class starting"),
// run here against the mock's test clock, so a test that moves the clock (POST /__admin/clock) sees them happen.
//
// The runner runs every registered job on a real-time tick (each second) and at once after the clock moves. A job's
// work is keyed: `ctx.once(key, work)` does the work only if the key is not in the store's `jobRuns` yet, and stores the
// key with what the work changed, in one transaction (one persist() per run), so each piece happens exactly once,
// however often the jobs run and across restarts. Production: the same keys in a table with a unique index, written in
// the transaction of the work.
import { iso } from './time.mjs';
import { windowOpen } from '../../src/domain/email.ts';

/** A payment that makes its student a participant of a class: kept (a course paid in part and refunded in part too). */
const kept = (p) => p.Status === 'captured' && !p.WithdrawnAt;

/**
 * The classes still to come, as the jobs see them: each private class and each course session that is scheduled (not
 * cancelled) and has a paid student, with its tutor and its paid students (each with PaidAt).
 * @returns {{ Class: { Kind: 'PrivateClass' | 'GroupCourse', ClassID: number, SessionID?: number }, startMs: number, durationMinutes: number, name: string, code: string, tutorId: string, students: { UserID: string, PaidAt: string }[], sequence: number }[]}
 */
export function upcomingClasses(state, nowMs) {
  const paid = new Map();
  for (const p of state.payments ?? []) {
    if (!kept(p)) continue;
    const list = paid.get(p.ClassCode) ?? [];
    // One entry a student (a student pays a class once; a course's extra captures are refunded).
    if (!list.some((s) => s.UserID === p.StudentID)) list.push({ UserID: p.StudentID, PaidAt: p.PaidAt ?? p.CreatedAt });
    paid.set(p.ClassCode, list);
  }
  const classes = [];
  for (const c of state.privateClasses ?? []) {
    // Nobody paid: no one to tell (and most classes of a big store, so checked before the date is parsed).
    const students = paid.get(c.ClassLink);
    if (!students || c.Status === 'Cancelled') continue;
    const startMs = Date.parse(c.DateTime);
    if (!(startMs > nowMs)) continue;
    classes.push({ Class: { Kind: 'PrivateClass', ClassID: c.ClassID }, startMs, durationMinutes: c.Duration, name: c.ClassName, code: c.ClassLink, tutorId: c.TutorID, students, sequence: c.Revision ?? 0 });
  }
  const courses = new Map((state.courses ?? []).map((c) => [c.ClassID, c]));
  for (const s of state.sessions ?? []) {
    const course = courses.get(s.ClassID);
    const startMs = Date.parse(s.StartDateTime);
    const students = course ? (paid.get(course.ClassLink) ?? []) : [];
    if (!course || course.Status === 'Cancelled' || s.Status === 'Cancelled' || !(startMs > nowMs) || students.length === 0) continue;
    classes.push({
      Class: { Kind: 'GroupCourse', ClassID: course.ClassID, SessionID: s.SessionID },
      startMs,
      durationMinutes: s.Duration,
      name: `${course.CourseName}: ${s.Title}`,
      code: course.ClassLink,
      tutorId: course.TutorID,
      students,
      sequence: 0,
    });
  }
  return classes;
}

/** A class's part of a job key: `<Kind>:<ClassID>:<SessionID or ->`. */
export const classKey = (Class) => `${Class.Kind}:${Class.ClassID}:${Class.SessionID ?? '-'}`;
/**
 * One occasion of a class: the class and the start it has now, `<Kind>:<ClassID>:<SessionID or ->@<start ISO>`. A class
 * moved to a new time (an accepted reschedule, a session edited) is a new occasion: its reminders and its "starting"
 * go again for the new time, never twice for one time.
 */
export const occasionKey = (occasion) => `${classKey(occasion.Class)}@${new Date(occasion.startMs).toISOString()}`;

/**
 * `state()`: the store's watched state (what a job changes); `raw()`: the same unwatched, for reading (a scan of 50,000
 * classes through the watching proxies took 100 ms a run, 2 ms without); `persist()`; `now()`: the mock's clock; `context`: what else a job's ctx holds
 * (config, the event hub, the mailer: what publishEvent and the mail composer need). `say`: the log.
 */
export function createClockJobs({ state, raw = state, persist, now, context = {}, tickMs = 1000, say = () => {} }) {
  const jobs = [];
  let timer = null;
  let afterRun = [];

  const runNow = () => {
    if (jobs.length === 0) return;
    const s = state();
    const at = now();
    s.jobRuns ??= [];
    const done = new Set(s.jobRuns.map((r) => r.Key));
    let worked = false;
    const ctx = {
      ...context,
      state: s,
      /** The state to read from, unwatched: never change it (what is changed there is not written). */
      raw: raw(),
      now: at,
      /** Does `work()` unless `key` was done before; the key is stored in this run's transaction. */
      once(key, work) {
        if (done.has(key)) return false;
        work();
        worked = true;
        done.add(key);
        s.jobRuns.push({ id: key, Key: key, At: iso(at) });
        return true;
      },
    };
    for (const job of jobs) {
      try {
        job.run(ctx);
      } catch (error) {
        say(`[jobs] ${job.name} failed: ${error.stack ?? error}`);
      }
    }
    // A job changes the store only inside once(): a run that did nothing writes nothing (and bumps no cache).
    if (!worked) {
      for (const listener of afterRun) listener();
      return;
    }
    try {
      persist();
    } catch (error) {
      // Memory is back to the disk's state: the work and its keys are undone together, and the next run does them again.
      say(`[jobs] could not store the run: ${error.message}`);
      return;
    }
    for (const listener of afterRun) listener();
  };

  return {
    /**
     * Registers a job: `run(ctx)` with ctx `{ state, now, once(key, work), ...context }`, synchronous; it changes the
     * store only inside `once` (what it changes elsewhere is not written).
     */
    register(name, run) {
      jobs.push({ name, run });
    },
    /**
     * A job for each class still to come: `run(ctx, occasion)` once per class when `window` opens (`beforeMs` before
     * its start, until `untilMs` before it, default 0), never for a cancelled or past class. Keyed
     * `<window.name>:<occasionKey>` (the class and its start: a moved class is run again for its new time). E.g.
     * lib/class-starting.mjs.
     */
    beforeEachClass(window, run) {
      const w = { untilMs: 0, ...window };
      this.register(w.name, (ctx) => {
        const nowMs = ctx.now.getTime();
        for (const occasion of upcomingClasses(ctx.raw, nowMs)) {
          if (!windowOpen(w, occasion.startMs, nowMs)) continue;
          ctx.once(`${w.name}:${occasionKey(occasion)}`, () => run(ctx, occasion));
        }
      });
    },
    runNow,
    /** Called after each run that stored its work (the mailer sends what the run queued). */
    onRun(listener) {
      afterRun.push(listener);
    },
    start() {
      if (timer) return;
      timer = setInterval(runNow, tickMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      afterRun = [];
    },
  };
}
