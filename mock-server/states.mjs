// Provider states (Pact) and test set-ups: each starts from the seed, then shapes the store. Names describe the data.
import { DEMO } from './demo-data.mjs';
import { cancelPrivateClass } from './handlers/cancellations.mjs';
import { recordBooking } from './handlers/payments.mjs';
import { signPayment, standInRefunds } from './provider-stand-ins/index.mjs';
import { findByCode, newOrder, newPayment, providerRecords, userById } from './lib/store.mjs';
import { iso } from './lib/time.mjs';
import { videoUid } from './handlers/classroom.mjs';
import { messageView } from './handlers/messages.mjs';
import { publishEvent } from './lib/events.mjs';
import { addRecord } from './lib/store.mjs';
import { RANDOM_ID_PATTERN } from '../src/domain/random-id.ts';
import { proposalExpiresAt } from '../src/domain/reschedule-policy.ts';

/** A class code inside a state's sentence: the domain's one pattern (random-id.ts), without its anchors. */
const CODE = RANDOM_ID_PATTERN.source.slice(1, -1);
/** A whole sentence as a pattern, as in sentence`the class (${CODE}) is free`. */
const sentence = (strings, ...parts) => new RegExp(`^${String.raw(strings, ...parts)}$`);

const ANOTHER_STUDENT = 'student-priya-shah';

function bookedOrPaid(state, { code, paid, now, keySecret, studentId = DEMO.student.uid }) {
  const found = findByCode(state, code);
  if (!found || found.kind === 'InstantClass') throw new Error(`No private class or course ${code} in the seed.`);
  const student = userById(state, studentId);
  const { kind, record } = found;
  recordBooking(state, kind, record, student.UserID, now);
  if (!paid || state.payments.some((p) => p.ClassCode === code && p.StudentID === student.UserID && p.Status === 'captured')) return;
  const n = state.payments.length + 1;
  const orderId = `order_state${String(n).padStart(9, '0')}`;
  const paymentId = `pay_state${String(n).padStart(9, '0')}`;
  state.orders.push(newOrder({ id: orderId, kind, record, studentId: student.UserID, now: iso(now) }));
  state.providerPayments.push({ id: paymentId, PaymentID: paymentId, OrderID: orderId, Status: 'captured', CreatedAt: iso(now) });
  const ids = { PaymentID: paymentId, OrderID: orderId, Signature: signPayment(orderId, paymentId, keySecret) };
  state.payments.push(newPayment(state, { kind, record, student, now: iso(now), ids, outcome: { Status: 'captured' } }));
}

/**
 * The demo student paid for the private class `code` and was in its room with its tutor; it ended two hours ago.
 * Returns when it started (epoch ms).
 */
function attendedAndOver(state, code, ctx) {
  const found = findByCode(state, code);
  if (found?.kind !== 'PrivateClass') throw new Error(`No private class ${code} in the seed.`);
  bookedOrPaid(state, { ...ctx, code, paid: true });
  const start = ctx.now.getTime() - (found.record.Duration + 120) * 60_000;
  const stint = (uid, Role, suffix) => ({ id: `state:${code}${suffix}`, ClassCode: code, RoomKey: code, Uid: videoUid(uid), Role, JoinedAt: iso(new Date(start)), LeftAt: iso(new Date(start + found.record.Duration * 60_000)) });
  Object.assign(found.record, { DateTime: iso(new Date(start)), Status: 'Completed' });
  state.attendance.push(stint(DEMO.student.uid, 'Student', ''));
  // The tutor taught it (else it would be a no-show, cancelled and refunded before the request is answered).
  state.attendance.push(stint(found.record.TutorID, 'Tutor', ':tutor'));
  return { start };
}

