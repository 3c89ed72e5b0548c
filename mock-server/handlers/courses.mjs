// Group courses: the tutor creates and edits them (SaveTutorCourse, EditTutorCourse, GetTutorCourses), students see
// the ones they booked (GetStudentCourse), anyone signed in can load one by code.
import { ownedByTutor, requireStudent, requireTutor } from '../lib/auth.mjs';
import { badRequest, conflict, notFound, page, pick } from '../lib/http.mjs';
import { noticeHoursOf } from '../../src/domain/cancellation-policy.ts';
import { addRecord, courseView, courseWithSessionsView, enrolledCount, newClassCode, paymentStateOf, touchPublicPage, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { allOrNothing, cancelCourse } from './cancellations.mjs';
import { reviewStateOf } from './reviews.mjs';
import { courseBookings } from '../lib/booking-state.mjs';

const EDITABLE = ['CourseName', 'Description', 'TopicID', 'Price', 'TransactionFees', 'CurrencyType', 'Capacity', 'CoverImageURL', 'Status'];

function checkTopic(state, topicId) {
  if (topicId !== undefined && !state.topics.some((t) => t.TopicID === topicId)) throw badRequest('TopicID', `No topic ${topicId}.`);
}

export default function register(api) {
  api.get('/GetTutorCourses', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, query } = ctx;
    const items = state.courses
      .filter((c) => c.TutorID === tutor.UserID && (query.Status === undefined || c.Status === query.Status))
      .sort((a, b) => Date.parse(b.CreatedAt) - Date.parse(a.CreatedAt) || b.ClassID - a.ClassID)
      .map((c) => ({ ...courseView(state, c), ...pick(c, ['CancelledAt', 'CancellationReason']), Bookings: courseBookings(state, c) }));
    return page(items, query);
  });

  api.post('/SaveTutorCourse', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    checkTopic(state, body.TopicID);
    const record = addRecord(state.courses, 'ClassID', {
      ClassLink: newClassCode(state),
      CourseName: body.CourseName,
      Description: body.Description ?? '',
      TopicID: body.TopicID,
      Price: body.Price,
      TransactionFees: body.TransactionFees,
      CurrencyType: body.CurrencyType,
      Capacity: body.Capacity,
      ...(body.CoverImageURL ? { CoverImageURL: body.CoverImageURL } : {}),
      Status: 'Open',
      TutorID: tutor.UserID,
      PaymentMode: 'Order',
      CreatedAt: iso(now),
    });
    touchPublicPage(state, tutor.UserID, now);
    ctx.persist();
    return courseView(state, record);
  });

  api.post('/EditTutorCourse', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    const record = ownedByTutor(state.courses, body.ClassID, tutor, 'course');
    checkTopic(state, body.TopicID);
    if (body.Capacity !== undefined && body.Capacity < enrolledCount(state, record.ClassLink)) {
      throw conflict(`Capacity cannot go below the ${enrolledCount(state, record.ClassLink)} students already enrolled.`, 'Capacity');
    }
    if (body.Status !== undefined && body.Status !== record.Status && ['Completed', 'Cancelled'].includes(record.Status)) {
      throw conflict(`A ${record.Status} course cannot become ${body.Status}.`, 'Status');
    }
    // The tutor's cancellation: the students who paid are refunded the sessions not yet held (handlers/cancellations.mjs).
    const cancelling = body.Status === 'Cancelled' && record.Status !== 'Cancelled';
    for (const key of EDITABLE) if (body[key] !== undefined && !(cancelling && key === 'Status')) record[key] = body[key];
    // The course page shows the tutor's open courses: an edit (a cancellation too) changes it.
    touchPublicPage(state, tutor.UserID, now);
    if (cancelling) return courseView(state, allOrNothing(state, () => cancelCourse(ctx, record, {})));
    ctx.persist();
    return courseView(state, record);
  });

  api.get('/GetStudentCourse', (ctx) => {
    const student = requireStudent(ctx);
    const { state, query } = ctx;
    const items = state.bookings
      .filter((b) => b.StudentID === student.UserID && b.Kind === 'GroupCourse')
      .sort((a, b) => Date.parse(b.BookedAt) - Date.parse(a.BookedAt))
      .map((b) => ({ booking: b, record: state.courses.find((c) => c.ClassLink === b.ClassCode) }))
      .filter(({ record }) => record)
      .map(({ booking, record }) => {
        const refundedPayments = state.payments.filter((p) => p.ClassCode === record.ClassLink && p.StudentID === student.UserID && p.RefundCause === 'Cancellation');
        const refunded = refundedPayments.reduce((sum, p) => sum + (p.RefundAmount ?? 0), 0);
        // The student's kept payment (enrolled, else the one they left with): what it covers and the notice it was paid under.
        const kept = state.payments.filter((p) => p.ClassCode === record.ClassLink && p.StudentID === student.UserID && (p.Status === 'captured' || p.WithdrawnAt));
        const payment = kept.find((p) => p.Status === 'captured' && !p.WithdrawnAt) ?? kept.at(-1);
        return {
          ...courseView(state, record),
          ...pick(record, ['CancelledAt', 'CancellationReason']),
          ...paymentStateOf(state, record.ClassLink, student.UserID),
          BookedAt: booking.BookedAt,
          ...reviewStateOf(state, 'GroupCourse', record, student.UserID, ctx.now),
          ...(record.Status === 'Cancelled' || refunded > 0 ? { RefundedAmount: refunded } : {}),
          // The currency the student paid in (the course's may have changed since): of the kept payment, else the refunded one.
          ...((payment ?? refundedPayments.at(-1)) ? { PaidCurrencyType: (payment ?? refundedPayments.at(-1)).CurrencyType } : {}),
          ...(payment
            ? { PaidAt: payment.PaidAt, AmountPaid: payment.Amount, AmountRefunded: payment.RefundAmount ?? 0, CancellationNoticeHours: payment.CancellationNoticeHours, ...pick(payment, ['WithdrawnAt']) }
            : {}),
        };
      });
    return page(items, query);
  });

  api.get('/GetCourseByCode', ({ state, query }) => {
    const record = state.courses.find((c) => c.ClassLink === query.ClassCode);
    if (!record) throw notFound(`No course ${query.ClassCode}.`);
    // As its checkout shows it: the sessions still to be given (by start time) and the notice period in force for them.
    const course = courseWithSessionsView(state, record);
    return {
      ...course,
      Sessions: course.Sessions.filter((session) => session.Status !== 'Cancelled'),
      CancellationNoticeHours: noticeHoursOf(userById(state, record.TutorID)?.CancellationNoticeHours),
    };
  });
}
