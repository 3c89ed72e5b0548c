// A tutor's bookable hours against the mock backend over HTTP (issue 39): who may read and save them, the rules the
// backend refuses with 400 by field, and the open slots anyone reads, on the mock's test clock.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { admin, mockPerFile, STUDENT, token, TUTOR } from './support';

const { server, api } = mockPerFile();

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

  it('refuses a length not offered, a trial not offered, a window backwards or over a month, and an unknown tutor', async () => {
    await api.post('/SaveAvailability', { ...hours, Trial: null }, { as: TUTOR });
    expect((await slotsOf({ Minutes: 45 })).body.Errors).toEqual([{ Field: 'Minutes', Message: 'This tutor does not offer 45-minute lessons.' }]);
    expect((await slotsOf({ Trial: true })).body.Errors[0].Field).toBe('Trial');
    expect((await slotsOf({ To: '2027-02-01T00:00:00Z' })).status).toBe(400);
    expect((await slotsOf({ To: '2027-04-15T00:00:00Z' })).status).toBe(400);
    expect((await api.get('/GetOpenSlots', { query: { Slug: 'no-such-tutor', From: WEEK, To: '2027-03-08T00:00:00Z' } })).status).toBe(404);
  });

  it('answers no slots for a tutor who never saved hours', async () => {
    const reply = await slotsOf({});
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatchObject({ Slots: [], NextOpenAt: null });
  });
});