/** Exact names first, then patterns; each gets the freshly reset state. */
const EXACT = {
  'the demo data is loaded': () => {},
  // The push channel's first event of a fresh store (EventID 1): a message the tutor sent the demo student.
  // Sent at a fixed instant, so the event as written on the stream is the same whenever the pact is verified.
  'the demo tutor has sent the demo student a message': (state) => {
    const tutor = DEMO.tutor.uid;
    const student = DEMO.student.uid;
    const at = new Date('2026-03-01T10:00:00Z');
    const message = addRecord(state.messages, 'MessageID', { ThreadID: `${tutor}~${student}`, SenderID: tutor, RecipientID: student, Text: 'Yes, circle theorems first.', SentAt: iso(at) });
    publishEvent({ state, now: at }, [student, tutor], { Type: 'message.sent', Message: messageView(state, message) }, { quiet: [tutor] });
  },
};
const PATTERNS = [
  [sentence`the demo student has booked (${CODE})`, (state, m, ctx) => bookedOrPaid(state, { ...ctx, code: m[1], paid: false })],
  [sentence`the demo student has paid (${CODE})`, (state, m, ctx) => bookedOrPaid(state, { ...ctx, code: m[1], paid: true })],
  [/^the user ([A-Za-z0-9_-]+) has no profile$/, (state, m) => {
    state.users = state.users.filter((u) => u.UserID !== m[1]);
    state.accountRoles = state.accountRoles.filter((entry) => entry.UserID !== m[1]);
  }],
  // Signed up choosing to teach (/SaveAccountRole), registration not finished.
  [/^the user ([A-Za-z0-9_-]+) chose to teach and has no profile$/, (state, m, ctx) => {
    state.users = state.users.filter((u) => u.UserID !== m[1]);
    state.accountRoles = [...state.accountRoles.filter((entry) => entry.UserID !== m[1]), { id: m[1], UserID: m[1], Role: 1, ChosenAt: iso(ctx.now) }];
  }],
  // A free class (issue 34): Price and TransactionFees 0, booked with /BookFreeClass, never through the provider.
  [sentence`the class (${CODE}) is free`, (state, m) => {
    const found = findByCode(state, m[1]);
    if (!found || found.kind === 'InstantClass') throw new Error(`No private class or course ${m[1]} in the seed.`);
    Object.assign(found.record, { Price: 0, TransactionFees: 0 });
  }],
  // Class time: the private class (or the course's first session) starts 5 minutes from now, so its room is open.
  [sentence`the class (${CODE}) starts in 5 minutes`, (state, m, ctx) => {
    const soon = iso(new Date(ctx.now.getTime() + 5 * 60_000));
    const found = findByCode(state, m[1]);
    if (found?.kind === 'PrivateClass') found.record.DateTime = soon;
    else if (found?.kind === 'GroupCourse') {
      const first = state.sessions.filter((s) => s.ClassID === found.record.ClassID).sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime))[0];
      if (!first) throw new Error(`The course ${m[1]} has no session.`);
      first.StartDateTime = soon;
    } else throw new Error(`No private class or course ${m[1]} in the seed.`);
  }],
  // A payment the provider captured on the order of a student (the browser has not reported it yet); its order is
  // `order_<what follows pay_>`, so a consumer test can sign its claim. Optionally another student paid the class first.
  [sentence`the provider captured (pay_[A-Za-z0-9]+) on (the demo student|another student)'s order for (${CODE})(, which another student already paid)?`, (state, m, ctx) => {
    const found = findByCode(state, m[3]);
    if (!found || found.kind === 'InstantClass') throw new Error(`No private class or course ${m[3]} in the seed.`);
    if (m[4]) bookedOrPaid(state, { ...ctx, code: m[3], paid: true, studentId: ANOTHER_STUDENT });
    const studentId = m[2] === 'the demo student' ? DEMO.student.uid : ANOTHER_STUDENT;
    recordBooking(state, found.kind, found.record, studentId, ctx.now);
    const orderId = `order_${m[1].slice(4)}`;
    const { record } = found;
    state.orders.push(newOrder({ id: orderId, kind: found.kind, record, studentId, now: iso(ctx.now) }));
    state.providerPayments.push({ id: m[1], PaymentID: m[1], OrderID: orderId, Status: 'captured', CreatedAt: iso(ctx.now) });
  }],
  // A pending proposal (ProposalID 1) to move a paid private class three hours later, by the demo student or its tutor.
  [sentence`(the demo student|the tutor) has proposed moving (${CODE}) three hours later`, (state, m, ctx) => {
    const found = findByCode(state, m[2]);
    if (found?.kind !== 'PrivateClass') throw new Error(`No private class ${m[2]} in the seed.`);
    const { record } = found;
    const later = iso(new Date(Date.parse(record.DateTime) + 3 * 3_600_000));
    const proposedAt = iso(ctx.now);
    state.rescheduleProposals.push({
      id: 1,
      ProposalID: 1,
      ClassCode: record.ClassLink,
      ProposedBy: m[1] === 'the tutor' ? 'Tutor' : 'Student',
      ProposedAt: proposedAt,
      PreviousDateTime: record.DateTime,
      NewDateTime: later,
      ExpiresAt: iso(new Date(proposalExpiresAt(proposedAt, record.DateTime))),
      Status: 'Pending',
    });
  }],
  // Reviews: the demo student paid for the private class and was in its room; it ended two hours ago.
  [sentence`the demo student attended (${CODE}), which is over`, (state, m, ctx) => attendedAndOver(state, m[1], ctx)],
  // The classroom chat: as above, and the demo tutor saved the room's chat (two messages) to the class page.
  [sentence`the demo tutor saved the chat of (${CODE}), which the demo student attended`, (state, m, ctx) => {
    const { start } = attendedAndOver(state, m[1], ctx);
    const sent = (minutes) => iso(new Date(start + minutes * 60_000));
    state.classChats.push({
      id: m[1],
      ClassCode: m[1],
      SessionID: null,
      SavedAt: sent(61),
      SavedBy: DEMO.tutor.uid,
      Messages: [
        { SenderName: 'Asha Rao', FromTutor: true, SentAt: sent(2), Text: 'Welcome! Open the practice sheet.' },
        { SenderName: 'Ravi Kumar', FromTutor: false, SentAt: sent(5), Text: 'Page 42, exercise 3 please.' },
      ],
    });
  }],
  // The tutor cancelled a private class the demo student paid for: cancelled as ChangePrivateClassStatus does it
  // (handlers/cancellations.mjs), refunded in full through the provider stand-in over this store.
  [sentence`the tutor cancelled (${CODE}), which the demo student paid`, (state, m, ctx) => {
    const found = findByCode(state, m[1]);
    if (found?.kind !== 'PrivateClass') throw new Error(`No private class ${m[1]} in the seed.`);
    bookedOrPaid(state, { ...ctx, code: m[1], paid: true });
    const provider = standInRefunds(providerRecords(() => state, () => ctx.now));
    cancelPrivateClass({ state, now: ctx.now, provider, persist: () => {} }, found.record, { by: 'Tutor', byUserId: found.record.TutorID });
  }],
  [sentence`the private class (${CODE}) is completed`, (state, m) => {
    const found = findByCode(state, m[1]);
    if (found?.kind !== 'PrivateClass') throw new Error(`No private class ${m[1]} in the seed.`);
    found.record.Status = 'Completed';
  }],
  [/^the demo tutor has uploaded 20 images in the last hour$/, (state, _m, ctx) => {
    for (let i = 0; i < 20; i += 1) {
      const id = `state-upload-${i}.png`;
      state.uploads.push({ id, FileURL: `http://localhost/uploads/${id}`, Purpose: 'ProfilePhoto', ContentType: 'image/png', Size: 70, UserID: DEMO.tutor.uid, CreatedAt: iso(new Date(ctx.now.getTime() - 3_600_000)) });
    }
  }],
  // Bookable hours (issue 39): the demo tutor is free 08:00–20:00 Kolkata time every day, offers 30 and 60 minutes
  // and a 30-minute trial. Its values: a week of open slots from tomorrow (00:00 UTC), for the consumer's From and To.
  [/^the demo tutor has published hours$/, (state, _m, ctx) => {
    const tutor = userById(state, DEMO.tutor.uid);
    state.availability.push({
      id: tutor.UserID,
      TutorID: tutor.UserID,
      TimeZone: 'Asia/Kolkata',
      CurrencyType: 'INR',
      Weekly: [1, 2, 3, 4, 5, 6, 7].map((Day) => ({ Day, From: '08:00', To: '20:00' })),
      Overrides: [],
      Lengths: [
        { Minutes: 60, Price: 800, TransactionFees: 40 },
        { Minutes: 30, Price: 450, TransactionFees: 20 },
      ],
      BufferMinutes: 0,
      MinNoticeHours: 0,
      HorizonDays: 84,
      Trial: { Minutes: 30, Price: 200, TransactionFees: 10 },
      UpdatedAt: iso(ctx.now),
    });
    const tomorrow = new Date(ctx.now.getTime());
    tomorrow.setUTCHours(24, 0, 0, 0);
    // Slot: tomorrow 04:00 UTC (09:30 in Kolkata), an open start of every length.
    return { From: iso(tomorrow), To: iso(new Date(tomorrow.getTime() + 7 * 86_400_000)), Slot: iso(new Date(tomorrow.getTime() + 4 * 3_600_000)) };
  }],
  // Data written before the backend checked dates (issue 34): the client cannot read these records; pages must still load.
  [sentence`the private classes (${CODE}(?:,${CODE})*) hold the impossible DateTime 2027-02-30T10:00:00Z`, (state, m) => {
    for (const code of m[1].split(',')) {
      const found = findByCode(state, code);
      if (found?.kind !== 'PrivateClass') throw new Error(`No private class ${code} in the seed.`);
      found.record.DateTime = '2027-02-30T10:00:00Z';
    }
  }],
];

