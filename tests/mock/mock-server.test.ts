// The mock backend honours openapi/backend.yaml with real behaviour. Every server here validates its own responses
// against the document too, so a handler answering outside the contract fails the test with a 500.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { STUDENT, TUTOR, WEB_ORIGIN, admin, client, future, mockPerFile, signPayment, startMock, token, withDataFile } from './support';


const { server, api } = mockPerFile();

/** Pays an order at the provider stand-in, as its checkout's Pay button does. */
const payAtProvider = (orderId: string) =>
  fetch(new URL('/__provider/razorpay/pay', server.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ order_id: orderId }) });

const newClass = (overrides: Record<string, unknown> = {}) => ({
  ClassName: 'Quadratic Equations',
  Duration: 60,
  DateTime: future(10),
  Price: 700,
  TransactionFees: 35,
  CurrencyType: 'INR',
  ...overrides,
});

describe('contract entry checks', () => {
  it('answers 401 in the error shape when the token is missing, expired or not an emulator token', async () => {
    const missing = await api.get('/GetPrivateClass');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ StatusCode: 401, Message: 'Sign in again: no token in the Authorization header.', Errors: [] });

    const expired = await api.get('/GetPrivateClass', { as: token(TUTOR, { expiresInSeconds: -10 }) });
    expect(expired.status).toBe(401);
    expect(expired.body.Message).toMatch(/expired/);

    const foreign = await api.get('/GetPrivateClass', { as: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ0dXRvci1kZW1vLTAwMDEifQ.c2lnbmF0dXJl' });
    expect(foreign.status).toBe(401);
  });

  it('lets signed-out visitors use the public operations, but refuses a bad token there too', async () => {
    expect((await api.get('/GetAllTopics')).status).toBe(200);
    expect((await api.get('/SearchTutors')).status).toBe(200);
    const bad = await api.get('/GetAllTopics', { as: token(STUDENT, { expiresInSeconds: -1 }) });
    expect(bad.status).toBe(401);
  });

  it('refuses a request without the spec §7 headers with 400 naming the header', async () => {
    const reply = await api.get('/GetAllTopics', { headers: { DeviceID: 'short', Environment: 'Prod' } });
    expect(reply.status).toBe(400);
    const fields = reply.body.Errors.map((e: { Field: string }) => e.Field);
    expect(fields).toEqual(expect.arrayContaining(['DeviceID', 'Environment']));
  });

  it('refuses a malformed body with field messages and stores nothing', async () => {
    const before = (await api.db()).privateClasses.length;
    const reply = await api.post('/SavePrivateClass', { Duration: 5, DateTime: 'tomorrow', Price: -1, TransactionFees: 0, CurrencyType: 'XYZ', Extra: 1 }, { as: TUTOR });
    expect(reply.status).toBe(400);
    expect(reply.body.StatusCode).toBe(400);
    const fields = reply.body.Errors.map((e: { Field: string }) => e.Field);
    expect(fields).toEqual(expect.arrayContaining(['ClassName', 'Duration', 'DateTime', 'Price', 'CurrencyType']));
    expect((await api.db()).privateClasses.length).toBe(before);
  });

  it('gives one message per field even when a value breaks several rules', async () => {
    const reply = await api.get('/GetPrivateClassStatus', { as: STUDENT, query: { ClassCode: 'short' } });
    expect(reply.status).toBe(400);
    expect(reply.body.Errors).toEqual([{ Field: 'ClassCode', Message: expect.stringMatching(/^ClassCode /) }]);
  });

  it('answers 404 in the error shape for a path that is not in the contract', async () => {
    const reply = await api.get('/GetEverything', { as: TUTOR });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ StatusCode: 404, Errors: [] });
    // Spelled exactly as the document: /getTutorSessions has a lower-case g.
    expect((await api.get('/GetTutorSessions', { as: TUTOR })).status).toBe(404);
    expect((await api.get('/getTutorSessions', { as: TUTOR })).status).toBe(200);
  });

  it('enforces roles and ownership with 403', async () => {
    expect((await api.get('/GetPrivateClass', { as: STUDENT })).status).toBe(403);
    expect((await api.get('/GetStudentPrivateClass', { as: TUTOR })).status).toBe(403);
    expect((await api.post('/GetPrivateClassPaymentLink', { ClassCode: DEMO.privateClass.code }, { as: TUTOR })).status).toBe(403);
    const otherTutor = await api.post('/EditTutorCourse', { ClassID: 2001, Capacity: 30 }, { as: 'tutor-daniel-okafor' });
    expect(otherTutor.status).toBe(403);
    const noProfile = await api.get('/GetPrivateClass', { as: 'someone-new' });
    expect(noProfile.status).toBe(403);
  });
});

