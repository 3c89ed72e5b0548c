// A tutor's bookable hours and the open slots they give (added beyond the spec, issue 39). The rules and the slot
// computation are the domain's (src/domain/availability.ts); this keeps one record per tutor and says what is busy:
// everything on the tutor's calendar that is not cancelled (classes booked or not, course sessions).
import { requireTutor, ROLE } from '../lib/auth.mjs';
import { badRequest, HttpError, notFound } from '../lib/http.mjs';
import { tutorCalendar } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { availabilityProblems, nextOpenSlot, openSlots, startingAvailability } from '../../src/domain/availability.ts';

const DAY = 86_400_000;
/** The widest window one GetOpenSlots answers: a month (a page shows a week). */
const MAX_WINDOW_DAYS = 31;

const FIELDS = ['TimeZone', 'CurrencyType', 'Weekly', 'Overrides', 'Lengths', 'BufferMinutes', 'MinNoticeHours', 'HorizonDays', 'Trial'];
/** The hours as the contract shows them (the stored record also names its tutor and when it was saved). */
const view = (record) => Object.fromEntries(FIELDS.map((key) => [key, record[key]]));
const stateOf = (record, tutor) => (record ? { Availability: view(record), UpdatedAt: record.UpdatedAt } : { Availability: startingAvailability(tutor), UpdatedAt: null });

const availabilityOf = (state, tutorId) => (state.availability ?? []).find((a) => a.TutorID === tutorId) ?? null;

/** What is busy on a tutor's calendar, as the domain takes it. */
const busyOf = (state, tutorId) => tutorCalendar(state, tutorId).map((slot) => ({ Start: slot.start, End: slot.end }));

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
    if (record) Object.assign(record, saved, { UpdatedAt: iso(now) });
    else state.availability.push((record = { id: tutor.UserID, TutorID: tutor.UserID, ...saved, UpdatedAt: iso(now) }));
    ctx.persist();
    return stateOf(record, tutor);
  });

  api.get('/GetOpenSlots', ({ state, query, now }) => {
    const tutor = state.users.find((u) => u.Role === ROLE.tutor && u.Slug === query.Slug);
    if (!tutor) throw notFound(`No tutor with the address ${query.Slug}.`);
    const from = Date.parse(query.From);
    const to = Date.parse(query.To);
    if (!(to > from)) throw badRequest('To', 'To must be after From.');
    if (to - from > MAX_WINDOW_DAYS * DAY) throw badRequest('To', `Ask for at most ${MAX_WINDOW_DAYS} days at a time.`);
    const hours = availabilityOf(state, tutor.UserID);
    if (!hours) {
      return { Slug: tutor.Slug, TimeZone: tutor.TimeZone, Minutes: query.Minutes ?? 60, Price: 0, TransactionFees: 0, CurrencyType: tutor.CurrencyType ?? 'INR', Trial: query.Trial === true, Slots: [], NextOpenAt: null };
    }
    let lesson;
    if (query.Trial === true) {
      if (!hours.Trial) throw badRequest('Trial', 'This tutor offers no trial lesson.');
      lesson = hours.Trial;
    } else {
      lesson = query.Minutes === undefined ? hours.Lengths[0] : hours.Lengths.find((l) => l.Minutes === query.Minutes);
      if (!lesson) throw badRequest('Minutes', `This tutor does not offer ${query.Minutes}-minute lessons.`);
    }
    const busy = busyOf(state, tutor.UserID);
    const slots = openSlots(hours, busy, { from, to, minutes: lesson.Minutes, now: now.getTime() });
    const next = nextOpenSlot(hours, busy, lesson.Minutes, now.getTime());
    return {
      Slug: tutor.Slug,
      TimeZone: hours.TimeZone,
      Minutes: lesson.Minutes,
      Price: lesson.Price,
      TransactionFees: lesson.TransactionFees,
      CurrencyType: hours.CurrencyType,
      Trial: query.Trial === true,
      Slots: slots.map((ms) => iso(new Date(ms))),
      NextOpenAt: next === null ? null : iso(new Date(next)),
    };
  });
}
