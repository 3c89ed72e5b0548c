// A tutor's bookable hours against the mock backend over HTTP (issue 39): who may read and save them, the rules the
// backend refuses with 400 by field, and the open slots anyone reads, on the mock's test clock.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { ledgerOf, writeRow, type MockDb } from '../payment-faults/ledger';
import { admin, atProvider, mockPerFile, STUDENT, token, TUTOR } from './support';

const { server, api } = mockPerFile({ webhooks: 'off' });
const OTHER_STUDENT = 'student-priya-shah';

/** Monday 1 March 2027, 00:00 UTC: the clock is set a week before it, so the week asked for is ahead. */
const WEEK = '2027-03-01T00:00:00Z';
const DAY = 86_400_000;

const hours = {
  TimeZone: 'Asia/Kolkata',
  CurrencyType: 'INR',
  Weekly: [
    { Day: 3, From: '16:00', To: '18:00' },
    { Day: 1, From: '09:00', To: '11:00' },
  ],
  Overrides: [{ Date: '2027-03-10', Ranges: [] }],
  Lengths: [
    { Minutes: 60, Price: 800, TransactionFees: 40 },
    { Minutes: 30, Price: 450, TransactionFees: 20 },
  ],
  BufferMinutes: 0,
  MinNoticeHours: 12,
  HorizonDays: 84,
  Trial: { Minutes: 30, Price: 200, TransactionFees: 10 },
};

/** The mock's clock at `iso`, and the tutor's token of that time (one of today would have expired by then). */
async function clockAt(iso: string) {
  expect((await admin(server, '/__admin/clock', { method: 'POST', body: { at: iso } })).status).toBe(200);
  const seconds = Math.floor(Date.parse(iso) / 1000);
  return (uid: string) => token(uid, { email: `${uid}@demo.test`, nowSeconds: seconds });
}

const slotsOf = (query: Record<string, string | number | boolean>) =>
  api.get('/GetOpenSlots', { query: { Slug: DEMO.tutor.slug, From: WEEK, To: new Date(Date.parse(WEEK) + 7 * DAY).toISOString(), ...query } });

describe('GetAvailability and SaveAvailability', () => {
  it('a tutor who never saved reads a starting point; saving keeps the hours, ranges sorted by day, and reading gives them back', async () => {
    const first = (await api.get('/GetAvailability', { as: TUTOR })).body.Data;
    expect(first.UpdatedAt).toBeNull();
    expect(first.Availability).toMatchObject({ TimeZone: 'Asia/Kolkata', Weekly: [], Trial: null });
    expect(first.Availability.Lengths).toHaveLength(1);
    const saved = await api.post('/SaveAvailability', hours, { as: TUTOR });
    expect(saved.status).toBe(200);
    expect(saved.body.Data.Availability.Weekly.map((r: { Day: number }) => r.Day)).toEqual([1, 3]);
    expect(Date.parse(saved.body.Data.UpdatedAt)).not.toBeNaN();
    expect((await api.get('/GetAvailability', { as: TUTOR })).body.Data).toEqual(saved.body.Data);
    // Saving again replaces the hours: one record per tutor.
    await api.post('/SaveAvailability', { ...hours, Trial: null }, { as: TUTOR });
    const db = await api.db();
    expect(db.availability.filter((a: { TutorID: string }) => a.TutorID === TUTOR)).toHaveLength(1);
    expect((await api.get('/GetAvailability', { as: TUTOR })).body.Data.Availability.Trial).toBeNull();
  });

  it('refuses a student (403) and the signed-out (401), and stores nothing', async () => {
    expect((await api.get('/GetAvailability', { as: STUDENT })).status).toBe(403);
    expect((await api.post('/SaveAvailability', hours, { as: STUDENT })).status).toBe(403);
    expect((await api.post('/SaveAvailability', hours)).status).toBe(401);
    expect((await api.db()).availability).toEqual([]);
  });

  it('refuses hours that break a rule with 400 naming each field, and keeps what was saved before', async () => {
    await api.post('/SaveAvailability', hours, { as: TUTOR });
    const bad = await api.post(
      '/SaveAvailability',
      { ...hours, Weekly: [{ Day: 1, From: '10:00', To: '09:00' }, { Day: 2, From: '09:00', To: '12:00' }, { Day: 2, From: '11:00', To: '13:00' }], Lengths: [{ Minutes: 60, Price: 800, TransactionFees: 40 }, { Minutes: 60, Price: 900, TransactionFees: 40 }] },
      { as: TUTOR },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.Errors.map((e: { Field: string }) => e.Field)).toEqual(['Weekly[0].To', 'Weekly[2].From', 'Lengths[1].Minutes']);
    // What the contract's schema refuses is refused before the rules: a time that is not HH:MM, a free regular lesson.
    expect((await api.post('/SaveAvailability', { ...hours, Weekly: [{ Day: 1, From: '9am', To: '11:00' }] }, { as: TUTOR })).status).toBe(400);
    expect((await api.post('/SaveAvailability', { ...hours, Lengths: [{ Minutes: 60, Price: 0, TransactionFees: 0 }] }, { as: TUTOR })).status).toBe(400);
    expect((await api.get('/GetAvailability', { as: TUTOR })).body.Data.Availability.Weekly).toEqual([
      { Day: 1, From: '09:00', To: '11:00' },
      { Day: 3, From: '16:00', To: '18:00' },
    ]);
  });
});