describe('private classes, courses and sessions', () => {
  it('creates a private class that then appears in the tutor list and on the public page', async () => {
    const saved = await api.post('/SavePrivateClass', newClass(), { as: TUTOR });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({ ClassName: 'Quadratic Equations', Status: 'Scheduled', TutorID: TUTOR, TutorName: 'Asha Rao', TimeZone: 'Asia/Kolkata' });
    expect(saved.body.Data.ClassLink).toMatch(/^[A-Za-z0-9]{16}$/);
    const list = await api.get('/GetPrivateClass', { as: TUTOR, query: { PageSize: 100 } });
    expect(list.body.Data.Items.map((c: { ClassLink: string }) => c.ClassLink)).toContain(saved.body.Data.ClassLink);
    const page = await api.get('/GetTutorPublicProfile', { query: { Slug: 'demo-tutor' } });
    expect(page.body.Data.UpcomingPrivateClasses.map((c: { ClassLink: string }) => c.ClassLink)).toContain(saved.body.Data.ClassLink);
  });

  it('refuses a class in the past (400) and one overlapping another class or session (409), storing nothing', async () => {
    const before = (await api.db()).privateClasses.length;
    const past = await api.post('/SavePrivateClass', newClass({ DateTime: new Date(Date.now() - 3_600_000).toISOString() }), { as: TUTOR });
    expect(past.status).toBe(400);
    expect(past.body.Errors[0].Field).toBe('DateTime');
    const first = await api.post('/SavePrivateClass', newClass(), { as: TUTOR });
    expect(first.status).toBe(200);
    const overlapping = await api.post('/SavePrivateClass', newClass({ DateTime: new Date(Date.parse(future(10)) + 30 * 60_000).toISOString() }), { as: TUTOR });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body).toMatchObject({ StatusCode: 409, Errors: [{ Field: 'DateTime' }] });
    expect((await api.db()).privateClasses.length).toBe(before + 1);
    // Another tutor may teach at the same time.
    expect((await api.post('/SavePrivateClass', newClass(), { as: 'tutor-meera-iyer' })).status).toBe(200);
  });

  it('keeps status changes and refuses transitions the contract forbids', async () => {
    const live = await api.post('/ChangePrivateClassStatus', { ClassID: 1003, Status: 'Live' }, { as: TUTOR });
    expect(live.body.Data.Status).toBe('Live');
    const back = await api.post('/ChangePrivateClassStatus', { ClassID: 1003, Status: 'Scheduled' }, { as: TUTOR });
    expect(back.status).toBe(409);
    const status = await api.get('/GetPrivateClassStatus', { as: TUTOR, query: { ClassCode: DEMO.openPrivateClass.code } });
    expect(status.body.Data.Status).toBe('Live');
    expect((await api.post('/ChangePrivateClassStatus', { ClassID: 1101, Status: 'Live' }, { as: TUTOR })).status).toBe(403);
    expect((await api.post('/ChangePrivateClassStatus', { ClassID: 999999, Status: 'Live' }, { as: TUTOR })).status).toBe(404);
  });

  it('edits only the given course fields, keeps a seat for every enrolled student and keeps final statuses final', async () => {
    // Calculus Foundations (2002): two students have paid.
    const below = await api.post('/EditTutorCourse', { ClassID: 2002, Capacity: 1, Price: 1 }, { as: TUTOR });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ StatusCode: 409, Errors: [{ Field: 'Capacity' }] });
    const stored = (await api.db()).courses.find((c: { ClassID: number }) => c.ClassID === 2002);
    expect(stored).toMatchObject({ Capacity: 15, Price: 1500 });

    const edited = await api.post('/EditTutorCourse', { ClassID: 2002, Capacity: 2, Price: 1800 }, { as: TUTOR });
    expect(edited.status).toBe(200);
    expect(edited.body.Data).toMatchObject({ Capacity: 2, Price: 1800, EnrolledCount: 2, CourseName: 'Calculus Foundations', TransactionFees: 75, Status: 'Open' });
    const listed = await api.get('/GetTutorCourses', { as: TUTOR, query: { PageSize: 100 } });
    expect(listed.body.Data.Items.find((c: { ClassID: number }) => c.ClassID === 2002)).toMatchObject({ Capacity: 2, Price: 1800 });

    expect((await api.post('/EditTutorCourse', { ClassID: 2002 }, { as: TUTOR })).status).toBe(400);
    expect((await api.post('/EditTutorCourse', { ClassID: 2002, Status: 'Completed' }, { as: TUTOR })).status).toBe(200);
    const reopen = await api.post('/EditTutorCourse', { ClassID: 2002, Status: 'Open' }, { as: TUTOR });
    expect(reopen.status).toBe(409);
    expect(reopen.body.Errors[0].Field).toBe('Status');
  });

  it('adds sessions all or nothing, refusing overlaps with a field per clash', async () => {
    const course = await api.post('/SaveTutorCourse', { CourseName: 'Statistics', TopicID: 1, Price: 1200, TransactionFees: 60, CurrencyType: 'INR', Capacity: 10 }, { as: TUTOR });
    expect(course.status).toBe(200);
    expect(course.body.Data).toMatchObject({ Status: 'Open', SessionCount: 0, EnrolledCount: 0 });
    const ClassID = course.body.Data.ClassID;
    const sessionsBefore = (await api.db()).sessions.length;
    const clash = await api.post(
      '/SaveTutorSessions',
      {
        ClassID,
        Sessions: [
          { Title: 'Mean and median', StartDateTime: future(12), Duration: 60 },
          { Title: 'Overlaps the first', StartDateTime: new Date(Date.parse(future(12)) + 15 * 60_000).toISOString(), Duration: 30 },
        ],
      },
      { as: TUTOR },
    );
    expect(clash.status).toBe(409);
    expect(clash.body.Errors).toEqual([{ Field: 'Sessions.1.StartDateTime', Message: expect.stringMatching(/overlaps/) }]);
    expect((await api.db()).sessions.length).toBe(sessionsBefore);

    const saved = await api.post('/SaveTutorSessions', { ClassID, Sessions: [{ Title: 'Mean and median', StartDateTime: future(12), Duration: 60 }, { Title: 'Spread', StartDateTime: future(19), Duration: 60 }] }, { as: TUTOR });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toHaveLength(2);
    const listed = await api.get('/getTutorSessions', { as: TUTOR, query: { ClassID } });
    expect(listed.body.Data.Items.map((s: { Title: string }) => s.Title)).toEqual(['Mean and median', 'Spread']);
    const moved = await api.post('/EditTutorSession', { SessionID: saved.body.Data[1].SessionID, StartDateTime: future(12) }, { as: TUTOR });
    expect(moved.status).toBe(409);
    const removed = await api.post('/DeleteTutorSession', { SessionID: saved.body.Data[1].SessionID }, { as: TUTOR });
    expect(removed.body.Data).toEqual({ SessionID: saved.body.Data[1].SessionID, Deleted: true });
  });

  it('lists the student’s booked classes, courses and sessions with their payment state', async () => {
    const classes = await api.get('/GetStudentPrivateClass', { as: STUDENT });
    const byCode = Object.fromEntries(classes.body.Data.Items.map((c: { ClassLink: string }) => [c.ClassLink, c]));
    expect(byCode[DEMO.privateClass.code]).toMatchObject({ ClassName: 'Algebra Basics', Price: 500, TransactionFees: 25, Paid: false, PaymentStatus: 'Unpaid' });
    expect(byCode[DEMO.paidPrivateClass.code]).toMatchObject({ Paid: true, PaymentStatus: 'Paid' });
    const courses = await api.get('/GetStudentCourse', { as: STUDENT });
    expect(courses.body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === DEMO.course.code)).toMatchObject({ CourseName: 'Spoken English', Price: 2000, SessionCount: 4, Paid: false });
    const sessions = await api.get('/GetStudentSessions', { as: STUDENT, query: { ClassID: 2001 } });
    expect(sessions.body.Data.Items.map((s: { SessionID: number }) => s.SessionID)).toEqual([3001, 3002, 3003, 3004]);
    expect((await api.get('/GetStudentSessions', { as: STUDENT, query: { ClassID: 2101 } })).status).toBe(403);
  });
});

