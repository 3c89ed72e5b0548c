// Reviews (issue 19): only a student who attended reviews, once a class is over; 1–5 stars and plain text, editable for
// 14 days; the tutor answers once; the public page and search read the rating. Against the mock over HTTP.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { admin, mockPerFile, STUDENT, token, TUTOR } from './support';

const { videoUid } = (await import(/* @vite-ignore */ new URL('../../mock-server/handlers/classroom.mjs', import.meta.url).href)) as { videoUid: (userId: string) => number };

const PRIYA = 'student-priya-shah';
const FRACTIONS = 'PCdemo0000000005'; // over; Priya paid, attended and reviewed it (5 stars) five days ago
const GEOMETRY = DEMO.paidPrivateClass.code; // two days ahead; the demo student paid
const { server, api } = mockPerFile({ webhooks: 'off' });

async function clockAt(at: number): Promise<(uid: string) => string> {
  expect((await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(at).toISOString() } })).status).toBe(200);
  return (uid) => token(uid, { email: `${uid}@demo.test`, nowSeconds: Math.floor(at / 1000) });
}

function wasInRoom(classCode: string, userId: string, joinedAt: number, Role = 'Student') {
  const state = server.db.getState() as { attendance: unknown[] };
  state.attendance.push({ id: `t-${userId}-${joinedAt}`, ClassCode: classCode, RoomKey: classCode, Uid: videoUid(userId), Role, JoinedAt: new Date(joinedAt).toISOString(), LeftAt: new Date(joinedAt + 30 * 60_000).toISOString() });
}

/**
 * Geometry's end, the tutor having taught it (in the room from its start: else it would be a no-show, cancelled and
 * refunded, not reviewed). A class is over 10 minutes after its end, as the cards say (src/domain/class-lifecycle.ts).
 */
async function geometryEnd(): Promise<number> {
  const record = (await api.db()).privateClasses.find((c: { ClassLink: string }) => c.ClassLink === GEOMETRY);
  wasInRoom(GEOMETRY, TUTOR, Date.parse(record.DateTime), 'Tutor');
  return Date.parse(record.DateTime) + record.Duration * 60_000;
}
const OVER = 11 * 60_000;

