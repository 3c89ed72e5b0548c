// A tutor's bookable hours and the open slots they give (added beyond the spec, issue 39). The rules and the slot
// computation are the domain's (src/domain/availability.ts); this keeps one record per tutor and says what is busy:
// everything on the tutor's calendar that is not cancelled (classes booked or not, course sessions).
import { requireStudent, requireTutor, ROLE } from '../lib/auth.mjs';
import { badRequest, conflict, HttpError, notFound } from '../lib/http.mjs';
import { addRecord, capturedFor, isReleasedHold, newClassCode, partyClassView, touchPublicPage, tutorCalendar, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { limitPublicRead } from '../lib/public-reads.mjs';
import { availabilityProblems, freeIntervals, HOLD_MINUTES, nextOpenSlot, offeredLessons, openSlots, startingAvailability } from '../../src/domain/availability.ts';

const DAY = 86_400_000;
/** The widest window one GetOpenSlots answers: 92 days, past the usual 12-week horizon (a page shows a week). */
const MAX_WINDOW_DAYS = 92;

const FIELDS = ['TimeZone', 'CurrencyType', 'Weekly', 'Overrides', 'Lengths', 'BufferMinutes', 'MinNoticeHours', 'HorizonDays', 'Trial'];
/** The hours as the contract shows them (the stored record also names its tutor and when it was saved). */
const view = (record) => Object.fromEntries(FIELDS.map((key) => [key, record[key]]));
const stateOf = (record, tutor) => (record ? { Availability: view(record), UpdatedAt: record.UpdatedAt } : { Availability: startingAvailability(tutor), UpdatedAt: null });

/**
 * Per store revision: each tutor's hours and what is on their calendar (start, end, and when a hold runs out), found in
 * one pass, so that a page of search results (each card's next open time) does not scan every class per tutor.
 */
let index = { revision: -1, raw: null, hours: new Map(), calendar: new Map() };
function indexOf(state, revision) {
  if (index.revision === revision && index.raw === state) return index;
  const hours = new Map((state.availability ?? []).map((a) => [a.TutorID, a]));
  const calendar = new Map();
  const add = (tutorId, entry) => {
    const list = calendar.get(tutorId);
    if (list) list.push(entry);
    else calendar.set(tutorId, [entry]);
  };
  for (const c of state.privateClasses) {
    if (c.Status === 'Cancelled') continue;
    const start = Date.parse(c.DateTime);
    add(c.TutorID, { Start: start, End: start + c.Duration * 60_000, heldUntil: c.Hold ? Date.parse(c.Hold.ExpiresAt) : null });
  }
  const tutorOfCourse = new Map(state.courses.map((c) => [c.ClassID, c.TutorID]));
  for (const session of state.sessions) {
    const tutorId = tutorOfCourse.get(session.ClassID);
    if (!tutorId || session.Status === 'Cancelled') continue;
    const start = Date.parse(session.StartDateTime);
    add(tutorId, { Start: start, End: start + session.Duration * 60_000, heldUntil: null });
  }
  index = { revision, raw: state, hours, calendar };
  return index;
}

export const availabilityOf = (state, tutorId, revision) =>
  revision === undefined ? ((state.availability ?? []).find((a) => a.TutorID === tutorId) ?? null) : (indexOf(state, revision).hours.get(tutorId) ?? null);

/** What is busy on a tutor's calendar from the revision's index (a hold that ran out is not). */
const indexedBusy = (state, revision, tutorId, now) =>
  (indexOf(state, revision).calendar.get(tutorId) ?? []).filter((e) => e.heldUntil === null || e.heldUntil > now.getTime());

/** A tutor's first open slot of their first length from now (a search card's "next open"), or null. */
export function nextOpenAt(state, revision, tutorId, now) {
  const hours = availabilityOf(state, tutorId, revision);
  if (!hours || hours.Weekly.length === 0) return null;
  const next = nextOpenSlot(hours, indexedBusy(state, revision, tutorId, now), hours.Lengths[0].Minutes, now.getTime());
  return next === null ? null : iso(new Date(next));
}

/**
 * Per tutor, their weekly hours as instants over eight days from the start of today (UTC), for the search by free
 * time: kept with each stored record (a new save bumps its Version; a reset makes new records) and worked out again
 * once a day. A tutor's hours are a few ranges, but reading them for 10,000 tutors takes a few hundred ms: too long
 * for every search after every write.
 */
const weeks = new WeakMap();
export function freeWeekOf(state, now) {
  const day = Math.floor(now.getTime() / DAY);
  return (state.availability ?? []).map((hours) => {
    let kept = weeks.get(hours);
    if (!kept || kept.day !== day || kept.version !== hours.Version) {
      kept = { day, version: hours.Version, free: freeIntervals(hours, day * DAY, (day + 8) * DAY, true) };
      weeks.set(hours, kept);
    }
    return [hours.TutorID, kept.free];
  });
}

/** What is busy on a tutor's calendar (a hold that ran out is not), as the domain takes it. */
const busyOf = (state, tutorId, now, ignore = new Set()) =>
  tutorCalendar(state, tutorId, now)
    .filter((slot) => !ignore.has(slot.ref))
    .map((slot) => ({ Start: slot.start, End: slot.end }));

/**
 * The lesson asked for, at its terms (one of the domain's offeredLessons, as GetOpenSlots lists them): the trial, a
 * length offered (the first when none is named); 400 when not offered.
 */
function lessonOf(hours, { Minutes, Trial }) {
  const offered = hours ? offeredLessons(hours) : [];
  if (Trial === true) {
    const trial = offered.find((l) => l.Trial);
    if (!trial) throw badRequest('Trial', 'This tutor offers no trial lesson.');
    return trial;
  }
  const regular = offered.filter((l) => !l.Trial);
  const lesson = Minutes === undefined ? regular[0] : regular.find((l) => l.Minutes === Minutes);
  if (!lesson) throw badRequest('Minutes', `This tutor does not offer ${Minutes}-minute lessons.`);
  return lesson;
}

/** For a signed-in student only: whether they had this tutor's trial already (GetOpenSlots' TrialUsed). */
function trialUsedField(state, caller, tutorId) {
  const profile = caller ? userById(state, caller.uid) : null;
  return profile?.Role === ROLE.student ? { TrialUsed: hadTrial(state, profile.UserID, tutorId) } : {};
}

const tutorBySlug = (state, slug) => {
  const tutor = state.users.find((u) => u.Role === ROLE.tutor && u.Slug === slug);
  if (!tutor) throw notFound(`No tutor with the address ${slug}.`);
  return tutor;
};

/**
 * Whether the student had a trial with this tutor: paid, or booked free; a cancelled one does not count, nor one only
 * held (a new hold replaces the student's earlier one with this tutor).
 */
function hadTrial(state, studentId, tutorId) {
  return state.privateClasses.some(
    (c) => c.TutorID === tutorId && c.Trial === true && !c.Hold && c.Status !== 'Cancelled' && capturedFor(state, c.ClassLink).some((p) => p.StudentID === studentId),
  );
}

export default function register(api) {
  api.get('/GetAvailability', (ctx) => {
    const tutor = requireTutor(ctx);
    return stateOf(availabilityOf(ctx.state, tutor.UserID), tutor);
  });

  api.post('/SaveAvailability', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    const problems = availabilityProblems(body);
    if (problems.length > 0) {
      throw new HttpError(400, 'Validation failed', problems.map((p) => ({ Field: p.Field, Message: p.Message })));
    }
    // Kept in the order given; ranges of a day sorted, so every reader sees them the same way.
    const saved = { ...view(body), Weekly: [...body.Weekly].sort((a, b) => a.Day - b.Day || a.From.localeCompare(b.From)) };
    state.availability ??= [];
    let record = availabilityOf(state, tutor.UserID);
    // Version: bumped by every save (UpdatedAt is to the second), so what is worked out from the hours can be kept.
    if (record) Object.assign(record, saved, { UpdatedAt: iso(now), Version: (record.Version ?? 0) + 1 });
    else state.availability.push((record = { id: tutor.UserID, TutorID: tutor.UserID, ...saved, UpdatedAt: iso(now), Version: 1 }));
    // The tutor's page shows the open times these hours give.
    touchPublicPage(state, tutor.UserID, now);
    ctx.persist();
    return stateOf(record, tutor);
  });

  api.get('/GetOpenSlots', (ctx) => {
    limitPublicRead(ctx, 'GetOpenSlots');
    const { state, query, now, revision, caller } = ctx;
    const tutor = tutorBySlug(state, query.Slug);
    const from = Date.parse(query.From);
    const to = Date.parse(query.To);
    if (!(to > from)) throw badRequest('To', 'To must be after From.');
    if (to - from > MAX_WINDOW_DAYS * DAY) throw badRequest('To', `Ask for at most ${MAX_WINDOW_DAYS} days at a time.`);
    const hours = availabilityOf(state, tutor.UserID, revision);
    if (!hours) {
      return {
        Slug: tutor.Slug,
        TimeZone: tutor.TimeZone,
        Minutes: query.Minutes ?? 60,
        Price: 0,
        TransactionFees: 0,
        CurrencyType: tutor.CurrencyType ?? 'INR',
        Trial: query.Trial === true,
        Slots: [],
        NextOpenAt: null,
        Lessons: [],
        ...trialUsedField(state, caller, tutor.UserID),
      };
    }
    const lesson = lessonOf(hours, query);
    const busy = indexedBusy(state, revision, tutor.UserID, now);
    const slots = openSlots(hours, busy, { from, to, minutes: lesson.Minutes, now: now.getTime() });
    const next = nextOpenSlot(hours, busy, lesson.Minutes, now.getTime());
    return {
      Slug: tutor.Slug,
      TimeZone: hours.TimeZone,
      Minutes: lesson.Minutes,
      Price: lesson.Price,
      TransactionFees: lesson.TransactionFees,
      CurrencyType: lesson.CurrencyType,
      Trial: lesson.Trial,
      Slots: slots.map((ms) => iso(new Date(ms))),
      NextOpenAt: next === null ? null : iso(new Date(next)),
      Lessons: offeredLessons(hours),
      ...trialUsedField(state, caller, tutor.UserID),
    };
  });

  api.post('/HoldSlot', (ctx) => {
    const student = requireStudent(ctx);
    const { state, body, now } = ctx;
    const tutor = tutorBySlug(state, body.Slug);
    const hours = availabilityOf(state, tutor.UserID);
    const lesson = lessonOf(hours, body);
    const trial = body.Trial === true;
    const start = Date.parse(body.Start);
    const mine = state.privateClasses.filter((c) => c.TutorID === tutor.UserID && c.Hold?.StudentID === student.UserID && !isReleasedHold(c, now));
    // The same slot held again (a second press, a second tab): the same hold.
    const same = mine.find((c) => Date.parse(c.DateTime) === start && c.Duration === lesson.Minutes && (c.Trial === true) === trial);
    if (same) return partyClassView(state, same);
    if (trial && hadTrial(state, student.UserID, tutor.UserID)) throw conflict('You have already had a trial lesson with this tutor: book a regular lesson.', 'Trial');
    // Open now, for this length: inside the hours, after the notice, before the horizon, clear of everything else (but
    // the student's own hold with this tutor, which this one replaces).
    const replaced = new Set(mine.map((c) => `pc:${c.ClassID}`));
    const open = openSlots(hours, busyOf(state, tutor.UserID, now, replaced), { from: start, to: start + 1, minutes: lesson.Minutes, now: now.getTime() });
    if (open[0] !== start) throw conflict('This time is not open any more: choose another one.', 'Start');
    // One unpaid hold per student and tutor: the earlier one is released.
    for (const c of mine) c.Hold.ExpiresAt = iso(now);
    const name = `${tutor.FirstName} ${tutor.LastName}`.trim();
    const record = addRecord(state.privateClasses, 'ClassID', {
      ClassLink: newClassCode(state),
      ClassName: trial ? `Trial lesson with ${name}` : `${lesson.Minutes}-minute lesson with ${name}`,
      Duration: lesson.Minutes,
      DateTime: iso(new Date(start)),
      Price: lesson.Price,
      TransactionFees: lesson.TransactionFees,
      CurrencyType: hours.CurrencyType,
      Status: 'Scheduled',
      TutorID: tutor.UserID,
      TimeZone: hours.TimeZone,
      PaymentMode: 'Order',
      CreatedAt: iso(now),
      ...(trial ? { Trial: true } : {}),
      Hold: { StudentID: student.UserID, ExpiresAt: iso(new Date(now.getTime() + HOLD_MINUTES * 60_000)) },
    });
    ctx.persist();
    return partyClassView(state, record);
  });
}