describe('payments', () => {
  it('answers an order for widget classes, a hosted page URL or a hosted page form on the web origin for hosted ones', async () => {
    const order = await api.post('/GetPrivateClassPaymentLink', { ClassCode: DEMO.privateClass.code }, { as: STUDENT });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ StatusCode: 200, PrivateTutorPaymentLink: null, Data: { amount: 52500, currency: 'INR' } });

    const byUrl = await api.post('/GetPrivateClassPaymentLink', { ClassCode: DEMO.hostedPrivateClass.code }, { as: STUDENT });
    expect(byUrl.body.Data).toBeNull();
    const url = new URL(byUrl.body.PrivateTutorPaymentLink.PaymentURL);
    expect(url.origin).toBe(WEB_ORIGIN);
    expect(url.pathname).toBe('/__provider/hosted/pay');
    expect(url.searchParams.get('return')).toBe(`${WEB_ORIGIN}/private-class-checkout/${DEMO.hostedPrivateClass.code}`);
    // The stand-in behind the proxy path serves the page for that order.
    const page = await fetch(new URL(url.pathname + url.search, server.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`for class ${DEMO.hostedPrivateClass.code}`);

    // The hosted course's provider wants a form POST (PaymentForm, added beyond the spec): the same page, posted.
    const byForm = await api.post('/GetTutorClassPaymentLink', { ClassCode: DEMO.hostedCourse.code }, { as: STUDENT });
    expect(byForm.body.Data).toBeNull();
    const form = byForm.body.PrivateTutorPaymentLink.PaymentForm as { Action: string; Method: string; Fields: { Name: string; Value: string }[] };
    expect(byForm.body.PrivateTutorPaymentLink.PaymentURL).toBeUndefined();
    expect([new URL(form.Action).origin, new URL(form.Action).pathname, form.Method]).toEqual([WEB_ORIGIN, '/__provider/hosted/pay', 'POST']);
    expect(form.Fields.map((f) => f.Name)).toEqual(['order_id', 'return']);
    expect(form.Fields[1]!.Value).toBe(`${WEB_ORIGIN}/course-class-checkout/${DEMO.hostedCourse.code}`);
    const posted = await fetch(new URL('/__provider/hosted/pay', server.url), {
      method: 'POST',
      body: new URLSearchParams(form.Fields.map((f) => [f.Name, f.Value])),
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain(`for class ${DEMO.hostedCourse.code}`);
    // The first link request records the booking.
    const courses = await api.get('/GetStudentCourse', { as: STUDENT });
    expect(courses.body.Data.Items.map((c: { ClassLink: string }) => c.ClassLink)).toContain(DEMO.hostedCourse.code);
  });

  it('completes a hosted payment: the stand-in page returns to the checkout page with a signed result the save accepts', async () => {
    const link = await api.post('/GetPrivateClassPaymentLink', { ClassCode: DEMO.hostedPrivateClass.code }, { as: STUDENT });
    const paymentUrl = new URL(link.body.PrivateTutorPaymentLink.PaymentURL);
    const form = new URLSearchParams({ order_id: paymentUrl.searchParams.get('order_id')!, return: paymentUrl.searchParams.get('return')!, outcome: 'pay' });
    const done = await fetch(new URL('/__provider/hosted/complete', server.url), { method: 'POST', body: form, redirect: 'manual' });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${WEB_ORIGIN}/private-class-checkout/${DEMO.hostedPrivateClass.code}`);
    expect(back.searchParams.get('code')).toBe('2');
    const saved = await api.post(
      '/SavePrivateClassPaymentDetails',
      { ClassCode: DEMO.hostedPrivateClass.code, PaymentID: back.searchParams.get('PaymentID'), OrderID: back.searchParams.get('OrderID'), Signature: back.searchParams.get('Signature') },
      { as: STUDENT },
    );
    expect(saved.body.Data).toMatchObject({ Status: 'captured', Amount: 630, ClassName: 'Essay Writing Clinic' });
    // A return address outside the app is refused by the stand-in.
    const foreign = await fetch(new URL('/__provider/hosted/pay?' + new URLSearchParams({ order_id: paymentUrl.searchParams.get('order_id')!, return: 'https://evil.example/' }), server.url));
    expect(foreign.status).toBe(400);
  });

  it('pays through the stand-in checkout, verifies the signature and saves once per PaymentID', async () => {
    const order = await api.post('/CreateOrder', { ClassCode: DEMO.privateClass.code, Kind: 'PrivateClass' }, { as: STUDENT });
    expect(order.body.Data).toMatchObject({ amount: 52500, currency: 'INR', receipt: DEMO.privateClass.code });
    const paid = await fetch(new URL('/__provider/razorpay/pay', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: order.body.Data.id }),
    }).then((r) => r.json());
    const body = { ClassCode: DEMO.privateClass.code, PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id, Signature: paid.razorpay_signature };
    const first = await api.post('/SavePrivateClassPaymentDetails', body, { as: STUDENT });
    expect(first.status).toBe(200);
    expect(first.body.Data).toMatchObject({ Status: 'captured', Amount: 525, CurrencyType: 'INR', StudentID: STUDENT, TutorID: TUTOR, Kind: 'PrivateClass' });
    const again = await api.post('/SavePrivateClassPaymentDetails', body, { as: STUDENT });
    expect(again.status).toBe(200);
    expect(again.body.Data).toEqual(first.body.Data);
    const stored = (await api.db()).payments.filter((p: { PaymentID: string }) => p.PaymentID === paid.razorpay_payment_id);
    expect(stored).toHaveLength(1);

    const status = await api.get('/GetPrivateClassStatus', { as: STUDENT, query: { ClassCode: DEMO.privateClass.code } });
    expect(status.body.Data).toEqual({ ClassCode: DEMO.privateClass.code, Status: 'Scheduled', Paid: true, PaymentStatus: 'Paid' });
    // Paid now: no second booking, and off the public page's bookable list.
    expect((await api.post('/GetPrivateClassPaymentLink', { ClassCode: DEMO.privateClass.code }, { as: STUDENT })).status).toBe(409);
    const publicPage = await api.get('/GetTutorPublicProfile', { query: { Slug: 'demo-tutor' } });
    expect(publicPage.body.Data.UpcomingPrivateClasses.map((c: { ClassLink: string }) => c.ClassLink)).not.toContain(DEMO.privateClass.code);
    // The same PaymentID for another class is a conflict.
    expect((await api.post('/SaveGroupCoursePaymentDetails', { ClassCode: DEMO.course.code, PaymentID: paid.razorpay_payment_id }, { as: STUDENT })).status).toBe(409);
  });

  it('stores a claim with a wrong signature or an unknown payment as failed and leaves the class unpaid', async () => {
    const order = await api.post('/CreateOrder', { ClassCode: DEMO.course.code, Kind: 'GroupCourse' }, { as: STUDENT });
    const paid = await fetch(new URL('/__provider/razorpay/pay', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: order.body.Data.id }),
    }).then((r) => r.json());
    const forged = signPayment(paid.razorpay_order_id, paid.razorpay_payment_id, 'not-the-secret');
    const refused = await api.post('/SaveGroupCoursePaymentDetails', { ClassCode: DEMO.course.code, PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id, Signature: forged }, { as: STUDENT });
    expect(refused.status).toBe(200);
    expect(refused.body.Data).toMatchObject({ Status: 'failed', ErrorCode: 'SIGNATURE_MISMATCH' });
    const unknown = await api.post('/SaveGroupCoursePaymentDetails', { ClassCode: DEMO.course.code, PaymentID: 'pay_NeverMade00001' }, { as: STUDENT });
    expect(unknown.body.Data).toMatchObject({ Status: 'failed', ErrorCode: 'PAYMENT_NOT_FOUND' });
    const status = await api.get('/GetCourseClassStatus', { as: STUDENT, query: { ClassCode: DEMO.course.code } });
    expect(status.body.Data).toMatchObject({ Paid: false, PaymentStatus: 'Failed' });

    // The right signature for the right secret is accepted.
    const good = signPayment(paid.razorpay_order_id, paid.razorpay_payment_id);
    expect(good).toBe(paid.razorpay_signature);
  });

  it("refuses another student's payment, as a success or a failure, storing nothing (403)", async () => {
    const OTHER = 'student-priya-shah';
    const order = await api.post('/CreateOrder', { ClassCode: DEMO.course.code, Kind: 'GroupCourse' }, { as: STUDENT });
    const paid = await (await payAtProvider(order.body.Data.id)).json();
    const claim = { ClassCode: DEMO.course.code, PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id, Signature: paid.razorpay_signature };
    const before = (await api.db()).payments.length;
    const replay = await api.post('/SaveGroupCoursePaymentDetails', claim, { as: OTHER });
    expect([replay.status, replay.body.Message]).toEqual([403, 'This payment was made by another student.']);
    const squat = await api.post('/SaveGroupCoursePaymentDetails', { ClassCode: DEMO.course.code, PaymentID: paid.razorpay_payment_id, Status: 'failed' }, { as: OTHER });
    expect(squat.status).toBe(403);
    expect((await api.db()).payments.length).toBe(before);
    // The student who paid records it as theirs.
    const own = await api.post('/SaveGroupCoursePaymentDetails', claim, { as: STUDENT });
    expect(own.body.Data).toMatchObject({ Status: 'captured', StudentID: STUDENT });
    expect((await api.get('/GetCourseClassStatus', { as: OTHER, query: { ClassCode: DEMO.course.code } })).body.Data.Paid).toBe(false);
  });

  it('upgrades a stored failure when a capture for the same payment then verifies', async () => {
    const order = await api.post('/CreateOrder', { ClassCode: DEMO.privateClass.code, Kind: 'PrivateClass' }, { as: STUDENT });
    const paid = await (await payAtProvider(order.body.Data.id)).json();
    const wrong = signPayment(paid.razorpay_order_id, paid.razorpay_payment_id, 'not-the-secret');
    const body = { ClassCode: DEMO.privateClass.code, PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id };
    expect((await api.post('/SavePrivateClassPaymentDetails', { ...body, Signature: wrong }, { as: STUDENT })).body.Data.Status).toBe('failed');
    const right = await api.post('/SavePrivateClassPaymentDetails', { ...body, Signature: paid.razorpay_signature }, { as: STUDENT });
    expect(right.body.Data).toMatchObject({ Status: 'captured' });
    expect(right.body.Data.ErrorCode).toBeUndefined();
    const stored = (await api.db()).payments.filter((p: { PaymentID: string }) => p.PaymentID === paid.razorpay_payment_id);
    expect(stored).toHaveLength(1);
    expect((await api.get('/GetPrivateClassStatus', { as: STUDENT, query: { ClassCode: DEMO.privateClass.code } })).body.Data).toMatchObject({ Paid: true, PaymentStatus: 'Paid' });
    // A wrong signature after the capture changes nothing.
    expect((await api.post('/SavePrivateClassPaymentDetails', { ...body, Signature: wrong }, { as: STUDENT })).body.Data.Status).toBe('captured');
  });

  it('gives a second tab the same open order, which the provider takes only once; a paid class gets no order (409)', async () => {
    const first = await api.post('/CreateOrder', { ClassCode: DEMO.course.code, Kind: 'GroupCourse' }, { as: STUDENT });
    const second = await api.post('/CreateOrder', { ClassCode: DEMO.course.code, Kind: 'GroupCourse' }, { as: STUDENT });
    expect(second.body.Data.id).toBe(first.body.Data.id);
    expect((await api.post('/CreateOrder', { ClassCode: DEMO.course.code, Kind: 'GroupCourse' }, { as: 'student-arjun-mehta' })).body.Data.id).not.toBe(first.body.Data.id);
    expect((await payAtProvider(first.body.Data.id)).status).toBe(200);
    const again = await payAtProvider(second.body.Data.id);
    expect([again.status, (await again.json()).Message]).toEqual([400, 'This order is already paid.']);
    const captures = (await api.db()).providerPayments.filter((p: { OrderID: string; Status: string }) => p.OrderID === first.body.Data.id && p.Status === 'captured');
    expect(captures).toHaveLength(1);
    // Once the payment is recorded, the class is paid: no new order.
    const paid = (await api.db()).providerPayments.find((p: { OrderID: string }) => p.OrderID === first.body.Data.id);
    const signature = signPayment(first.body.Data.id, paid.PaymentID);
    await api.post('/SaveGroupCoursePaymentDetails', { ClassCode: DEMO.course.code, PaymentID: paid.PaymentID, OrderID: first.body.Data.id, Signature: signature }, { as: STUDENT });
    const refused = await api.post('/CreateOrder', { ClassCode: DEMO.course.code, Kind: 'GroupCourse' }, { as: STUDENT });
    expect([refused.status, refused.body.Message]).toEqual([409, 'You have already paid for this course.']);
  });

  it('refuses malformed payment saves and orders with field messages, storing nothing', async () => {
    const before = await api.db();
    const badId = await api.post('/SavePrivateClassPaymentDetails', { ClassCode: DEMO.privateClass.code, PaymentID: 'not valid!' }, { as: STUDENT });
    expect(badId.status).toBe(400);
    expect(badId.body.Errors).toEqual([{ Field: 'PaymentID', Message: expect.any(String) }]);
    const badSignature = await api.post('/SaveGroupCoursePaymentDetails', { ClassCode: DEMO.course.code, PaymentID: 'pay_x1', OrderID: 'order_x1', Signature: 'abc' }, { as: STUDENT });
    expect(badSignature.body.Errors[0].Field).toBe('Signature');
    const clientAmount = await api.post('/CreateOrder', { ClassCode: DEMO.privateClass.code, Kind: 'PrivateClass', amount: 1 }, { as: STUDENT });
    expect(clientAmount.status).toBe(400);
    const after = await api.db();
    expect([after.payments.length, after.orders.length, after.bookings.length]).toEqual([before.payments.length, before.orders.length, before.bookings.length]);
  });

  it('keeps the payment history with totals for the student and the tutor', async () => {
    const student = await api.get('/GetPaymentHistory', { as: STUDENT });
    expect(student.body.Data.Items.every((p: { StudentID: string }) => p.StudentID === STUDENT)).toBe(true);
    expect(student.body.Data.Totals).toEqual([{ CurrencyType: 'INR', Amount: 525 + 1575 }]);
    // Receipts need the price lines and the tutor's name as they were at payment time.
    expect(student.body.Data.Items[0]).toMatchObject({ Price: 500, TransactionFees: 25, TutorName: 'Asha Rao', Amount: 525 });
    const tutor = await api.get('/GetPaymentHistory', { as: TUTOR, query: { Kind: 'GroupCourse' } });
    expect(tutor.body.Data.Items.every((p: { Kind: string; TutorID: string }) => p.Kind === 'GroupCourse' && p.TutorID === TUTOR)).toBe(true);
    expect(tutor.body.Data.Total).toBe(2);
  });

  it('takes From as inclusive and To as exclusive ("before this instant")', async () => {
    const paidAt: string = (await api.get('/GetPaymentHistory', { as: STUDENT })).body.Data.Items[0].PaidAt;
    const codes = async (query: Record<string, string>) =>
      (await api.get('/GetPaymentHistory', { as: STUDENT, query })).body.Data.Items.map((p: { PaidAt: string }) => p.PaidAt);
    expect(await codes({ From: paidAt })).toContain(paidAt);
    expect(await codes({ To: paidAt })).not.toContain(paidAt);
    expect(await codes({ To: new Date(Date.parse(paidAt) + 1).toISOString() })).toContain(paidAt);
  });
});

describe('earnings, bank accounts and withdrawals', () => {
  it('computes the balance and refuses a withdrawal above it', async () => {
    const summary = await api.get('/GetEarningsSummary', { as: TUTOR });
    // Captured prices: 500 + 1500 + 1500 + 450; their fees (25 + 75 + 75 + 20) stay with the platform, said beside them.
    expect(summary.body.Data.Balances).toEqual([{ CurrencyType: 'INR', Earned: 3950, Withdrawn: 0, PendingWithdrawals: 0, Available: 3950, FeesExcluded: 195 }]);
    const tooMuch = await api.post('/RequestWithdrawal', { BankAccountID: 1, Amount: 3951, CurrencyType: 'INR' }, { as: TUTOR });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.Errors[0].Field).toBe('Amount');
    expect((await api.post('/RequestWithdrawal', { BankAccountID: 1, Amount: 5, CurrencyType: 'USD' }, { as: TUTOR })).status).toBe(409);
    const ok = await api.post('/RequestWithdrawal', { BankAccountID: 1, Amount: 3400, CurrencyType: 'INR' }, { as: TUTOR });
    expect(ok.body.Data).toMatchObject({ Status: 'Requested', Amount: 3400, AccountLast4: '4321' });
    const after = await api.get('/GetEarningsSummary', { as: TUTOR });
    expect(after.body.Data.Balances[0]).toMatchObject({ PendingWithdrawals: 3400, Available: 550 });
    expect((await api.post('/RequestWithdrawal', { BankAccountID: 1, Amount: 551, CurrencyType: 'INR' }, { as: TUTOR })).status).toBe(409);
    const listed = await api.get('/GetWithdrawals', { as: TUTOR, query: { Status: 'Requested' } });
    expect(listed.body.Data.Items.map((w: { Amount: number }) => w.Amount)).toEqual([3400]);
    expect((await api.post('/RequestWithdrawal', { BankAccountID: 1, Amount: 1, CurrencyType: 'INR' }, { as: 'tutor-daniel-okafor' })).status).toBe(404);
  });

  it('saves a bank account showing only the last four digits, refusing mismatches and duplicates', async () => {
    const account = { HolderName: 'Asha Rao', AccountNumber: '123456789012', ConfirmAccountNumber: '123456789012', IFSC: 'SBIN0004567', BankName: 'State Bank of India' };
    const mismatch = await api.post('/SaveBankAccount', { ...account, ConfirmAccountNumber: '123456789013' }, { as: TUTOR });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.Errors[0].Field).toBe('ConfirmAccountNumber');
    const saved = await api.post('/SaveBankAccount', account, { as: TUTOR });
    expect(saved.body.Data).toMatchObject({ AccountLast4: '9012', IFSC: 'SBIN0004567' });
    expect(JSON.stringify(saved.body)).not.toContain('123456789012');
    expect((await api.post('/SaveBankAccount', account, { as: TUTOR })).status).toBe(409);
    const list = await api.get('/GetBankAccounts', { as: TUTOR });
    expect(list.body.Data.Items.map((a: { AccountLast4: string }) => a.AccountLast4)).toEqual(['9012', '4321']);
  });
});

describe('tutors, profiles, instant classes, roster', () => {
  it('searches tutors with filters, sort and paging', async () => {
    const maths = await api.get('/SearchTutors', { query: { TopicID: 1, Sort: 'NameAsc' } });
    expect(maths.body.Data.Items.map((t: { Slug: string }) => t.Slug)).toEqual(['demo-tutor', 'kenji-sato']);
    const inr = await api.get('/SearchTutors', { query: { CurrencyType: 'INR', MinPrice: 100, MaxPrice: 1000, Sort: 'PriceDesc' } });
    expect(inr.body.Data.Items.map((t: { Slug: string }) => t.Slug)).toEqual(['meera-iyer', 'demo-tutor']);
    const named = await api.get('/SearchTutors', { query: { Query: 'ASHA' } });
    expect(named.body.Data.Items[0]).toMatchObject({ Slug: 'demo-tutor', Topics: [{ TopicID: 1, TopicName: 'Mathematics' }, { TopicID: 2, TopicName: 'English' }] });
    const paged = await api.get('/SearchTutors', { query: { PageSize: 2, Page: 2, Sort: 'NameAsc' } });
    expect(paged.body.Data).toMatchObject({ Page: 2, PageSize: 2, Total: 5 });
    expect(paged.body.Data.Items).toHaveLength(2);
    const spanish = await api.get('/SearchTutors', { query: { Language: 'es' } });
    expect(spanish.body.Data.Items.map((t: { Slug: string }) => t.Slug)).toEqual(['sofia-garcia']);
    expect((await api.get('/SearchTutors', { query: { CurrencyType: 'INR', MinPrice: 10, MaxPrice: 5 } })).status).toBe(400);
  });

  it('compares rates only within one currency: a price range without CurrencyType is refused; price sorts group by currency', async () => {
    const mixed = await api.get('/SearchTutors', { query: { MinPrice: 100, MaxPrice: 1000 } });
    expect(mixed.status).toBe(400);
    expect(mixed.body.Errors[0].Field).toBe('CurrencyType');
    const gbp = await api.get('/SearchTutors', { query: { CurrencyType: 'GBP', MinPrice: 20, MaxPrice: 40 } });
    expect(gbp.body.Data.Items.map((t: { Slug: string }) => t.Slug)).toEqual(['daniel-okafor']);
    const cheapest = await api.get('/SearchTutors', { query: { Sort: 'PriceAsc' } });
    const rates = cheapest.body.Data.Items.map((t: { HourlyRate: number; CurrencyType: string }) => `${t.HourlyRate} ${t.CurrencyType}`);
    expect(rates).toEqual(['25 EUR', '30 GBP', '500 INR', '800 INR', '3500 JPY']);
  });

  it('says in each search result how many open courses the tutor has: as many as their course page lists', async () => {
    const all = await api.get('/SearchTutors', { query: { Sort: 'NameAsc', PageSize: 100 } });
    for (const tutor of all.body.Data.Items as { Slug: string; OpenCourseCount: number }[]) {
      const page = await api.get('/GetTutorPublicProfile', { query: { Slug: tutor.Slug, IncludeCourses: true } });
      expect(tutor.OpenCourseCount, tutor.Slug).toBe(page.body.Data.Courses.length);
    }
    expect(all.body.Data.Items.find((t: { Slug: string }) => t.Slug === 'demo-tutor').OpenCourseCount).toBeGreaterThan(0);
  });

  it('serves the public page by slug with courses on request, and 404 for an unknown slug', async () => {
    const page = await api.get('/GetTutorPublicProfile', { query: { Slug: 'demo-tutor', IncludeCourses: true } });
    expect(page.body.Data.Tutor).toMatchObject({ FirstName: 'Asha', LastName: 'Rao', Slug: 'demo-tutor' });
    const codes = page.body.Data.UpcomingPrivateClasses.map((c: { ClassLink: string }) => c.ClassLink);
    expect(codes).toEqual(expect.arrayContaining([DEMO.privateClass.code, DEMO.openPrivateClass.code, DEMO.hostedPrivateClass.code]));
    expect(codes).not.toContain(DEMO.paidPrivateClass.code);
    expect(page.body.Data.Courses.find((c: { ClassLink: string }) => c.ClassLink === DEMO.course.code).Sessions).toHaveLength(4);
    const noCourses = await api.get('/GetTutorPublicProfile', { query: { Slug: 'demo-tutor' } });
    expect(noCourses.body.Data.Courses).toBeUndefined();
    expect((await api.get('/GetTutorPublicProfile', { query: { Slug: 'nobody-here' } })).status).toBe(404);
  });

  it('gives the seeded tutors faces: PNG files in its uploads, recorded as their profile photos', async () => {
    const tutor = (await api.get('/GetTutorPublicProfile', { query: { Slug: 'daniel-okafor' } })).body.Data.Tutor;
    const url = new URL(tutor.PhotoURL);
    expect(url.pathname).toMatch(/\/uploads\/face-daniel-okafor\.png$/);
    const served = await fetch(new URL(url.pathname.replace(/^\/api/, ''), server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('names the tutor on every class record with their photo, and the new one once it changes', async () => {
    const before = await api.get('/GetStudentPrivateClass', { as: STUDENT });
    expect(before.body.Data.Items[0]).toMatchObject({ TutorName: 'Asha Rao', TutorSlug: 'demo-tutor' });
    // The seeded face (lib/faces.mjs), until the tutor saves a photo of their own.
    expect(before.body.Data.Items[0].TutorPhotoURL).toMatch(/\/uploads\/face-demo-tutor\.png$/);
    const { UserID: _id, Email: _email, CreatedAt: _created, ...profile } = (await api.get('/GetUserProfile', { as: TUTOR })).body.Data;
    const photo = 'https://cdn.example.com/photos/asha.png';
    const saved = await api.post('/SaveUserProfile', { ...profile, PhotoURL: photo }, { as: TUTOR });
    expect(saved.body.Errors ?? []).toEqual([]);
    expect((await api.get('/GetStudentPrivateClass', { as: STUDENT })).body.Data.Items[0].TutorPhotoURL).toBe(photo);
    expect((await api.get('/GetStudentCourse', { as: STUDENT })).body.Data.Items[0].TutorPhotoURL).toBe(photo);
    expect((await api.get('/GetPrivateClassByCode', { query: { ClassCode: DEMO.privateClass.code }, as: STUDENT })).body.Data.TutorPhotoURL).toBe(photo);
  });

  it('registers a profile, keeps the role and refuses reserved or taken slugs', async () => {
    const uid = 'new-tutor-uid';
    expect((await api.get('/GetUserProfile', { as: uid })).status).toBe(404);
    const base = { Role: 1, FirstName: 'Nia', LastName: 'Long', TimeZone: 'Asia/Kolkata' };
    expect((await api.post('/SaveUserProfile', base, { as: uid })).status).toBe(400);
    // Reserved: a first segment of the route table (messages was missing from the old hand list) or a served page
    // (/index, /app: firebase.json cleanUrls); 400 naming Slug.
    for (const Slug of ['login', 'messages', 'index', 'app']) {
      const refused = await api.post('/SaveUserProfile', { ...base, Slug }, { as: uid });
      expect(refused.status).toBe(400);
      expect(refused.body.Errors).toEqual([{ Field: 'Slug', Message: `The address ${Slug} is a page of the app; choose another.` }]);
    }
    expect((await api.post('/SaveUserProfile', { ...base, Slug: 'demo-tutor' }, { as: uid })).status).toBe(409);
    const saved = await api.post('/SaveUserProfile', { ...base, Slug: 'nia-long', TopicIDs: [6] }, { as: uid });
    expect(saved.body.Data).toMatchObject({ UserID: uid, Role: 1, Email: `${uid}@demo.test`, Slug: 'nia-long', LangID: 1 });
    expect((await api.post('/SaveUserProfile', { ...base, Role: 2 }, { as: uid })).status).toBe(409);
    expect((await api.get('/GetTutorPublicProfile', { query: { Slug: 'nia-long' } })).status).toBe(200);
  });

  it('keeps the role chosen at sign-up with the account: read back before registering, once only, and registration only in it', async () => {
    const uid = 'unfinished-tutor-uid';
    expect((await api.get('/GetAccountRole', { as: uid })).status).toBe(404);
    expect((await api.post('/SaveAccountRole', { Role: 3 }, { as: uid })).status).toBe(400);
    expect((await api.post('/SaveAccountRole', { Role: 1 }, { as: uid })).body.Data).toEqual({ Role: 1, Registered: false });
    expect((await api.post('/SaveAccountRole', { Role: 1 }, { as: uid })).status).toBe(200);
    const other = await api.post('/SaveAccountRole', { Role: 2 }, { as: uid });
    expect(other.status).toBe(409);
    expect(other.body.Errors).toEqual([{ Field: 'Role', Message: 'This account was created for the other role.' }]);
    // Another device, later: the role is still there.
    expect((await api.get('/GetAccountRole', { as: uid })).body.Data).toEqual({ Role: 1, Registered: false });
    const asStudent = await api.post('/SaveUserProfile', { Role: 2, FirstName: 'Nia', LastName: 'Long', TimeZone: 'Asia/Kolkata' }, { as: uid });
    expect(asStudent.status).toBe(409);
    expect((await api.get('/GetUserProfile', { as: uid })).status).toBe(404);
    const saved = await api.post('/SaveUserProfile', { Role: 1, FirstName: 'Nia', LastName: 'Long', TimeZone: 'Asia/Kolkata', Slug: 'nia-teaches', TopicIDs: [6] }, { as: uid });
    expect(saved.status).toBe(200);
    expect((await api.get('/GetAccountRole', { as: uid })).body.Data).toEqual({ Role: 1, Registered: true });
    // Accounts registered before roles were kept answer their registered role.
    expect((await api.get('/GetAccountRole', { as: TUTOR })).body.Data).toEqual({ Role: 1, Registered: true });
  });

  it('registers a phone-only account without an email, and refuses a token that names neither', async () => {
    const student = { Role: 2, FirstName: 'Kiran', LastName: 'Das', TimeZone: 'Asia/Kolkata' };
    const phoneOnly = token('phone-only-uid', { phone: '+15550001111' });
    const saved = await api.post('/SaveUserProfile', student, { as: phoneOnly });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({ UserID: 'phone-only-uid', Role: 2 });
    expect(saved.body.Data.Email).toBeUndefined();
    expect((await api.get('/GetUserProfile', { as: phoneOnly })).body.Data.FirstName).toBe('Kiran');
    const neither = await api.post('/SaveUserProfile', student, { as: token('anonymous-uid') });
    expect(neither.status).toBe(400);
    expect(neither.body.Errors).toEqual([{ Field: 'Authorization', Message: 'The token carries neither an email address nor a phone number.' }]);
  });

  it("returns a student's tutor link and keeps it when a later save leaves it out", async () => {
    const mine = await api.get('/GetUserProfile', { as: STUDENT });
    expect(mine.body.Data).toMatchObject({ Role: 2, SelectedTutorSlug: 'demo-tutor' });
    const { UserID: _id, Email: _email, CreatedAt: _created, SelectedTutorSlug: _tutor, ...rest } = mine.body.Data;
    const saved = await api.post('/SaveUserProfile', { ...rest, TimeZone: 'Europe/Berlin' }, { as: STUDENT });
    expect(saved.body.Data).toMatchObject({ TimeZone: 'Europe/Berlin', SelectedTutorSlug: 'demo-tutor', TopicIDs: [1, 2] });
    expect((await api.get('/GetUserProfile', { as: TUTOR })).body.Data.SelectedTutorSlug).toBeUndefined();
  });

  it('starts an instant class anyone with the code can load', async () => {
    const started = await api.post('/StartInstantClass', { Title: 'Exam doubts' }, { as: TUTOR });
    expect(started.body.Data).toMatchObject({ Title: 'Exam doubts', Status: 'Live', TutorName: 'Asha Rao' });
    const loaded = await api.get('/GetInstantClass', { query: { ClassCode: started.body.Data.ClassCode } });
    expect(loaded.body.Data.ClassCode).toBe(started.body.Data.ClassCode);
    expect((await api.post('/StartInstantClass', { Title: 'x' }, { as: STUDENT })).status).toBe(403);
    expect((await api.get('/GetInstantClass', { query: { ClassCode: 'ICnothere0000000' } })).status).toBe(404);
  });

  it('lists the roster of a paid class for its tutor and students only', async () => {
    const roster = await api.get('/GetClassRoster', { as: STUDENT, query: { ClassCode: DEMO.paidPrivateClass.code } });
    expect(roster.body.Data.Items.map((e: { UserID: string; Role: number }) => [e.UserID, e.Role])).toEqual([[TUTOR, 1], [STUDENT, 2]]);
    expect(roster.body.Data.Items[0].Uid).toBeGreaterThan(0);
    expect((await api.get('/GetClassRoster', { as: 'student-tom-baker', query: { ClassCode: DEMO.paidPrivateClass.code } })).status).toBe(403);
    // Booked but unpaid is not on the roster.
    expect((await api.get('/GetClassRoster', { as: STUDENT, query: { ClassCode: DEMO.privateClass.code } })).status).toBe(403);
  });

  it('lists the tutor’s students with search and paid filters', async () => {
    const all = await api.get('/GetStudentsList', { as: TUTOR });
    expect(all.body.Data.Total).toBe(7);
    const ravi = await api.get('/GetStudentsList', { as: TUTOR, query: { Search: 'RAVI', Paid: true } });
    expect(ravi.body.Data.Items.map((e: { ClassCode: string }) => e.ClassCode).sort()).toEqual(['GCdemo0000000002', DEMO.paidPrivateClass.code]);
  });
});

describe('file upload', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db40000000049454e44ae426082', 'hex');
  const form = (bytes: Buffer, name: string, type = 'image/png') => {
    const f = new FormData();
    f.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return f;
  };
  const upload = (bytes: Buffer, name: string, purpose = 'ProfilePhoto') =>
    api.call('POST', '/FileUpload', { as: STUDENT, query: { Purpose: purpose }, form: form(bytes, name) });

  it('stores a PNG and serves it back under /uploads', async () => {
    const reply = await upload(png, 'me.png');
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatchObject({ Purpose: 'ProfilePhoto', ContentType: 'image/png', Size: png.length });
    const url = new URL(reply.body.Data.FileURL);
    expect(url.origin).toBe(WEB_ORIGIN);
    const served = await fetch(new URL(url.pathname.replace(/^\/api/, ''), server.url));
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a file that is not an image by content, one over 2 MB, and covers from students', async () => {
    const before = (await api.db()).uploads.length;
    const text = await upload(Buffer.from('not an image'), 'fake.png');
    expect(text.status).toBe(400);
    expect(text.body.Errors[0].Field).toBe('file');
    const big = Buffer.concat([png, Buffer.alloc(2_097_152)]);
    const tooBig = await upload(big, 'big.png');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.Errors[0]).toMatchObject({ Field: 'file', Message: expect.stringMatching(/2 MB/) });
    expect((await upload(png, 'c.png', 'CourseCover')).status).toBe(403);
    // Purpose belongs in the query: missing there, or sent as a form part instead, is refused by the document.
    expect((await api.call('POST', '/FileUpload', { as: STUDENT, form: form(png, 'p.png') })).status).toBe(400);
    const withPart = form(png, 'p.png');
    withPart.set('Purpose', 'ProfilePhoto');
    expect((await api.call('POST', '/FileUpload', { as: STUDENT, query: { Purpose: 'ProfilePhoto' }, form: withPart })).status).toBe(400);
    expect((await api.db()).uploads.length).toBe(before);
  });
});

describe('admin API and persistence', () => {
  it('sets up the Pact provider states', async () => {
    expect((await api.state('the demo data is loaded')).status).toBe(200);
    expect((await api.get('/GetPrivateClassStatus', { as: STUDENT, query: { ClassCode: DEMO.privateClass.code } })).body.Data.Paid).toBe(false);
    expect((await api.state(`the demo student has booked ${DEMO.privateClass.code}`)).status).toBe(200);
    const booked = await api.get('/GetStudentPrivateClass', { as: STUDENT });
    expect(booked.body.Data.Items.map((c: { ClassLink: string }) => c.ClassLink)).toContain(DEMO.privateClass.code);
    expect((await api.state(`the demo student has paid ${DEMO.privateClass.code}`)).status).toBe(200);
    expect((await api.get('/GetPrivateClassStatus', { as: STUDENT, query: { ClassCode: DEMO.privateClass.code } })).body.Data).toMatchObject({ Paid: true, PaymentStatus: 'Paid' });
    expect((await api.state('the moon is made of cheese')).status).toBe(400);
  });

  it('moves server time with the test clock: the class lifecycle and the "in the future" checks follow it; reset clears it', async () => {
    const clock = (body?: unknown) =>
      admin(server, '/__admin/clock', body === undefined ? {} : { method: 'POST', body });
    expect((await (await clock()).json()).offsetMs).toBe(0);
    expect((await clock({ offsetMs: 'soon' })).status).toBe(400);
    expect((await clock({ offsetMs: 1, at: '2026-01-01T00:00:00Z' })).status).toBe(400);

    // The mock checks ID tokens on its own clock too, so the tutor's token is issued at server time.
    const asHost = (nowSeconds = Math.floor(Date.now() / 1000)) =>
      api.post('/functions/GenerateAgoraToken', { ChannelName: DEMO.openPrivateClass.code, Role: 1 }, { as: token(TUTOR, { email: 'tutor@demo.test', nowSeconds }) });
    const refused = await asHost();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ Reason: 'not-open-yet' });
    const moved = (await (await clock({ at: refused.body.OpensAt })).json()) as { now: string; offsetMs: number };
    expect(Math.abs(Date.parse(moved.now) - Date.parse(refused.body.OpensAt))).toBeLessThan(2000);
    expect((await asHost()).status).toBe(401);
    const issued = await asHost(Math.floor(Date.parse(moved.now) / 1000));
    expect(issued.status).toBe(200);
    expect(issued.body.Data.ExpiresAt * 1000 - Date.parse(refused.body.OpensAt)).toBeGreaterThan(3_500_000);

    // Half an hour from real time is in the past for a server an hour ahead.
    await clock({ offsetMs: 3_600_000 });
    const past = await api.post('/SavePrivateClass', newClass({ DateTime: new Date(Date.now() + 30 * 60_000).toISOString() }), { as: TUTOR });
    expect(past.status).toBe(400);
    await api.reset();
    expect((await (await clock()).json()).offsetMs).toBe(0);
    expect((await api.post('/SavePrivateClass', newClass({ DateTime: new Date(Date.now() + 30 * 60_000).toISOString() }), { as: TUTOR })).status).toBe(200);
  });

  it('resets to a seed built at a given instant, with the test clock there: the same dates on every run', async () => {
    const reset = (body?: unknown) => admin(server, '/__admin/reset', { method: 'POST', ...(body === undefined ? {} : { body }) });
    expect((await reset({ at: 'next Monday' })).status).toBe(400);
    const at = '2026-03-02T06:00:00.000Z';
    const dates = async () => {
      expect((await reset({ at })).status).toBe(200);
      const db = await api.db();
      return { seededAt: db.meta.seededAt, classes: db.privateClasses.map((c: { DateTime: string }) => c.DateTime) };
    };
    const first = await dates();
    expect(Date.parse(first.seededAt)).toBe(Date.parse(at));
    expect(first.classes).toContain('2026-03-04T05:00:00Z');
    const clock = (await (await admin(server, '/__admin/clock')).json()) as { now: string };
    expect(Math.abs(Date.parse(clock.now) - Date.parse(at))).toBeLessThan(5_000);
    expect(await dates()).toEqual(first);
    await api.reset();
    expect((await (await admin(server, '/__admin/clock')).json()).offsetMs).toBe(0);
  });

  it('injects faults for chosen paths, for the next N requests only, and clears them on reset', async () => {
    const set = (rules: unknown) => admin(server, '/__admin/faults', { method: 'POST', body: { rules } });
    expect((await set([{ path: 'GetAllTopics', status: 418 }])).status).toBe(400);
    await set([
      { path: '/GetAllTopics', status: 503, retryAfter: 2, times: 1 },
      { path: '/SearchTutors', malformed: true },
      { path: '/GetInstantClass', drop: true },
    ]);
    const unavailable = await api.get('/GetAllTopics');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('Retry-After')).toBe('2');
    expect((await api.get('/GetAllTopics')).status).toBe(200);
    expect(typeof (await api.get('/SearchTutors')).body).toBe('string');
    await expect(api.get('/GetInstantClass', { query: { ClassCode: 'ICdemo0000000001' } })).rejects.toThrow();
    await api.reset();
    expect((await api.get('/SearchTutors')).body.StatusCode).toBe(200);
  });

  it("with after: true runs the handler, then loses its answer: a saved payment's retry returns the same record, stored once", async () => {
    const set = (rules: unknown) => admin(server, '/__admin/faults', { method: 'POST', body: { rules } });
    expect((await set([{ path: '/SavePrivateClassPaymentDetails', after: true }])).status).toBe(400);
    const order = await api.post('/CreateOrder', { ClassCode: DEMO.privateClass.code, Kind: 'PrivateClass' }, { as: STUDENT });
    const paid = await (await payAtProvider(order.body.Data.id)).json();
    const claim = { ClassCode: DEMO.privateClass.code, PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id, Signature: paid.razorpay_signature };
    await set([
      { path: '/SavePrivateClassPaymentDetails', status: 503, after: true, times: 1 },
      { path: '/SavePrivateClassPaymentDetails', drop: true, after: true, times: 1 },
    ]);
    expect((await api.post('/SavePrivateClassPaymentDetails', claim, { as: STUDENT })).status).toBe(503);
    const stored = () => api.db().then((db) => db.payments.filter((p: { PaymentID: string }) => p.PaymentID === paid.razorpay_payment_id));
    expect(await stored()).toEqual([expect.objectContaining({ Status: 'captured' })]);
    await expect(api.post('/SavePrivateClassPaymentDetails', claim, { as: STUDENT })).rejects.toThrow();
    const retry = await api.post('/SavePrivateClassPaymentDetails', claim, { as: STUDENT });
    expect([retry.status, retry.body.Data.Status]).toEqual([200, 'captured']);
    expect(await stored()).toHaveLength(1);
  });

  it('opens a data file that lacks a collection added later, adding it empty', async () => {
    await withDataFile(async (file) => {
      const first = await startMock(file);
      await first.close();
      // As a store written before `uploads` existed: no such collection on disk.
      const { DatabaseSync } = await import('node:sqlite');
      const stored = new DatabaseSync(file);
      stored.exec("DELETE FROM records WHERE collection = 'uploads'");
      const listed = JSON.parse((stored.prepare("SELECT value FROM meta WHERE key = 'collections'").get() as { value: string }).value) as string[];
      stored.prepare("UPDATE meta SET value = ? WHERE key = 'collections'").run(JSON.stringify(listed.filter((name) => name !== 'uploads')));
      stored.close();
      const second = await startMock(file, false);
      expect((await client(second).db()).uploads).toEqual([]);
      await second.close();
    });
  });

  it('keeps data across a restart and goes back to the seed on reset', async () => {
    await withDataFile(async (file) => {
      const first = await startMock(file);
      const saved = await client(first).post('/SavePrivateClass', newClass({ ClassName: 'Survives restarts' }), { as: TUTOR });
      expect(saved.status).toBe(200);
      await first.close();

      const second = await startMock(file, false);
      const again = client(second);
      const list = await again.get('/GetPrivateClass', { as: TUTOR, query: { PageSize: 100 } });
      expect(list.body.Data.Items.map((c: { ClassName: string }) => c.ClassName)).toContain('Survives restarts');
      await again.reset();
      const afterReset = await again.get('/GetPrivateClass', { as: TUTOR, query: { PageSize: 100 } });
      expect(afterReset.body.Data.Items.map((c: { ClassName: string }) => c.ClassName)).not.toContain('Survives restarts');
      await second.close();
    });
  });
});
