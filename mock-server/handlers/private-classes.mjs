// Private classes: the tutor creates and runs them (SavePrivateClass, GetPrivateClass, ChangePrivateClassStatus),
// students see the ones they booked (GetStudentPrivateClass), anyone signed in can load one by code.
import { ownedByTutor, requireStudent, requireTutor } from '../lib/auth.mjs';
import { badRequest, conflict, notFound, page } from '../lib/http.mjs';
import { cancelPrivateClass, tutorCame } from './cancellations.mjs';
import { latestProposal, proposalView } from './reschedules.mjs';
import { videoUid } from './classroom.mjs';
import { minutesAttended } from '../../src/domain/attendance.ts';
import { completionRefusal, lessonOfClass } from '../../src/domain/class-lifecycle.ts';
import { reviewStateOf } from './reviews.mjs';
import { privateClassBooking } from '../lib/booking-state.mjs';
import {
  STATUS_TRANSITIONS,
  addRecord,
  capturedFor,
  fullName,
  userById,
  findOverlap,
  inWindow,
  newClassCode,
  paymentStateOf,
  partyClassView,
  isReleasedHold,
  privateClassView,
  tutorCalendar,
} from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';

/** A class as its two sides read it (partyClassView), with its latest reschedule proposal and its attendance. */
function partyView(state, record, now) {
  const proposal = latestProposal(state, record.ClassLink);
  // Once it has started, or once anyone was in its room (it opens 10 minutes early; a class may end before its time).
  const entered = (state.attendance ?? []).some((a) => a.ClassCode === record.ClassLink);
  const attendance = entered || Date.parse(record.DateTime) <= now.getTime() ? attendanceOf(state, record, now) : null;
  return { ...partyClassView(state, record), ...(proposal ? { Reschedule: proposalView(proposal, now) } : {}), ...(attendance ? { Attendance: attendance } : {}) };
}

/** The tutor's own view of a class: who booked it and what became of the booking (their class card). */
function withBooking(state, record, view) {
  const booking = privateClassBooking(state, record);
  return booking ? { ...view, Booking: booking } : view;
}

/** The tutor's and the paying student's attendance of a private class (the signalling server's stints). */
function attendanceOf(state, record, now) {
  const stints = (state.attendance ?? []).filter((a) => a.ClassCode === record.ClassLink);
  const student = capturedFor(state, record.ClassLink)[0] ?? state.payments.find((p) => p.ClassCode === record.ClassLink && p.RefundCause === 'Cancellation');
  const people = [
    { Role: 'Tutor', user: userById(state, record.TutorID) },
    ...(student ? [{ Role: 'Student', user: userById(state, student.StudentID) }] : []),
  ].filter((p) => p.user);
  return people.map(({ Role, user }) => {
    const own = stints.filter((a) => a.Role === Role && a.Uid === videoUid(user.UserID));
    return { Role, Name: fullName(user), Joined: own.length > 0, Minutes: minutesAttended(own, now.getTime()) };
  });
}

