// Moving a private class against the mock backend over HTTP: one side proposes a new time, the other accepts or
// declines; the payment stays; who may do what; a proposal that runs out leaves the class as it was.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { admin, mockPerFile, STUDENT, token, TUTOR } from './support';

const PAID = DEMO.paidPrivateClass.code; // paid by the demo student, two days ahead at 05:00 UTC
const OTHER_STUDENT = 'student-priya-shah';
const HOUR = 3_600_000;

const { server, api } = mockPerFile({ webhooks: 'off' });

async function db() {
  return api.db();
}
async function classOf(code: string) {
  return (await db()).privateClasses.find((c: { ClassLink: string }) => c.ClassLink === code);
}
/** The paid class's start moved by `hours`. */
async function shifted(hours: number) {
  return new Date(Date.parse((await classOf(PAID)).DateTime) + hours * HOUR).toISOString();
}
const propose = (as: string, body: Record<string, unknown>) => api.post('/ProposeReschedule', { ClassCode: PAID, ...body }, { as });
const answer = (as: string, ProposalID: number, Accept: boolean) => api.post('/AnswerReschedule', { ProposalID, Accept }, { as });

describe('ProposeReschedule / AnswerReschedule', () => {
  it('the student proposes, the tutor accepts: the class moves, the payment stays, both sides read it', async () => {
    const before = await classOf(PAID);
    const newTime = await shifted(27);
    const proposed = await propose(STUDENT, { NewDateTime: newTime, Message: 'Could we do the next day?' });
    expect(proposed.status).toBe(200);
    expect(proposed.body.Data).toMatchObject({ ClassCode: PAID, ProposedBy: 'Student', PreviousDateTime: before.DateTime, NewDateTime: newTime, Status: 'Pending', Message: 'Could we do the next day?' });
    // The tutor sees it waiting on the class.
    const tutorView = (await api.get('/GetPrivateClass', { as: TUTOR })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID);
    expect(tutorView.Reschedule).toMatchObject({ ProposalID: proposed.body.Data.ProposalID, Status: 'Pending' });
    expect(tutorView.DateTime).toBe(before.DateTime);

    const accepted = await answer(TUTOR, proposed.body.Data.ProposalID, true);
    expect(accepted.status).toBe(200);
    expect(accepted.body.Data).toMatchObject({ Status: 'Accepted' });
    expect(accepted.body.Data.AnsweredAt).toBeDefined();
    const mine = (await api.get('/GetStudentPrivateClass', { as: STUDENT })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID);
    expect(mine).toMatchObject({ DateTime: newTime, Paid: true, PaymentStatus: 'Paid', Revision: 1, Reschedule: { Status: 'Accepted' } });
    expect((await db()).payments.filter((p: { ClassCode: string }) => p.ClassCode === PAID)).toEqual([expect.objectContaining({ Status: 'captured' })]);
    // The same answer again (a retry) is the same; the other answer is refused.
    expect((await answer(TUTOR, proposed.body.Data.ProposalID, true)).body.Data.Status).toBe('Accepted');
    expect((await answer(TUTOR, proposed.body.Data.ProposalID, false)).status).toBe(409);
  });

  it('the tutor proposes, the student declines: the class keeps its time', async () => {
    const before = await classOf(PAID);
    const proposed = await propose(TUTOR, { NewDateTime: await shifted(3) });
    expect(proposed.body.Data.ProposedBy).toBe('Tutor');
    const declined = await answer(STUDENT, proposed.body.Data.ProposalID, false);
    expect(declined.body.Data.Status).toBe('Declined');
    expect(await classOf(PAID)).toMatchObject({ DateTime: before.DateTime });
    // Declined, a new proposal may be made.
    expect((await propose(TUTOR, { NewDateTime: await shifted(4) })).status).toBe(200);
  });

  it('one proposal waits at a time; the proposer cannot answer it; nor can anyone but the other side', async () => {
    const proposed = await propose(STUDENT, { NewDateTime: await shifted(27) });
    const again = await propose(TUTOR, { NewDateTime: await shifted(28) });
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe('A proposed new time is already waiting for an answer.');
    const own = await answer(STUDENT, proposed.body.Data.ProposalID, true);
    expect(own.status).toBe(403);
    expect(own.body.Message).toBe('You proposed this time; the other side answers it.');
    expect((await answer(OTHER_STUDENT, proposed.body.Data.ProposalID, true)).status).toBe(403);
    expect((await answer('tutor-meera-iyer', proposed.body.Data.ProposalID, true)).status).toBe(403);
    expect((await answer(TUTOR, 999_999, true)).status).toBe(404);
  });

  it('refuses bad times and other people, storing nothing', async () => {
    const stored = JSON.stringify((await db()).rescheduleProposals);
    const now = Date.now();
    const cases: [string, Record<string, unknown>, number, string][] = [
      [STUDENT, { NewDateTime: new Date(now + 30 * 60_000).toISOString() }, 400, 'The new time must be at least an hour from now.'],
      [STUDENT, { NewDateTime: (await classOf(PAID)).DateTime }, 400, 'The new time is the class’s current time.'],
      [STUDENT, { NewDateTime: 'tomorrow' }, 400, 'Validation failed'],
      [STUDENT, { NewDateTime: await shifted(27), Message: 'x'.repeat(501) }, 400, 'Validation failed'],
      [OTHER_STUDENT, { NewDateTime: await shifted(27) }, 403, 'Only the student who paid for this class can propose a new time.'],
      ['tutor-meera-iyer', { NewDateTime: await shifted(27) }, 403, 'This private class is another tutor’s.'],
    ];
    for (const [as, body, status, message] of cases) {
      const reply = await propose(as, body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      // A refused field is named with its message; other refusals are the envelope's message.
      if (status === 400 && message !== 'Validation failed') expect(reply.body.Errors).toEqual([{ Field: 'NewDateTime', Message: message }]);
      else expect(reply.body.Message).toBe(message);
    }
    expect(JSON.stringify((await db()).rescheduleProposals)).toBe(stored);
  });

  it('a new time that overlaps the tutor’s other classes is refused when proposed (409 on NewDateTime)', async () => {
    const algebra = await classOf(DEMO.privateClass.code);
    const reply = await propose(STUDENT, { NewDateTime: algebra.DateTime });
    expect(reply.status).toBe(409);
    expect(reply.body.Errors[0]).toEqual({ Field: 'NewDateTime', Message: "The new time overlaps the tutor's private class 'Algebra Basics'." });
  });

  it('a proposal not answered in time runs out: Expired, cannot be accepted, the class keeps its time', async () => {
    const before = await classOf(PAID);
    const proposed = await propose(STUDENT, { NewDateTime: await shifted(27) });
    const expiresAt = Date.parse(proposed.body.Data.ExpiresAt);
    expect(expiresAt).toBe(Math.min(Date.parse(proposed.body.Data.ProposedAt) + 48 * HOUR, Date.parse(before.DateTime)));
    const later = expiresAt + 60_000;
    expect((await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(later).toISOString() } })).status).toBe(200);
    const tutorThen = token(TUTOR, { email: `${TUTOR}@demo.test`, nowSeconds: Math.floor(later / 1000) });
    const late = await answer(tutorThen, proposed.body.Data.ProposalID, true);
    expect(late.status).toBe(409);
    expect(late.body.Message).toBe('This proposal is expired; the class keeps its time.');
    const view = (await api.get('/GetPrivateClass', { as: tutorThen })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID);
    expect(view).toMatchObject({ DateTime: before.DateTime, Reschedule: { Status: 'Expired' } });
  });

  it('a cancelled class cannot be moved', async () => {
    expect((await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: TUTOR })).status).toBe(200);
    const reply = await propose(TUTOR, { NewDateTime: await shifted(27) });
    expect(reply.status).toBe(409);
    expect(reply.body.Message).toBe('This class has started or is over; its time can no longer be changed.');
  });

  it('is refused on a class nobody has paid for: there is nobody to agree with', async () => {
    const reply = await api.post('/ProposeReschedule', { ClassCode: DEMO.openPrivateClass.code, NewDateTime: await shifted(27) }, { as: TUTOR });
    expect(reply.status).toBe(409);
    expect(reply.body.Message).toBe('Nobody has paid for this class yet: there is nobody to agree a new time with.');
  });

  it('a proposal runs out an hour before its new time if that comes first', async () => {
    const now = Date.now();
    const soon = new Date(Math.ceil((now + 3 * HOUR) / 60_000) * 60_000).toISOString();
    const proposed = await propose(TUTOR, { NewDateTime: soon });
    expect(proposed.status).toBe(200);
    expect(Date.parse(proposed.body.Data.ExpiresAt)).toBe(Date.parse(soon) - HOUR);
  });

  it('the free-cancellation deadline after a move: the tutor’s move frees it until the new start; the student’s cannot reopen a passed one', async () => {
    // The tutor moves the class a day later: the student may now cancel for a full refund until the new start.
    const later = await shifted(24 + 3);
    const byTutor = await propose(TUTOR, { NewDateTime: later });
    expect((await answer(STUDENT, byTutor.body.Data.ProposalID, true)).body.Data.Status).toBe('Accepted');
    expect((await classOf(PAID)).FreeCancellationUntil).toBe(new Date(later).toISOString());
    // The student then moves it three hours later: the earlier of the two deadlines (24 h before the new start), not the
    // tutor's 'until the start' carried to a new time of the student's choosing.
    const again = await shifted(3);
    const byStudent = await propose(STUDENT, { NewDateTime: again });
    expect((await answer(TUTOR, byStudent.body.Data.ProposalID, true)).body.Data.Status).toBe('Accepted');
    const expected = new Date(Date.parse(again) - 24 * HOUR).toISOString();
    expect((await classOf(PAID)).FreeCancellationUntil).toBe(expected);
    const view = (await api.get('/GetStudentPrivateClass', { as: STUDENT })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID);
    expect(view.FreeCancellationUntil).toBe(expected);
  });
});
