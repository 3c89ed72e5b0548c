// Reviews (added beyond the spec): a student who attended rates a class or course (SaveReview, editable for 14 days),
// the tutor answers once (ReplyToReview), anyone reads a tutor's reviews with the rating (GetTutorReviews). The rules
// are the domain's (src/domain/reviews.ts); who attended is the signalling server's attendance record.
import { editableUntil, isEditable, ratingSummary, replyTextProblem, reviewerName, reviewRefusal, reviewTextProblem } from '../../src/domain/reviews.ts';
import { classPhase, lessonOfClass } from '../../src/domain/class-lifecycle.ts';
import { requireStudent, requireTutor, ROLE } from '../lib/auth.mjs';
import { badRequest, conflict, forbidden, notFound, page } from '../lib/http.mjs';
import { addRecord, findByCode, touchPublicPage, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { videoUid } from './classroom.mjs';
import { publishEvent } from '../lib/events.mjs';
import { classFacts, studentFacts } from '../lib/event-facts.mjs';

/** review.posted, in the same write: a new review to its tutor, the tutor's reply (Replied) to its student. */
function announceReview(ctx, review, { replied }) {
  const found = findByCode(ctx.state, review.ClassCode);
  const facts = found ? classFacts(ctx.state, found.kind, found.record, ctx.now) : {};
  publishEvent(ctx, [replied ? review.StudentID : review.TutorID], {
    Type: 'review.posted',
    ...facts,
    ...studentFacts(ctx.state, review.StudentID),
    ReviewID: review.ReviewID,
    Rating: review.Rating,
    ...(replied ? { Replied: true } : {}),
  });
}

/** Whether the student was ever in the room of this class or course (a stint of theirs, as a student). */
export function attended(state, classCode, studentId) {
  const uid = videoUid(studentId);
  return (state.attendance ?? []).some((a) => a.ClassCode === classCode && a.Role === 'Student' && a.Uid === uid);
}

/**
 * Whether a private class is over as both sides' cards say it (src/domain/class-lifecycle.ts: ended, or 10 minutes
 * past its end; a cancelled one is not reviewed); a course counts as over once attended.
 */
function isOver(kind, record, nowMs) {
  if (kind !== 'PrivateClass') return true;
  return classPhase(lessonOfClass(record), nowMs) === 'completed';
}

/** Why `studentId` may not review this class or course now (src/domain/reviews.ts), or null. */
function refusalFor(state, kind, record, studentId, now) {
  return reviewRefusal({ cancelled: record.Status === 'Cancelled', attended: attended(state, record.ClassLink, studentId), over: isOver(kind, record, now.getTime()) });
}

/** The review as the contract shows it: the reviewer by first name and last initial. */
export function reviewView(state, review, { forPublic = false } = {}) {
  const student = userById(state, review.StudentID);
  return {
    ReviewID: review.ReviewID,
    TutorID: review.TutorID,
    // A private class's code opens its time to any signed-in user: only the reviewer and the tutor see it.
    ...(forPublic ? {} : { ClassCode: review.ClassCode }),
    ClassName: review.ClassName,
    Kind: review.Kind,
    StudentName: student ? reviewerName(student.FirstName, student.LastName) : 'A student',
    Rating: review.Rating,
    ...(review.Text ? { Text: review.Text } : {}),
    CreatedAt: review.CreatedAt,
    ...(review.UpdatedAt ? { UpdatedAt: review.UpdatedAt } : {}),
    EditableUntil: iso(new Date(editableUntil(review.CreatedAt))),
    ...(review.Reply ? { Reply: review.Reply } : {}),
  };
}

/** The tutor's rating kept on their record (search sorts and filters by it), recomputed when a review changes. */
export function refreshTutorRating(state, tutorId, now) {
  const tutor = userById(state, tutorId);
  if (!tutor) return;
  // The rating and the reviews are on the tutor's page (the sitemap's <lastmod>).
  touchPublicPage(state, tutorId, now);
  const { average, count } = ratingSummary((state.reviews ?? []).filter((r) => r.TutorID === tutorId).map((r) => r.Rating));
  tutor.RatingCount = count;
  if (average === null) delete tutor.RatingAverage;
  else tutor.RatingAverage = average;
}

/**
 * What a student's class card says about reviewing it: their review (MyReview) and whether they may post one now
 * (CanReview). `kind` and `record` are the private class or the course.
 */
export function reviewStateOf(state, kind, record, studentId, now) {
  const mine = (state.reviews ?? []).find((r) => r.ClassCode === record.ClassLink && r.StudentID === studentId);
  if (mine) return { MyReview: reviewView(state, mine), CanReview: false };
  return { CanReview: refusalFor(state, kind, record, studentId, now) === null };
}

export default function register(api) {
  api.post('/SaveReview', (ctx) => {
    const student = requireStudent(ctx);
    const { state, body, now } = ctx;
    const found = findByCode(state, body.ClassCode);
    if (!found) throw notFound(`No class or course ${body.ClassCode}.`);
    if (found.kind === 'InstantClass') throw conflict('Instant classes are not reviewed: review a private class or a course you attended.', 'ClassCode');
    const { kind, record } = found;
    const textProblem = reviewTextProblem(body.Text);
    if (textProblem) throw badRequest('Text', textProblem);
    state.reviews ??= [];
    const text = body.Text?.trim();
    const mine = state.reviews.find((r) => r.ClassCode === record.ClassLink && r.StudentID === student.UserID);
    if (mine) {
      if (!isEditable(mine.CreatedAt, now.getTime())) throw conflict('A review can be edited for 14 days after it was posted; this one can no longer be changed.', 'ClassCode');
      if (mine.Reply) throw conflict('The tutor has answered your review, so it can no longer be changed.', 'ClassCode');
      Object.assign(mine, { Rating: body.Rating, UpdatedAt: iso(now) });
      if (text) mine.Text = text;
      else delete mine.Text;
      refreshTutorRating(state, mine.TutorID, now);
      ctx.persist();
      return reviewView(state, mine);
    }
    const refusal = refusalFor(state, kind, record, student.UserID, now);
    if (refusal === 'cancelled') throw conflict('This class was cancelled, so there is nothing to review.', 'ClassCode');
    if (refusal === 'not-attended') throw forbidden('Only a student who attended this class can review it.');
    if (refusal === 'not-over') throw conflict('You can review this class once it is over.', 'ClassCode');
    const review = addRecord(state.reviews, 'ReviewID', {
      TutorID: record.TutorID,
      ClassCode: record.ClassLink,
      ClassName: kind === 'PrivateClass' ? record.ClassName : record.CourseName,
      Kind: kind,
      StudentID: student.UserID,
      Rating: body.Rating,
      ...(text ? { Text: text } : {}),
      CreatedAt: iso(now),
    });
    refreshTutorRating(state, review.TutorID, now);
    announceReview(ctx, review, { replied: false });
    ctx.persist();
    return reviewView(state, review);
  });

  api.post('/ReplyToReview', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    const review = (state.reviews ?? []).find((r) => r.ReviewID === body.ReviewID);
    if (!review) throw notFound(`No review ${body.ReviewID}.`);
    if (review.TutorID !== tutor.UserID) throw forbidden('This review is about another tutor.');
    if (review.Reply) throw conflict('You have answered this review already; an answer is given once.', 'ReviewID');
    const problem = replyTextProblem(body.Text);
    if (problem) throw badRequest('Text', problem);
    review.Reply = { Text: body.Text.trim(), RepliedAt: iso(now) };
    // The answer is shown under the review on the tutor's page.
    touchPublicPage(state, tutor.UserID, now);
    announceReview(ctx, review, { replied: true });
    ctx.persist();
    return reviewView(state, review);
  });

  api.get('/GetTutorReviews', ({ state, query }) => {
    const tutor = state.users.find((u) => u.Role === ROLE.tutor && u.Slug === query.Slug);
    if (!tutor) throw notFound(`No tutor with the address ${query.Slug}.`);
    const reviews = (state.reviews ?? [])
      .filter((r) => r.TutorID === tutor.UserID)
      .sort((a, b) => Date.parse(b.CreatedAt) - Date.parse(a.CreatedAt) || b.ReviewID - a.ReviewID);
    const { average, count } = ratingSummary(reviews.map((r) => r.Rating));
    const result = page(reviews, query);
    return { ...result, Items: result.Items.map((r) => reviewView(state, r, { forPublic: true })), ...(average === null ? {} : { Average: average }), Count: count };
  });
}