describe('who may review', () => {
  it('a student who paid but never joined is refused; once in the room and the class is over, they may, and their card says so', async () => {
    const end = await geometryEnd();
    const as = await clockAt(end + OVER);
    const before = JSON.stringify((await api.db()).reviews);
    const refused = await api.post('/SaveReview', { ClassCode: GEOMETRY, Rating: 5 }, { as: as(STUDENT) });
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe('Only a student who attended this class can review it.');
    expect(JSON.stringify((await api.db()).reviews)).toBe(before);
    const card = async () => (await api.get('/GetStudentPrivateClass', { as: as(STUDENT) })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === GEOMETRY);
    expect(await card()).toMatchObject({ CanReview: false });

    wasInRoom(GEOMETRY, STUDENT, end - 60 * 60_000);
    expect(await card()).toMatchObject({ CanReview: true });
    const posted = await api.post('/SaveReview', { ClassCode: GEOMETRY, Rating: 4, Text: '  Clear and patient.  ' }, { as: as(STUDENT) });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.Data).toMatchObject({ ClassCode: GEOMETRY, ClassName: 'Geometry Practice', Kind: 'PrivateClass', StudentName: 'Ravi K.', Rating: 4, Text: 'Clear and patient.', TutorID: TUTOR });
    expect(await card()).toMatchObject({ CanReview: false, MyReview: { Rating: 4, Text: 'Clear and patient.' } });
  });

  it('not before a private class is over, even for one who is in the room', async () => {
    const end = await geometryEnd();
    const as = await clockAt(end + 5 * 60_000); // ended five minutes ago: the room is still open
    wasInRoom(GEOMETRY, STUDENT, end - 55 * 60_000);
    const early = await api.post('/SaveReview', { ClassCode: GEOMETRY, Rating: 5 }, { as: as(STUDENT) });
    expect(early.status).toBe(409);
    expect(early.body.Message).toBe('You can review this class once it is over.');
  });

  it('a course may be reviewed from the first session the student attended', async () => {
    const course = DEMO.paidCourse.code;
    const listed = async () => (await api.get('/GetStudentCourse', { as: STUDENT })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === course);
    expect(await listed()).toMatchObject({ CanReview: false });
    wasInRoom(course, STUDENT, Date.now() - 60 * 60_000);
    expect(await listed()).toMatchObject({ CanReview: true });
    const posted = await api.post('/SaveReview', { ClassCode: course, Rating: 5 }, { as: STUDENT });
    expect(posted.body.Data).toMatchObject({ Kind: 'GroupCourse', ClassName: 'Calculus Foundations', Rating: 5 });
    expect(posted.body.Data.Text).toBeUndefined();
  });

  it('refuses a tutor, an unknown code, and bad input (stars, length, characters), storing nothing', async () => {
    const before = JSON.stringify((await api.db()).reviews);
    expect((await api.post('/SaveReview', { ClassCode: FRACTIONS, Rating: 5 }, { as: TUTOR })).status).toBe(403);
    expect((await api.post('/SaveReview', { ClassCode: 'PCnope0000000000', Rating: 5 }, { as: PRIYA })).status).toBe(404);
    for (const body of [
      { ClassCode: FRACTIONS, Rating: 6 },
      { ClassCode: FRACTIONS, Rating: 0 },
      { ClassCode: FRACTIONS, Rating: 4.5 },
      { ClassCode: FRACTIONS },
      { ClassCode: FRACTIONS, Rating: 5, Text: 'x'.repeat(1001) },
      { ClassCode: FRACTIONS, Rating: 5, Text: 'a\u0007bell' },
    ]) {
      expect((await api.post('/SaveReview', body, { as: PRIYA })).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(JSON.stringify((await api.db()).reviews)).toBe(before);
  });
});

describe('editing, answering, reading', () => {
  it('the student edits within 14 days (the rating follows), not after', async () => {
    const edited = await api.post('/SaveReview', { ClassCode: FRACTIONS, Rating: 3, Text: 'Good, a bit fast.' }, { as: PRIYA });
    expect(edited.body.Data).toMatchObject({ ReviewID: 1, Rating: 3, Text: 'Good, a bit fast.', UpdatedAt: expect.any(String) });
    const page = await api.get('/GetTutorReviews', { as: null, query: { Slug: DEMO.tutor.slug } });
    expect(page.body.Data).toMatchObject({ Average: 3, Count: 1, Total: 1 });
    const tutor = await api.get('/GetTutorPublicProfile', { as: null, query: { Slug: DEMO.tutor.slug } });
    expect(tutor.body.Data.Tutor).toMatchObject({ RatingAverage: 3, RatingCount: 1 });
    const as = await clockAt(Date.parse(edited.body.Data.CreatedAt) + 15 * 86_400_000);
    const late = await api.post('/SaveReview', { ClassCode: FRACTIONS, Rating: 1 }, { as: as(PRIYA) });
    expect(late.status).toBe(409);
    expect(late.body.Message).toMatch(/edited for 14 days/);
  });

  it('the tutor answers once; nobody else can', async () => {
    expect((await api.post('/ReplyToReview', { ReviewID: 1, Text: 'Thanks!' }, { as: 'tutor-meera-iyer' })).status).toBe(403);
    expect((await api.post('/ReplyToReview', { ReviewID: 1, Text: 'Thanks!' }, { as: PRIYA })).status).toBe(403);
    expect((await api.post('/ReplyToReview', { ReviewID: 1, Text: '   ' }, { as: TUTOR })).status).toBe(400);
    expect((await api.post('/ReplyToReview', { ReviewID: 99, Text: 'Thanks!' }, { as: TUTOR })).status).toBe(404);
    const answered = await api.post('/ReplyToReview', { ReviewID: 1, Text: ' Thank you, Priya! ' }, { as: TUTOR });
    expect(answered.body.Data.Reply).toEqual({ Text: 'Thank you, Priya!', RepliedAt: expect.any(String) });
    const again = await api.post('/ReplyToReview', { ReviewID: 1, Text: 'Once more' }, { as: TUTOR });
    expect(again.status).toBe(409);
    const page = await api.get('/GetTutorReviews', { as: null, query: { Slug: DEMO.tutor.slug } });
    expect(page.body.Data.Items[0].Reply.Text).toBe('Thank you, Priya!');
  });

  it('lists newest first and pages; an unknown tutor is 404; a tutor with none has no average', async () => {
    const end = await geometryEnd();
    const as = await clockAt(end + OVER);
    wasInRoom(GEOMETRY, STUDENT, end - 60 * 60_000);
    await api.post('/SaveReview', { ClassCode: GEOMETRY, Rating: 4 }, { as: as(STUDENT) });
    const first = await api.get('/GetTutorReviews', { as: null, query: { Slug: DEMO.tutor.slug, PageSize: 1 } });
    expect(first.body.Data).toMatchObject({ Total: 2, Count: 2, Average: 4.5, PageSize: 1 });
    expect(first.body.Data.Items.map((r: { ClassName: string }) => r.ClassName)).toEqual(['Geometry Practice']);
    expect((await api.get('/GetTutorReviews', { as: null, query: { Slug: 'nobody-here' } })).status).toBe(404);
    const none = await api.get('/GetTutorReviews', { as: null, query: { Slug: 'meera-iyer' } });
    expect(none.body.Data).toMatchObject({ Total: 0, Count: 0 });
    expect(none.body.Data.Average).toBeUndefined();
  });

  it('search filters by the fewest stars and sorts by rating, unrated last', async () => {
    const rated = await api.get('/SearchTutors', { as: null, query: { MinRating: 5 } });
    expect(rated.body.Data.Items.map((t: { Slug: string }) => t.Slug)).toEqual([DEMO.tutor.slug]);
    expect(rated.body.Data.Items[0]).toMatchObject({ RatingAverage: 5, RatingCount: 1 });
    const sorted = await api.get('/SearchTutors', { as: null, query: { Sort: 'RatingDesc' } });
    expect(sorted.body.Data.Items[0].Slug).toBe(DEMO.tutor.slug);
    expect(sorted.body.Data.Items.slice(1).every((t: { RatingCount: number }) => t.RatingCount === 0)).toBe(true);
    expect((await api.get('/SearchTutors', { as: null, query: { MinRating: 6 } })).status).toBe(400);
  });
  it('second reading: public reviews carry no class code; a profile save keeps the rating; an answered review is locked; a cancelled class is not reviewed', async () => {
    const page = await api.get('/GetTutorReviews', { as: null, query: { Slug: DEMO.tutor.slug } });
    expect(page.body.Data.Items[0].ClassCode).toBeUndefined();
    const saved = await api.post('/SaveUserProfile', { Role: 1, FirstName: 'Asha', LastName: 'Rao', TimeZone: 'Asia/Kolkata', Bio: 'New bio.', TopicIDs: [1, 2], Slug: DEMO.tutor.slug }, { as: TUTOR });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    expect((await api.get('/SearchTutors', { as: null, query: { MinRating: 5 } })).body.Data.Items.map((t: { Slug: string }) => t.Slug)).toEqual([DEMO.tutor.slug]);
    await api.post('/ReplyToReview', { ReviewID: 1, Text: 'Thank you!' }, { as: TUTOR });
    const locked = await api.post('/SaveReview', { ClassCode: FRACTIONS, Rating: 1 }, { as: PRIYA });
    expect(locked.status).toBe(409);
    expect(locked.body.Message).toBe('The tutor has answered your review, so it can no longer be changed.');
    const end = await geometryEnd();
    const as = await clockAt(end + OVER);
    wasInRoom(GEOMETRY, STUDENT, end - 60 * 60_000);
    expect((await api.post('/CancelPrivateClass', { ClassCode: GEOMETRY }, { as: as(TUTOR) })).status).not.toBe(200); // over: cannot be cancelled now
    const db = server.db.getState() as { privateClasses: { ClassLink: string; Status: string }[] };
    db.privateClasses.find((c) => c.ClassLink === GEOMETRY)!.Status = 'Cancelled';
    const cancelled = await api.post('/SaveReview', { ClassCode: GEOMETRY, Rating: 5 }, { as: as(STUDENT) });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.Message).toBe('This class was cancelled, so there is nothing to review.');
  });
});
