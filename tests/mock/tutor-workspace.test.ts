// The tutor's and the student's class management (src/application/tutor-workspace.ts, student-classes.ts) without
// React: the use cases over the real HTTP adapters against the mock backend and its demo seed. Each refusal the
// backend can give arrives as a code the screens put in words; nothing refused is stored.
import type { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { STUDENT_CLASSES, TUTOR_WORKSPACE } from '../../src/application/tokens';
import { buildContainer } from '../../src/adapters/composition/build-container';
import { testModule } from '../../src/adapters/composition/test-module';
import { ManualClock } from '../../src/adapters/fakes/manual-clock';
import { BackendError } from '../../src/domain/backend-error';
import { LOCAL_STORAGE_KEYS } from '../../src/domain/constants';
import { COURSE_API } from '../../src/ports/course-api';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { mockPerFile, STUDENT, token, TUTOR } from './support';

const { server } = mockPerFile();
const DAY = 86_400_000;

async function signedIn(uid: string, email: string): Promise<Container> {
  const container = await buildContainer(testModule({ backendUrl: server.url, clock: new ManualClock(new Date()) }));
  container.get(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.TOKEN, token(uid, { email }));
  return container;
}

async function tutor() {
  const container = await signedIn(TUTOR, DEMO.tutor.email);
  return { workspace: container.get(TUTOR_WORKSPACE), courseApi: container.get(COURSE_API) };
}

/** A whole-hour instant `days` from now (UTC). */
function inDays(days: number, hourUtc = 9): string {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hourUtc, 0, 0, 0);
  return at.toISOString();
}

const newClass = (DateTime: string) => ({ ClassName: 'Vectors', Duration: 60, DateTime, Price: 500, TransactionFees: 25, CurrencyType: 'INR' as const });
const newCourse = { CourseName: 'Poetry Circle', Description: 'Reading and writing short poems together.', TopicID: 2, Price: 900, TransactionFees: 45, CurrencyType: 'INR' as const, Capacity: 10 };

