// The backend ports as the app uses them: the HTTP adapters (src/adapters/backend) against the mock backend, whose
// rules the component tests and the offline product share. One test per port family: what a port promises (its
// results and its coded errors), not how the mock spells it on the wire (the Pact provider verification does: it replays every interaction against the mock and checks each answer against the document).
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { createBackendAdapters } from '../../src/adapters/backend/backend-adapters';
import { InMemoryStore } from '../../src/adapters/fakes/in-memory-store';
import { SeededRandomSource } from '../../src/adapters/fakes/seeded-random-source';
import { isBackendError } from '../../src/domain/backend-error';
import { LOCAL_STORAGE_KEYS } from '../../src/domain/constants';
import { atProvider, DEVICE_ID, future, mockPerFile, token } from './support';

const { server } = mockPerFile({ webhooks: 'off' });

/** The ports of one browser, signed in as `uid` (or signed out). */
function portsAs(uid: string | null) {
  const local = new InMemoryStore({ [LOCAL_STORAGE_KEYS.DEVICE_ID]: DEVICE_ID });
  if (uid) local.set(LOCAL_STORAGE_KEYS.TOKEN, token(uid, { email: `${uid}@demo.test` }));
  return createBackendAdapters({ backend: server.url, functions: `${server.url}/functions` }, { local, random: new SeededRandomSource() });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await rejection(promise);
  return isBackendError(error) ? error.refusal?.code : error;
};