describe('GetOpenSlots', () => {
  it('gives anyone the open slots of a length in a week, with its price, and the next open time', async () => {
    await clockAt(new Date(Date.parse(WEEK) - 7 * DAY).toISOString());
    await api.post('/SaveAvailability', hours, { as: token(TUTOR, { email: 'tutor@demo.test', nowSeconds: Math.floor((Date.parse(WEEK) - 7 * DAY) / 1000) }) });
    const reply = await slotsOf({ Minutes: 60 });
    expect(reply.status).toBe(200);
    // Monday 09:00–11:00 Kolkata (03:30–05:30 UTC) and Wednesday 16:00–18:00 (10:30–12:30 UTC), hourly lessons.
    expect(reply.body.Data).toMatchObject({
      Slug: DEMO.tutor.slug,
      TimeZone: 'Asia/Kolkata',
      Minutes: 60,
      Price: 800,
      TransactionFees: 40,
      CurrencyType: 'INR',
      Trial: false,
      Slots: ['2027-03-01T03:30:00Z', '2027-03-01T04:00:00Z', '2027-03-01T04:30:00Z', '2027-03-03T10:30:00Z', '2027-03-03T11:00:00Z', '2027-03-03T11:30:00Z'],
    });
    // Now is Monday 22 February 00:00 UTC: that morning's hours (from 03:30 UTC) are within the 12 hours' notice, so
    // the first open time is Wednesday's.
    expect(reply.body.Data.NextOpenAt).toBe('2027-02-24T10:30:00Z');
    const trial = await slotsOf({ Trial: true });
    expect(trial.body.Data).toMatchObject({ Minutes: 30, Price: 200, TransactionFees: 10, Trial: true });
    expect(trial.body.Data.Slots).toHaveLength(8);
    // The override: Wednesday 10 March is a day off.
    const next = await api.get('/GetOpenSlots', { query: { Slug: DEMO.tutor.slug, From: '2027-03-08T00:00:00Z', To: '2027-03-15T00:00:00Z' } });
    expect(next.body.Data.Slots).toEqual(['2027-03-08T03:30:00Z', '2027-03-08T04:00:00Z', '2027-03-08T04:30:00Z']);
  });

  it('leaves out what is on the tutor’s calendar', async () => {
    const as = await clockAt(new Date(Date.parse(WEEK) - 7 * DAY).toISOString());
    await api.post('/SaveAvailability', hours, { as: as(TUTOR) });
    const created = await api.post(
      '/SavePrivateClass',
      { ClassName: 'Vectors', Duration: 60, DateTime: '2027-03-01T04:00:00Z', Price: 500, TransactionFees: 25, CurrencyType: 'INR' },
      { as: as(TUTOR) },
    );
    expect(created.status).toBe(200);
    expect((await slotsOf({ Minutes: 30 })).body.Data.Slots.filter((s: string) => s.startsWith('2027-03-01'))).toEqual(['2027-03-01T03:30:00Z', '2027-03-01T05:00:00Z']);
  });

  it('refuses a length not offered, a trial not offered, a window backwards or over 92 days, and an unknown tutor', async () => {
    await api.post('/SaveAvailability', { ...hours, Trial: null }, { as: TUTOR });
    expect((await slotsOf({ Minutes: 45 })).body.Errors).toEqual([{ Field: 'Minutes', Message: 'This tutor does not offer 45-minute lessons.' }]);
    expect((await slotsOf({ Trial: true })).body.Errors[0].Field).toBe('Trial');
    expect((await slotsOf({ To: '2027-02-01T00:00:00Z' })).status).toBe(400);
    expect((await slotsOf({ To: '2027-06-15T00:00:00Z' })).status).toBe(400);
    expect((await api.get('/GetOpenSlots', { query: { Slug: 'no-such-tutor', From: WEEK, To: '2027-03-08T00:00:00Z' } })).status).toBe(404);
  });

  it('answers no slots for a tutor who never saved hours', async () => {
    const reply = await slotsOf({});
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatchObject({ Slots: [], NextOpenAt: null, Lessons: [] });
  });

  it('lists every lesson the tutor offers in every answer, the trial first, each at its own price and fees', async () => {
    const three = { ...hours, Lengths: [{ Minutes: 45, Price: 600, TransactionFees: 30 }, { Minutes: 60, Price: 800, TransactionFees: 40 }, { Minutes: 90, Price: 1150, TransactionFees: 55 }] };
    expect((await api.post('/SaveAvailability', three, { as: TUTOR })).status).toBe(200);
    const lessons = [
      { Minutes: 30, Price: 200, TransactionFees: 10, CurrencyType: 'INR', Trial: true },
      { Minutes: 45, Price: 600, TransactionFees: 30, CurrencyType: 'INR', Trial: false },
      { Minutes: 60, Price: 800, TransactionFees: 40, CurrencyType: 'INR', Trial: false },
      { Minutes: 90, Price: 1150, TransactionFees: 55, CurrencyType: 'INR', Trial: false },
    ];
    // Whatever is asked (no length: the first; a length; the trial), the same list; each answer's own terms are its entry's.
    const asks: [Record<string, number | boolean>, unknown][] = [
      [{}, lessons[1]],
      [{ Minutes: 90 }, lessons[3]],
      [{ Trial: true }, lessons[0]],
    ];
    for (const [query, asked] of asks) {
      const reply = (await slotsOf(query)).body.Data;
      expect(reply.Lessons).toEqual(lessons);
      expect({ Minutes: reply.Minutes, Price: reply.Price, TransactionFees: reply.TransactionFees, CurrencyType: reply.CurrencyType, Trial: reply.Trial }).toEqual(asked);
    }
    // Without a trial, the lengths alone; a visitor is not told about trials had (TrialUsed is for a signed-in student).
    await api.post('/SaveAvailability', { ...three, Trial: null }, { as: TUTOR });
    const plain = (await slotsOf({})).body.Data;
    expect(plain.Lessons.map((l: { Minutes: number; Trial: boolean }) => [l.Minutes, l.Trial])).toEqual([[45, false], [60, false], [90, false]]);
    expect(plain).not.toHaveProperty('TrialUsed');
  });
});