describe('TutorWorkspace (application service)', () => {
  it('creates a private class and lists it; one at the same time is an overlap and is not stored', async () => {
    const { workspace } = await tutor();
    const at = inDays(20);
    const created = await workspace.createPrivateClass(newClass(at));
    expect(created).toMatchObject({ ok: true, value: { ClassName: 'Vectors', Status: 'Scheduled' } });
    const clash = await workspace.createPrivateClass({ ...newClass(at), ClassName: 'Matrices' });
    expect(clash).toEqual({ ok: false, code: 'overlap', field: 'DateTime', serverMessage: "This time overlaps your private class 'Vectors'." });
    const names = (await workspace.privateClasses()).items.map((record) => record.ClassName);
    expect(names).toContain('Vectors');
    expect(names).not.toContain('Matrices');
  });

  it('refuses a field the server does not take as invalid, with the field and the server’s words', async () => {
    const { workspace } = await tutor();
    const outcome = await workspace.createPrivateClass(newClass(new Date(Date.now() - DAY).toISOString()));
    expect(outcome).toMatchObject({ ok: false, code: 'invalid', field: 'DateTime', serverMessage: expect.stringMatching(/future/i) });
  });

  it('cancels a class once; a second change of a final status is a conflict in the server’s words', async () => {
    const { workspace } = await tutor();
    const cancelled = await workspace.changePrivateClassStatus(DEMO.openPrivateClass.classId, 'Cancelled');
    expect(cancelled).toMatchObject({ ok: true, value: { Status: 'Cancelled' } });
    const again = await workspace.changePrivateClassStatus(DEMO.openPrivateClass.classId, 'Completed');
    expect(again).toMatchObject({ ok: false, code: 'conflict', field: 'Status', serverMessage: 'A Cancelled class cannot become Completed.' });
  });

  it('creates a course; capacity below the paid enrolments and leaving a final status are coded refusals', async () => {
    const { workspace } = await tutor();
    expect(await workspace.createCourse(newCourse)).toMatchObject({ ok: true, value: { CourseName: 'Poetry Circle' } });
    expect((await workspace.courses()).items.map((course) => course.CourseName)).toContain('Poetry Circle');
    // Two students have paid for the paid course.
    expect(await workspace.editCourse({ ClassID: DEMO.paidCourse.classId, Capacity: 1 })).toEqual({ ok: false, code: 'capacity-taken', field: 'Capacity' });
    expect(await workspace.editCourse({ ClassID: DEMO.hostedCourse.classId, Status: 'Cancelled' })).toMatchObject({ ok: true });
    expect(await workspace.editCourse({ ClassID: DEMO.hostedCourse.classId, Status: 'Open' })).toEqual({ ok: false, code: 'status-not-allowed', field: 'Status' });
    expect(await workspace.course(DEMO.paidCourse.classId)).toMatchObject({ Capacity: 15 });
    expect(await workspace.course(2101)).toBeNull(); // another tutor's course
  });

  it('adds sessions all or none: a clash stores none; edits and removes one', async () => {
    const { workspace } = await tutor();
    const classId = DEMO.course.classId;
    const before = (await workspace.sessions(classId)).items;
    const taken = before[0]!;
    const clash = await workspace.addSessions(classId, [
      { Title: 'Extra 1', StartDateTime: inDays(40), Duration: 60 },
      { Title: 'Extra 2', StartDateTime: taken.StartDateTime, Duration: 60 },
    ]);
    // Which session of the series clashes, with what (the server's words name it).
    expect(clash).toEqual({ ok: false, code: 'overlap', details: [{ item: 2, message: `This time overlaps your session '${taken.Title}' of 'Spoken English'.` }] });
    expect((await workspace.sessions(classId)).items).toHaveLength(before.length);

    const added = await workspace.addSessions(classId, [{ Title: 'Extra 1', StartDateTime: inDays(40), Duration: 60 }]);
    expect(added).toMatchObject({ ok: true, value: [{ Title: 'Extra 1' }] });
    const extra = added.ok ? added.value[0]! : null;
    expect(await workspace.editSession({ SessionID: extra!.SessionID, StartDateTime: taken.StartDateTime })).toEqual({
      ok: false,
      code: 'overlap',
      field: 'Start',
      serverMessage: `This time overlaps your session '${taken.Title}' of 'Spoken English'.`,
    });
    expect(await workspace.editSession({ SessionID: extra!.SessionID, Title: 'Review' })).toMatchObject({ ok: true, value: { Title: 'Review' } });
    expect(await workspace.removeSession(extra!.SessionID)).toEqual({ ok: true, value: null });
    expect((await workspace.sessions(classId)).items).toHaveLength(before.length);
  });

  it('a course in a final status takes no sessions, said in the server’s words rather than as a clash', async () => {
    const { workspace } = await tutor();
    await workspace.editCourse({ ClassID: DEMO.hostedCourse.classId, Status: 'Completed' });
    const outcome = await workspace.addSessions(DEMO.hostedCourse.classId, [{ Title: 'Late', StartDateTime: inDays(50), Duration: 60 }]);
    expect(outcome).toMatchObject({ ok: false, code: 'conflict', serverMessage: 'A Completed course takes no new sessions.' });
  });

  it('lists today’s and upcoming classes and sessions in time order', async () => {
    const { workspace } = await tutor();
    const { items, skipped } = await workspace.upcoming();
    expect(skipped).toBe(0);
    expect(items.map((item) => item.title)).toEqual(expect.arrayContaining(['Algebra Basics', 'Session 1: Introductions and small talk']));
    const times = items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('saves a bank account once; the same account again is a conflict about its number', async () => {
    const { workspace } = await tutor();
    const account = { HolderName: 'Asha Rao', AccountNumber: '123456789012', ConfirmAccountNumber: '123456789012', IFSC: 'SBIN0001234', BankName: 'SBI' };
    expect(await workspace.saveBankAccount(account)).toMatchObject({ ok: true, value: { AccountLast4: '9012' } });
    expect(await workspace.saveBankAccount(account)).toEqual({
      ok: false,
      code: 'conflict',
      field: 'AccountNumber',
      serverMessage: 'This bank account is already saved.',
      fields: [{ field: 'AccountNumber', message: 'This bank account is already saved.' }],
    });
    expect(await workspace.bankAccounts()).toHaveLength(2);
  });

  it('withdraws from the available balance; more than that is refused about the amount and nothing is requested', async () => {
    const { workspace } = await tutor();
    const { balances, accounts } = await workspace.withdrawalOverview();
    const inr = balances.find((balance) => balance.CurrencyType === 'INR')!;
    expect(inr.Available).toBeGreaterThan(0);
    expect(await workspace.balances()).toEqual(balances);
    const request = { BankAccountID: accounts[0]!.BankAccountID, CurrencyType: 'INR' as const };
    const tooMuch = await workspace.requestWithdrawal({ ...request, Amount: inr.Available + 1 });
    expect(tooMuch).toEqual({ ok: false, code: 'conflict', field: 'Amount', serverMessage: `Amount is more than your available balance of ₹${inr.Available.toLocaleString('en')}.` });
    expect((await workspace.withdrawalOverview()).withdrawals).toEqual([]);
    expect(await workspace.requestWithdrawal({ ...request, Amount: inr.Available })).toMatchObject({ ok: true, value: { Amount: inr.Available } });
  });

  it('no answer is offline, a server error failed: the screen offers to try again', async () => {
    const { workspace, courseApi } = await tutor();
    vi.spyOn(courseApi, 'save').mockRejectedValueOnce(new BackendError('network'));
    expect(await workspace.createCourse(newCourse)).toEqual({ ok: false, code: 'offline' });
    vi.spyOn(courseApi, 'deleteSession').mockRejectedValueOnce(new BackendError('server', 'Unavailable', [], 503));
    expect(await workspace.removeSession(DEMO.course.sessionIds[0]!)).toEqual({ ok: false, code: 'failed' });
  });

  it('starts an instant class', async () => {
    const { workspace } = await tutor();
    expect(await workspace.startInstantClass('Quick question')).toMatchObject({ ok: true, value: { ClassCode: expect.stringMatching(/^[A-Za-z0-9]{16}$/) } });
  });
});

describe('StudentClasses (application service)', () => {
  it('lists the demo student’s bookings and says which are paid', async () => {
    const classes = (await signedIn(STUDENT, DEMO.student.email)).get(STUDENT_CLASSES);
    expect((await classes.privateClasses()).items.map((record) => record.ClassLink).sort()).toEqual([DEMO.privateClass.code, DEMO.paidPrivateClass.code]);
    expect((await classes.courses()).items.map((record) => record.ClassLink).sort()).toEqual([DEMO.course.code, DEMO.paidCourse.code]);
    expect(await classes.status('private', DEMO.paidPrivateClass.code)).toMatchObject({ Paid: true, PaymentStatus: 'Paid' });
    expect(await classes.status('course', DEMO.course.code)).toMatchObject({ Paid: false });
  });

  it('lists every session of one course, or the booked courses’ sessions from two weeks back', async () => {
    const classes = (await signedIn(STUDENT, DEMO.student.email)).get(STUDENT_CLASSES);
    expect((await classes.sessions(DEMO.course.classId)).items.map((session) => session.SessionID)).toEqual(DEMO.course.sessionIds);
    const all = (await classes.sessions()).items;
    expect(new Set(all.map((session) => session.ClassID))).toEqual(new Set([DEMO.course.classId, DEMO.paidCourse.classId]));
  });
});
