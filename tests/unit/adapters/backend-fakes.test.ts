import { describe, expect, it } from 'vitest';
import { isBackendError } from '../../../src/domain/backend-error';
import { FAKE_DEMO, FakeBackendDb } from '../../../src/adapters/fakes/fake-backend-db';
import { FakeCourseApi } from '../../../src/adapters/fakes/fake-course-api';
import { FakeEarningsApi } from '../../../src/adapters/fakes/fake-earnings-api';
import { FakePaymentApi } from '../../../src/adapters/fakes/fake-payment-api';
import { FakePrivateClassApi } from '../../../src/adapters/fakes/fake-private-class-api';
import { FakeStudentClassesApi } from '../../../src/adapters/fakes/fake-student-classes-api';
import { FakeTutorDirectoryApi } from '../../../src/adapters/fakes/fake-tutor-directory-api';
import { FakeClassLifecycle } from '../../../src/adapters/fakes/fake-class-lifecycle';

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('backend fakes share one in-memory backend', () => {
  it('a saved payment marks the class paid for the student, once per PaymentID', async () => {
    const db = new FakeBackendDb();
    const payments = new FakePaymentApi(db);
    const classes = new FakeStudentClassesApi(db);
    const link = await payments.getPrivateClassPaymentLink(FAKE_DEMO.privateClass.code);
    expect(link).toEqual({ kind: 'order', order: { id: expect.any(String), amount: 52500, currency: 'INR' } });
    const details = { classCode: FAKE_DEMO.privateClass.code, paymentId: 'pay_1', orderId: link.kind === 'order' ? link.order.id : '' };
    const first = await payments.savePrivateClassPayment(details);
    const repeat = await payments.savePrivateClassPayment(details);
    expect(repeat).toBe(first);
    expect(db.payments.filter((payment) => payment.PaymentID === 'pay_1')).toHaveLength(1);
    expect(await classes.getPrivateClassStatus(FAKE_DEMO.privateClass.code)).toMatchObject({ Paid: true, PaymentStatus: 'Paid' });
    expect(isBackendError(await rejection(payments.createOrder(FAKE_DEMO.privateClass.code, 'PrivateClass')), 'conflict')).toBe(true);
  });

  it('hosted classes answer a hosted link; unknown codes are not found; bad codes are validation errors', async () => {
    const payments = new FakePaymentApi();
    expect((await payments.getCoursePaymentLink(FAKE_DEMO.hostedCourse.code)).kind).toBe('hosted');
    expect(isBackendError(await rejection(payments.getCoursePaymentLink('ZZdemo0000000009')), 'not-found')).toBe(true);
    const invalid = await rejection(payments.getCoursePaymentLink('short'));
    expect(isBackendError(invalid, 'validation') && invalid.fieldErrors[0]?.field).toBe('ClassCode');
  });

  it('tutor operations refuse students and signed-out callers', async () => {
    const db = new FakeBackendDb();
    const classes = new FakePrivateClassApi(db);
    expect(isBackendError(await rejection(classes.listMine()), 'forbidden')).toBe(true);
    db.currentUid = null;
    expect(isBackendError(await rejection(classes.listMine()), 'unauthorised')).toBe(true);
  });

  it('a tutor saves a class that then lists; overlaps and past times are refused; status changes follow the rules', async () => {
    const db = new FakeBackendDb();
    db.currentUid = FAKE_DEMO.tutor.uid;
    const classes = new FakePrivateClassApi(db);
    const saved = await classes.save({ ClassName: 'Fractions', Duration: 45, DateTime: '2026-06-01T10:00:00Z', Price: 300, TransactionFees: 15, CurrencyType: 'INR' });
    expect(saved.ClassLink).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await classes.listMine()).Items.map((record) => record.ClassLink)).toContain(saved.ClassLink);
    expect(isBackendError(await rejection(classes.save({ ...saved, DateTime: '2026-06-01T10:30:00Z' })), 'conflict')).toBe(true);
    expect(isBackendError(await rejection(classes.save({ ...saved, DateTime: '2026-01-01T10:30:00Z' })), 'validation')).toBe(true);
    expect((await classes.changeStatus(saved.ClassID, 'Cancelled')).Status).toBe('Cancelled');
    expect(isBackendError(await rejection(classes.changeStatus(saved.ClassID, 'Live')), 'conflict')).toBe(true);
  });

  it('course sessions: save, list, delete keep the session count', async () => {
    const db = new FakeBackendDb();
    db.currentUid = FAKE_DEMO.tutor.uid;
    const courses = new FakeCourseApi(db);
    const [session] = await courses.saveSessions(FAKE_DEMO.course.classId, [{ Title: 'Extra', StartDateTime: '2026-07-30T10:00:00Z', Duration: 60 }]);
    expect((await courses.getByCode(FAKE_DEMO.course.code)).SessionCount).toBe(5);
    expect((await courses.listSessions({ classId: FAKE_DEMO.course.classId })).Total).toBe(5);
    await courses.deleteSession(session!.SessionID);
    expect((await courses.getByCode(FAKE_DEMO.course.code)).SessionCount).toBe(4);
  });

  it('withdrawals cannot exceed the available balance', async () => {
    const db = new FakeBackendDb();
    db.currentUid = FAKE_DEMO.tutor.uid;
    const earnings = new FakeEarningsApi(db);
    const available = (await earnings.getSummary()).Balances[0]!.Available;
    expect(available).toBe(2500);
    const account = await earnings.saveBankAccount({ HolderName: 'Asha Rao', AccountNumber: '123456789012', ConfirmAccountNumber: '123456789012', IFSC: 'SBIN0001234', BankName: 'SBI' });
    expect(account.AccountLast4).toBe('9012');
    expect(isBackendError(await rejection(earnings.requestWithdrawal({ BankAccountID: account.BankAccountID, Amount: available + 1, CurrencyType: 'INR' })), 'conflict')).toBe(true);
    await earnings.requestWithdrawal({ BankAccountID: account.BankAccountID, Amount: 1000, CurrencyType: 'INR' });
    expect((await earnings.getSummary()).Balances[0]).toMatchObject({ PendingWithdrawals: 1000, Available: 1500 });
  });

  it('the directory finds the demo tutor and serves the public page by slug', async () => {
    const directory = new FakeTutorDirectoryApi();
    expect((await directory.search({ query: 'algebra' })).Total).toBe(0);
    expect((await directory.search({ topicId: 3 })).Items.map((tutor) => tutor.Slug)).toEqual(['daniel-okafor']);
    const page = await directory.getPublicProfile(FAKE_DEMO.tutor.slug, { includeCourses: true });
    expect(page.Courses?.[0]?.Sessions).toHaveLength(4);
    expect(isBackendError(await rejection(directory.getPublicProfile('nobody')), 'not-found')).toBe(true);
  });

  it('ending a class is idempotent and stops new tokens', async () => {
    const lifecycle = new FakeClassLifecycle();
    lifecycle.db.currentUid = FAKE_DEMO.tutor.uid;
    const token = await lifecycle.requestToken({ channel: FAKE_DEMO.instantClass.code, role: 1 });
    expect(token.region).toBe('ap');
    const ended = await lifecycle.endClass(FAKE_DEMO.instantClass.code);
    expect(await lifecycle.endClass(FAKE_DEMO.instantClass.code)).toBe(ended);
    const refused = await rejection(lifecycle.requestToken({ channel: FAKE_DEMO.instantClass.code, role: 1 }));
    expect(isBackendError(refused, 'forbidden') && refused.refusal?.reason).toBe('class-ended');
  });

  it("tokens follow the mock's rules: the uid is the caller's, host only for the tutor, participants only once paid and open", async () => {
    const lifecycle = new FakeClassLifecycle();
    const instant = FAKE_DEMO.instantClass.code;
    const reasonOf = async (promise: Promise<unknown>) => {
      const error = await rejection(promise);
      return isBackendError(error) ? error.refusal?.reason : error;
    };
    expect(await reasonOf(lifecycle.requestToken({ channel: instant, role: 1 }))).toBe('not-host');
    const student = await lifecycle.requestToken({ channel: instant, role: 2 });
    lifecycle.db.currentUid = FAKE_DEMO.tutor.uid;
    const tutor = await lifecycle.requestToken({ channel: instant, role: 1 });
    expect(student.uid).not.toBe(tutor.uid);
    expect(await reasonOf(lifecycle.requestToken({ channel: instant, role: 2 }))).toBe('join-as-host');
    lifecycle.db.currentUid = FAKE_DEMO.student.uid;
    expect(await reasonOf(lifecycle.requestToken({ channel: FAKE_DEMO.privateClass.code, role: 2 }))).toBe('not-paid');
    expect(await reasonOf(lifecycle.requestToken({ channel: FAKE_DEMO.paidPrivateClass.code, role: 2 }))).toBe('not-open-yet');
    lifecycle.db.currentUid = null;
    expect(await reasonOf(lifecycle.requestToken({ channel: instant, role: 1 }))).toBe('sign-in-required');
    expect((await lifecycle.requestToken({ channel: instant, role: 2 })).uid).toBeGreaterThan(0);
  });
});