describe('SearchTutors by free time, and each tutor\'s next open time', () => {
  it('finds the tutors free when the student wants (their zone), and says when each is next open', async () => {
    const as = await clockAt(new Date(Date.parse(WEEK) - 7 * DAY).toISOString());
    await api.post('/SaveAvailability', hours, { as: as(TUTOR) });
    const search = (query: Record<string, string>) => api.get('/SearchTutors', { query: { PageSize: 50, ...query } });
    const slugs = async (query: Record<string, string>) => (await search(query)).body.Data.Items.map((t: { Slug: string }) => t.Slug);
    // Monday 09:00–11:00 Kolkata is Sunday 22:30–00:30 in New York (EST): a New York student free Sunday nights finds them.
    expect(await slugs({ FreeDays: '7', FreeFrom: '22:00', FreeTo: '23:59', TimeZone: 'America/New_York' })).toEqual([DEMO.tutor.slug]);
    expect(await slugs({ FreeDays: '1', FreeFrom: '22:00', FreeTo: '23:59', TimeZone: 'America/New_York' })).toEqual([]);
    // Wednesday 16:00–18:00 Kolkata, in Kolkata.
    expect(await slugs({ FreeDays: '3', FreeFrom: '17:00', FreeTo: '20:00', TimeZone: 'Asia/Kolkata' })).toEqual([DEMO.tutor.slug]);
    // Less than half an hour in common is not free.
    expect(await slugs({ FreeDays: '3', FreeFrom: '17:40', FreeTo: '20:00', TimeZone: 'Asia/Kolkata' })).toEqual([]);
    const card = (await search({ Query: 'Asha' })).body.Data.Items[0];
    expect(card.NextOpenAt).toBe('2027-02-24T10:30:00Z');
    expect((await api.get('/GetTutorPublicProfile', { query: { Slug: DEMO.tutor.slug } })).body.Data.Tutor.NextOpenAt).toBe('2027-02-24T10:30:00Z');
    expect((await search({ FreeDays: '8' })).status).toBe(400);
    expect((await search({ FreeFrom: '10:00', FreeTo: '10:00' })).status).toBe(400);
  });
});