export const KNOWN_STATES = [
  ...Object.keys(EXACT),
  'the demo student has booked <ClassCode>',
  'the demo student has paid <ClassCode>',
  'the user <UserID> has no profile',
  'the user <UserID> chose to teach and has no profile',
  'the class <ClassCode> is free',
  'the class <ClassCode> starts in 5 minutes',
  'the demo student attended <ClassCode>, which is over',
  'the demo tutor saved the chat of <ClassCode>, which the demo student attended',
  'the tutor cancelled <ClassCode>, which the demo student paid',
  "the provider captured <PaymentID> on the demo student's order for <ClassCode>",
  "the provider captured <PaymentID> on another student's order for <ClassCode>",
  "the provider captured <PaymentID> on the demo student's order for <ClassCode>, which another student already paid",
  'the demo student has proposed moving <ClassCode> three hours later',
  'the tutor has proposed moving <ClassCode> three hours later',
  'the private class <ClassCode> is completed',
  'the demo tutor has uploaded 20 images in the last hour',
  'the private classes <ClassCode>[,<ClassCode>…] hold the impossible DateTime 2027-02-30T10:00:00Z',
  'the demo tutor has published hours',
];

/**
 * Applies a state to a freshly seeded `state`; null when the name is unknown, else the values it gives the consumer's
 * requests (Pact's provider-state injected values, e.g. a window of dates that is ahead whenever the pact is verified).
 */
export function applyState(name, state, ctx) {
  if (EXACT[name]) {
    EXACT[name](state, ctx);
    return {};
  }
  for (const [pattern, apply] of PATTERNS) {
    const m = pattern.exec(name);
    if (m) return apply(state, m, ctx) ?? {};
  }
  return null;
}