describe('backend ports over HTTP against the mock', () => {
  it('a paid order marks the class paid for the student; the same payment saved twice is one record', async () => {
    const { payments, studentClasses } = portsAs(DEMO.student.uid);
    const link = await payments.getPrivateClassPaymentLink(DEMO.privateClass.code);
    expect(link).toEqual({ kind: 'order', order: { id: expect.any(String), amount: 52500, currency: 'INR' } });
    const orderId = link.kind === 'order' ? link.order.id : '';
    const paid = await atProvider(server, 'pay', orderId);
    const details = { classCode: DEMO.privateClass.code, orderId, paymentId: paid.body.razorpay_payment_id, signature: paid.body.razorpay_signature };
    const first = await payments.savePrivateClassPayment(details);
    const repeat = await payments.savePrivateClassPayment(details);
    expect(repeat.PaymentID).toBe(first.PaymentID);
    const history = await payments.getPaymentHistory();
    expect(history.Items.filter((payment) => payment.PaymentID === first.PaymentID)).toHaveLength(1);
    expect(await studentClasses.getPrivateClassStatus(DEMO.privateClass.code)).toMatchObject({ Paid: true, PaymentStatus: 'Paid' });
    expect(isBackendError(await rejection(payments.createOrder(DEMO.privateClass.code, 'PrivateClass')), 'conflict')).toBe(true);
  });

  it('a payment the provider did not take is refused, and nothing is recorded', async () => {
    const { payments } = portsAs(DEMO.student.uid);
    const link = await payments.getPrivateClassPaymentLink(DEMO.privateClass.code);
    const orderId = link.kind === 'order' ? link.order.id : '';
    const refused = await rejection(payments.savePrivateClassPayment({ classCode: DEMO.privateClass.code, orderId, paymentId: 'pay_made_up_1', signature: 'not-a-signature' }));
    expect(isBackendError(refused)).toBe(true);
    expect((await payments.getPaymentHistory()).Items.some((payment) => payment.PaymentID === 'pay_made_up_1')).toBe(false);
  });

  it('hosted classes answer a hosted page (a link, or a form to post); unknown codes are not found; bad codes are validation errors', async () => {
    const { payments } = portsAs(DEMO.student.uid);
    expect((await payments.getPrivateClassPaymentLink(DEMO.hostedPrivateClass.code)).kind).toBe('hosted');
    expect((await payments.getCoursePaymentLink(DEMO.hostedCourse.code)).kind).toBe('form');
    expect(isBackendError(await rejection(payments.getCoursePaymentLink('ZZdemo0000000009')), 'not-found')).toBe(true);
    const invalid = await rejection(payments.getCoursePaymentLink('short'));
    expect(isBackendError(invalid, 'validation') && invalid.fieldErrors[0]?.field).toBe('ClassCode');
  });

  it('tutor operations refuse students and signed-out callers', async () => {
    expect(isBackendError(await rejection(portsAs(DEMO.student.uid).privateClasses.listMine()), 'forbidden')).toBe(true);
    expect(isBackendError(await rejection(portsAs(null).privateClasses.listMine()), 'unauthorised')).toBe(true);
  });

  it('a tutor saves a class that then lists; overlaps and past times are refused; status changes follow the rules', async () => {
    const { privateClasses } = portsAs(DEMO.tutor.uid);
    const at = future(20);
    const saved = await privateClasses.save({ ClassName: 'Fractions', Duration: 45, DateTime: at, Price: 300, TransactionFees: 15, CurrencyType: 'INR' });
    expect(saved.ClassLink).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await privateClasses.listMine({ pageSize: 100 })).Items.map((record) => record.ClassLink)).toContain(saved.ClassLink);
    const overlapping = new Date(Date.parse(at) + 30 * 60_000).toISOString();
    expect(isBackendError(await rejection(privateClasses.save({ ClassName: 'Again', Duration: 45, DateTime: overlapping, Price: 300, TransactionFees: 15, CurrencyType: 'INR' })), 'conflict')).toBe(true);
    expect(isBackendError(await rejection(privateClasses.save({ ClassName: 'Past', Duration: 45, DateTime: '2020-01-01T10:30:00Z', Price: 300, TransactionFees: 15, CurrencyType: 'INR' })), 'validation')).toBe(true);
    expect((await privateClasses.changeStatus(saved.ClassID, 'Cancelled')).Status).toBe('Cancelled');
    expect(isBackendError(await rejection(privateClasses.changeStatus(saved.ClassID, 'Live')), 'conflict')).toBe(true);
  });

  it('course sessions: save, list, delete keep the session count', async () => {
    const { courses } = portsAs(DEMO.tutor.uid);
    const before = (await courses.getByCode(DEMO.course.code)).SessionCount;
    const [session] = await courses.saveSessions(DEMO.course.classId, [{ Title: 'Extra', StartDateTime: future(40), Duration: 60 }]);
    expect((await courses.getByCode(DEMO.course.code)).SessionCount).toBe(before + 1);
    expect((await courses.listSessions({ classId: DEMO.course.classId })).Total).toBe(before + 1);
    await courses.deleteSession(session!.SessionID);
    expect((await courses.getByCode(DEMO.course.code)).SessionCount).toBe(before);
  });

  it('withdrawals cannot exceed the available balance', async () => {
    const { earnings } = portsAs(DEMO.tutor.uid);
    const available = (await earnings.getSummary()).Balances.find((balance) => balance.CurrencyType === 'INR')!.Available;
    expect(available).toBeGreaterThan(1000);
    const account = await earnings.saveBankAccount({ HolderName: 'Asha Rao', AccountNumber: '123456789012', ConfirmAccountNumber: '123456789012', IFSC: 'SBIN0001234', BankName: 'SBI' });
    expect(account.AccountLast4).toBe('9012');
    expect(isBackendError(await rejection(earnings.requestWithdrawal({ BankAccountID: account.BankAccountID, Amount: available + 1, CurrencyType: 'INR' })), 'conflict')).toBe(true);
    await earnings.requestWithdrawal({ BankAccountID: account.BankAccountID, Amount: 1000, CurrencyType: 'INR' });
    expect((await earnings.getSummary()).Balances.find((balance) => balance.CurrencyType === 'INR')).toMatchObject({ Available: available - 1000 });
  });

  it('the directory finds tutors by topic and serves the public page by slug', async () => {
    const { tutorDirectory, topics } = portsAs(null);
    const physics = (await topics.getAllTopics()).find((topic) => topic.TopicName === 'Physics')!;
    expect((await tutorDirectory.search({ topicId: physics.TopicID })).Items.map((tutor) => tutor.Slug)).toContain('daniel-okafor');
    const page = await tutorDirectory.getPublicProfile(DEMO.tutor.slug, { includeCourses: true });
    expect(page.Courses?.find((course) => course.ClassLink === DEMO.course.code)?.Sessions).toHaveLength(4);
    expect(isBackendError(await rejection(tutorDirectory.getPublicProfile('nobody')), 'not-found')).toBe(true);
    // The sitemap's list: every tutor the search lists, by name, with the open course counts and when their page last
    // changed (the seeded tutors: their registration); 400 past 5,000 a page.
    const listed = await tutorDirectory.listPublic({ page: 1, pageSize: 5000 });
    const searched = await tutorDirectory.search({ sort: 'NameAsc', pageSize: 100 });
    expect(listed.Items).toEqual(searched.Items.map((tutor) => ({ Slug: tutor.Slug, OpenCourseCount: tutor.OpenCourseCount, UpdatedAt: expect.any(String) })));
    expect(listed.Items.find((tutor) => tutor.Slug === DEMO.tutor.slug)?.UpdatedAt).toBe('2026-01-10T09:00:00Z');
    expect(isBackendError(await rejection(tutorDirectory.listPublic({ pageSize: 5001 })), 'validation')).toBe(true);
  });

  it('ending a class is idempotent and stops new tokens', async () => {
    const { classLifecycle } = portsAs(DEMO.tutor.uid);
    const granted = await classLifecycle.requestToken({ channel: DEMO.instantClass.code, role: 1 });
    expect(granted.region).toBe('ap');
    const ended = await classLifecycle.endClass(DEMO.instantClass.code);
    expect(await classLifecycle.endClass(DEMO.instantClass.code)).toEqual(ended);
    expect(await refusalOf(classLifecycle.requestToken({ channel: DEMO.instantClass.code, role: 1 }))).toBe('class-ended');
  });

  it('tokens: the uid is the caller’s, host only for the tutor, participants only once paid and open', async () => {
    const instant = DEMO.instantClass.code;
    const student = portsAs(DEMO.student.uid).classLifecycle;
    const tutor = portsAs(DEMO.tutor.uid).classLifecycle;
    expect(await refusalOf(student.requestToken({ channel: instant, role: 1 }))).toBe('not-host');
    const studentToken = await student.requestToken({ channel: instant, role: 2 });
    const tutorToken = await tutor.requestToken({ channel: instant, role: 1 });
    expect(studentToken.uid).not.toBe(tutorToken.uid);
    expect(await refusalOf(tutor.requestToken({ channel: instant, role: 2 }))).toBe('join-as-host');
    expect(await refusalOf(student.requestToken({ channel: DEMO.privateClass.code, role: 2 }))).toBe('not-paid');
    expect(await refusalOf(student.requestToken({ channel: DEMO.paidPrivateClass.code, role: 2 }))).toBe('not-open-yet');
    const guest = portsAs(null).classLifecycle;
    expect(await refusalOf(guest.requestToken({ channel: instant, role: 1 }))).toBe('sign-in-required');
    expect((await guest.requestToken({ channel: instant, role: 2 })).uid).toBeGreaterThan(0);
  });
});