describe('HoldSlot: a student books a time from the tutor\'s hours', () => {
  const NOW = new Date(Date.parse(WEEK) - 7 * DAY).toISOString();
  const MONDAY_0930 = '2027-03-01T04:00:00Z'; // 09:30 in Kolkata
  let as: (uid: string) => string;

  const hold = (who: string, body: Record<string, unknown>) => api.post('/HoldSlot', { Slug: DEMO.tutor.slug, ...body }, { as: as(who) });
  const open = async (minutes = 60) => (await slotsOf({ Minutes: minutes })).body.Data.Slots as string[];

  /** Orders the class for `who`, pays at the provider, and reports it as the browser does; the stored record. */
  async function payFor(code: string, who: string, report = true) {
    const order = await api.post('/CreateOrder', { ClassCode: code, Kind: 'PrivateClass' }, { as: as(who) });
    expect(order.status).toBe(200);
    const paid = (await atProvider(server, 'pay', order.body.Data.id)).body as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    const claim = { ClassCode: code, PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id, Signature: paid.razorpay_signature };
    if (!report) return claim;
    const saved = await api.post('/SavePrivateClassPaymentDetails', claim, { as: as(who) });
    expect(saved.status).toBe(200);
    return saved.body.Data;
  }

  /** The mock's clock `minutes` later; tokens of that time. */
  async function later(minutes: number) {
    const current = (await (await admin(server, '/__admin/clock')).json()) as { now: string };
    as = await clockAt(new Date(Date.parse(current.now) + minutes * 60_000).toISOString());
  }

  beforeEach(async () => {
    as = await clockAt(NOW);
    expect((await api.post('/SaveAvailability', hours, { as: as(TUTOR) })).status).toBe(200);
  });

  it('holds the slot for its student for 10 minutes: nobody else sees it or can book it; paid, it is a private class like any other', async () => {
    const held = await hold(STUDENT, { Start: MONDAY_0930, Minutes: 60 });
    expect(held.status).toBe(200);
    const pc = held.body.Data;
    expect(pc).toMatchObject({ ClassName: '60-minute lesson with Asha Rao', DateTime: MONDAY_0930, Duration: 60, Price: 800, TransactionFees: 40, CurrencyType: 'INR', Status: 'Scheduled' });
    expect(Date.parse(pc.HeldUntil) - Date.parse(NOW)).toBeLessThanOrEqual(10 * 60_000);
    expect(Date.parse(pc.HeldUntil) - Date.parse(NOW)).toBeGreaterThan(9 * 60_000);
    // Gone from the open slots (and the half hours it covers), for everyone.
    expect(await open()).not.toContain(MONDAY_0930);
    expect(await open(30)).not.toContain('2027-03-01T04:30:00Z');
    // Another student cannot hold it, read it or order it.
    expect((await hold(OTHER_STUDENT, { Start: MONDAY_0930, Minutes: 60 })).status).toBe(409);
    expect((await api.get('/GetPrivateClassByCode', { as: as(OTHER_STUDENT), query: { ClassCode: pc.ClassLink } })).status).toBe(404);
    expect((await api.post('/CreateOrder', { ClassCode: pc.ClassLink, Kind: 'PrivateClass' }, { as: as(OTHER_STUDENT) })).status).toBe(409);
    // The same press again: the same hold.
    expect((await hold(STUDENT, { Start: MONDAY_0930, Minutes: 60 })).body.Data.ClassLink).toBe(pc.ClassLink);
    // Not on the tutor's list or public page until paid.
    expect((await api.get('/GetPrivateClass', { as: as(TUTOR) })).body.Data.Items.map((c: { ClassLink: string }) => c.ClassLink)).not.toContain(pc.ClassLink);
    const record = await payFor(pc.ClassLink, STUDENT);
    expect(record).toMatchObject({ Status: 'captured', Amount: 840 });
    const tutorView = (await api.get('/GetPrivateClass', { as: as(TUTOR) })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === pc.ClassLink);
    expect(tutorView).toMatchObject({ ClassName: '60-minute lesson with Asha Rao', DateTime: MONDAY_0930 });
    expect(tutorView.HeldUntil).toBeUndefined();
    const studentView = (await api.get('/GetStudentPrivateClass', { as: as(STUDENT) })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === pc.ClassLink);
    expect(studentView).toMatchObject({ Paid: true });
    expect(await open()).not.toContain(MONDAY_0930);
    const ledger = ledgerOf((await api.db()) as MockDb, [pc.ClassLink]);
    expect(ledger).toMatchObject({ captures: 1, records: 1, lost: 0, duplicated: 0, misrecorded: 0 });
  });

  it('two students race for one slot: the second is refused before paying, never charged', async () => {
    const first = await hold(STUDENT, { Start: MONDAY_0930, Minutes: 60 });
    const second = await hold(OTHER_STUDENT, { Start: MONDAY_0930, Minutes: 60 });
    expect(second.status).toBe(409);
    expect(second.body.Errors).toEqual([{ Field: 'Start', Message: 'This time is not open any more: choose another one.' }]);
    await payFor(first.body.Data.ClassLink, STUDENT);
    const db = (await api.db()) as MockDb;
    const ledger = ledgerOf(db, [first.body.Data.ClassLink]);
    writeRow({ case: 'two students race for one slot of the tutor\'s hours (the second refused before paying)', layer: 'service', ...ledger });
    expect(ledger).toMatchObject({ captures: 1, records: 1, lost: 0, duplicated: 0, misrecorded: 0 });
    expect(db.orders.filter((o) => o.StudentID === OTHER_STUDENT && o.ClassCode === first.body.Data.ClassLink)).toEqual([]);
    expect(db.providerPayments.filter((p) => db.orders.some((o) => o.id === p.OrderID && o.StudentID === OTHER_STUDENT && o.ClassCode === first.body.Data.ClassLink))).toEqual([]);
  });

  it('a hold that ran out frees the slot; its student paying late after another booked it is refunded automatically and told so', async () => {
    const first = (await hold(STUDENT, { Start: MONDAY_0930, Minutes: 60 })).body.Data;
    // The first student ordered in time and is at the provider's checkout when the hold runs out.
    const order = await api.post('/CreateOrder', { ClassCode: first.ClassLink, Kind: 'PrivateClass' }, { as: as(STUDENT) });
    expect(order.status).toBe(200);
    await later(11);
    expect(await open()).toContain(MONDAY_0930);
    const second = (await hold(OTHER_STUDENT, { Start: MONDAY_0930, Minutes: 60 })).body.Data;
    await payFor(second.ClassLink, OTHER_STUDENT);
    // The first student's payment goes through at the provider now: the backend gives it back.
    const paid = (await atProvider(server, 'pay', order.body.Data.id)).body as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    const saved = await api.post('/SavePrivateClassPaymentDetails', { ClassCode: first.ClassLink, PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id, Signature: paid.razorpay_signature }, { as: as(STUDENT) });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({ Status: 'refunded', RefundReason: 'This time was booked by someone else while your hold had run out.' });
    // A new order for the released time is refused, and the released class is nobody's.
    expect((await api.post('/CreateOrder', { ClassCode: first.ClassLink, Kind: 'PrivateClass' }, { as: as(STUDENT) })).status).toBe(409);
    expect((await api.get('/GetStudentPrivateClass', { as: as(STUDENT) })).body.Data.Items.map((c: { ClassLink: string }) => c.ClassLink)).not.toContain(first.ClassLink);
    const ledger = ledgerOf((await api.db()) as MockDb, [first.ClassLink, second.ClassLink]);
    writeRow({ case: 'a slot of the tutor\'s hours booked by another while the first student\'s hold ran out (the late capture refunded)', layer: 'service', ...ledger });
    expect(ledger).toMatchObject({ captures: 2, records: 2, refunds: 1, lost: 0, duplicated: 0, misrecorded: 0 });
  });

  it('a hold that ran out with the slot still free is paid late and kept', async () => {
    const first = (await hold(STUDENT, { Start: MONDAY_0930, Minutes: 60 })).body.Data;
    await later(15);
    const record = await payFor(first.ClassLink, STUDENT);
    expect(record.Status).toBe('captured');
    expect(await open()).not.toContain(MONDAY_0930);
  });

  it('one trial per student per tutor; holding another slot releases the earlier hold', async () => {
    const trial = await hold(STUDENT, { Start: MONDAY_0930, Trial: true });
    expect(trial.body.Data).toMatchObject({ ClassName: 'Trial lesson with Asha Rao', Duration: 30, Price: 200, Trial: true });
    // Holding another slot (here a second trial) releases the first: its time is open again.
    const moved = await hold(STUDENT, { Start: '2027-03-01T05:00:00Z', Trial: true });
    expect(moved.status).toBe(200);
    expect(await open(30)).toContain(MONDAY_0930);
    // GetOpenSlots tells a signed-in student whether their trial was had: a hold alone is not.
    const trialUsed = async (who?: string) =>
      (await api.get('/GetOpenSlots', { query: { Slug: DEMO.tutor.slug, From: WEEK, To: '2027-03-08T00:00:00Z' }, ...(who ? { as: as(who) } : {}) })).body.Data.TrialUsed as boolean | undefined;
    expect(await trialUsed(STUDENT)).toBe(false);
    await payFor(moved.body.Data.ClassLink, STUDENT);
    expect(await trialUsed(STUDENT)).toBe(true);
    expect(await trialUsed(OTHER_STUDENT)).toBe(false);
    expect(await trialUsed(TUTOR)).toBeUndefined();
    expect(await trialUsed()).toBeUndefined();
    const again = await hold(STUDENT, { Start: '2027-03-03T10:30:00Z', Trial: true });
    expect(again.status).toBe(409);
    expect(again.body.Errors[0].Field).toBe('Trial');
    // Another student may have their own trial.
    expect((await hold(OTHER_STUDENT, { Start: '2027-03-03T10:30:00Z', Trial: true })).status).toBe(200);
  });

  it('refuses a time that is not an open slot, a tutor, and lengths or trials not offered', async () => {
    expect((await hold(STUDENT, { Start: '2027-03-01T04:10:00Z', Minutes: 60 })).status).toBe(409); // off the grid
    expect((await hold(STUDENT, { Start: '2027-03-02T04:00:00Z', Minutes: 60 })).status).toBe(409); // Tuesday: no hours
    expect((await hold(STUDENT, { Start: '2027-03-01T05:00:00Z', Minutes: 60 })).status).toBe(409); // runs past 11:00
    expect((await hold(STUDENT, { Start: MONDAY_0930, Minutes: 45 })).status).toBe(400);
    expect((await hold(TUTOR, { Start: MONDAY_0930, Minutes: 60 })).status).toBe(403);
    expect((await api.post('/HoldSlot', { Slug: 'no-such-tutor', Start: MONDAY_0930 }, { as: as(STUDENT) })).status).toBe(404);
    expect((await api.db()).privateClasses.filter((c: { Hold?: unknown }) => c.Hold)).toEqual([]);
  });
});