export default function register(api) {
  api.get('/GetPrivateClass', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, query } = ctx;
    const items = state.privateClasses
      // A time booked from the tutor's hours is theirs to see once it is paid (until then it is held, or released).
      .filter((c) => c.TutorID === tutor.UserID && !c.Hold && (query.Status === undefined || c.Status === query.Status) && inWindow(c.DateTime, query))
      .sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime))
      .map((c) => withBooking(state, c, partyView(state, c, ctx.now)));
    return page(items, query);
  });

  api.post('/SavePrivateClass', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    const start = Date.parse(body.DateTime);
    if (start <= now.getTime()) throw badRequest('DateTime', 'DateTime must be in the future.');
    const clash = findOverlap(tutorCalendar(state, tutor.UserID, now), start, body.Duration);
    if (clash) throw conflict(`This time overlaps your ${clash.what}.`, 'DateTime');
    const record = addRecord(state.privateClasses, 'ClassID', {
      ClassLink: newClassCode(state),
      ClassName: body.ClassName,
      Duration: body.Duration,
      DateTime: body.DateTime,
      Price: body.Price,
      TransactionFees: body.TransactionFees,
      CurrencyType: body.CurrencyType,
      Status: 'Scheduled',
      TutorID: tutor.UserID,
      TimeZone: body.TimeZone ?? tutor.TimeZone,
      PaymentMode: 'Order',
      CreatedAt: iso(now),
    });
    ctx.persist();
    return partyView(state, record, now);
  });

  api.post('/ChangePrivateClassStatus', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body } = ctx;
    const record = ownedByTutor(state.privateClasses, body.ClassID, tutor, 'private class');
    if (!STATUS_TRANSITIONS[record.Status].includes(body.Status)) {
      throw conflict(`A ${record.Status} class cannot become ${body.Status}.`, 'Status');
    }
    // The tutor's cancellation: the student who paid is refunded in full (the one rule, handlers/cancellations.mjs).
    if (body.Status === 'Cancelled') {
      cancelPrivateClass(ctx, record, { by: 'Tutor', byUserId: tutor.UserID });
      return withBooking(state, record, partyView(state, record, ctx.now));
    }
    // A paid class is Live or Completed only if its tutor came in time (the room says so, not the tutor): otherwise it
    // is a no-show, refunded automatically 15 minutes after the start.
    const paid = capturedFor(state, record.ClassLink).length > 0;
    const came = !paid || tutorCame(state, record);
    // Completed by the rule the card offers "Mark completed" by (src/domain/class-lifecycle.ts).
    const refusal = body.Status === 'Completed' ? completionRefusal(lessonOfClass(record), ctx.now.getTime(), { paid, tutorCame: came }) : paid && !came ? 'not-taught' : null;
    if (refusal === 'not-taught') {
      throw conflict('You have not taught this class: a paid class becomes Live or Completed when you are in its room in time. If you cannot teach it, cancel it (the student is refunded).', 'Status');
    }
    if (refusal === 'not-started') throw conflict('This class has not started yet: mark it completed once it has.', 'Status');
    record.Status = body.Status;
    ctx.persist();
    return withBooking(state, record, partyView(state, record, ctx.now));
  });

  api.get('/GetStudentPrivateClass', (ctx) => {
    const student = requireStudent(ctx);
    const { state, query } = ctx;
    const items = [];
    for (const booking of state.bookings) {
      if (booking.StudentID !== student.UserID || booking.Kind !== 'PrivateClass') continue;
      const record = state.privateClasses.find((c) => c.ClassLink === booking.ClassCode);
      if (!record || !inWindow(record.DateTime, query) || isReleasedHold(record, ctx.now)) continue;
      const payment = paymentStateOf(state, record.ClassLink, student.UserID);
      // Cancellations and proposals are between the tutor and the student who paid (or was refunded by the cancel).
      const refundedByCancel = record.CancellationRefund && state.payments.some((p) => p.PaymentID === record.CancellationRefund.PaymentID && p.StudentID === student.UserID);
      const party = payment.Paid || Boolean(refundedByCancel);
      const view = party ? partyView(state, record, ctx.now) : privateClassView(state, record);
      // The notice period this student's payment is judged by: the one in force when they paid.
      const captured = capturedFor(state, record.ClassLink).find((p) => p.StudentID === student.UserID);
      const paidUnder = captured?.CancellationNoticeHours;
      // What they paid, in what they paid it: a cancellation refunds by this, not by the class's price now.
      const paid = captured ? { AmountPaid: captured.Amount, PaidCurrencyType: captured.CurrencyType } : {};
      items.push({ ...view, ...(paidUnder ? { CancellationNoticeHours: paidUnder } : {}), ...paid, ...payment, BookedAt: booking.BookedAt, ...reviewStateOf(state, 'PrivateClass', record, student.UserID, ctx.now) });
    }
    items.sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime));
    return page(items, query);
  });

  api.get('/GetPrivateClassByCode', ({ state, query, caller }) => {
    const record = state.privateClasses.find((c) => c.ClassLink === query.ClassCode);
    // A held time is its student's alone: anyone else is told what an unknown code is told.
    if (!record || (record.Hold && record.Hold.StudentID !== caller?.uid)) throw notFound(`No private class ${query.ClassCode}.`);
    return privateClassView(state, record);
  });
}
