// Issue 40: ListPublicTutors' UpdatedAt (added beyond the spec), the sitemap's <lastmod>: when what a tutor's public page
// shows last changed (mock-server/lib/store.mjs, publicPageUpdatedAt): a profile save that changes what it shows, the
// bookable hours, a course created or edited. Another tutor's save, or a save that changes nothing shown, moves nothing.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { admin, mockPerFile, STUDENT, token, TUTOR } from './support';

const { server, api } = mockPerFile({ webhooks: 'off' });
const OTHER = { uid: 'tutor-meera-iyer', slug: 'meera-iyer' };

/** The mock's clock at `iso`; a caller's token of that time. */
async function clockAt(iso: string) {
  expect((await admin(server, '/__admin/clock', { method: 'POST', body: { at: iso } })).status).toBe(200);
  const seconds = Math.floor(Date.parse(iso) / 1000);
  return (uid: string) => token(uid, { email: `${uid}@demo.test`, nowSeconds: seconds });
}

/** Each listed tutor's UpdatedAt, by slug (read signed in: not counted by the public-read limit). */
async function updatedAt(as: string): Promise<Record<string, string>> {
  const listed = await api.get('/ListPublicTutors', { as });
  expect(listed.status).toBe(200);
  return Object.fromEntries(listed.body.Data.Items.map((tutor: { Slug: string; UpdatedAt: string }) => [tutor.Slug, tutor.UpdatedAt]));
}

async function profileOf(as: string) {
  const { UserID: _id, Email: _email, CreatedAt: _created, ...profile } = (await api.get('/GetUserProfile', { as })).body.Data;
  return profile;
}

describe('ListPublicTutors’ UpdatedAt: when a tutor’s page last changed', () => {
  it('is the registration time for a page never changed, and moves with a profile save that changes the page, for that tutor only', async () => {
    const seeded = await updatedAt(STUDENT);
    // Seeded tutors: their registration (the demo seed's CreatedAt).
    expect(seeded[DEMO.tutor.slug]).toBe('2026-01-10T09:00:00Z');
    expect(Object.values(seeded).every((time) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(time))).toBe(true);

    const as = await clockAt('2027-02-01T10:00:00Z');
    const profile = await profileOf(as(TUTOR));
    expect((await api.post('/SaveUserProfile', { ...profile, Bio: `${profile.Bio ?? ''} Now with exam practice.` }, { as: as(TUTOR) })).status).toBe(200);
    const saved = await updatedAt(as(STUDENT));
    expect(saved[DEMO.tutor.slug]).toBe('2027-02-01T10:00:00Z');
    // Another tutor's page has not changed.
    expect(saved[OTHER.slug]).toBe(seeded[OTHER.slug]);

    // A save that changes nothing the page shows (the language of the app) leaves it.
    const later = await clockAt('2027-02-02T10:00:00Z');
    const again = await profileOf(later(TUTOR));
    expect((await api.post('/SaveUserProfile', { ...again, LangID: again.LangID === 1 ? 2 : 1 }, { as: later(TUTOR) })).status).toBe(200);
    expect((await updatedAt(later(STUDENT)))[DEMO.tutor.slug]).toBe('2027-02-01T10:00:00Z');

    // The other tutor's own save moves theirs.
    const other = await profileOf(later(OTHER.uid));
    expect((await api.post('/SaveUserProfile', { ...other, HourlyRate: (other.HourlyRate ?? 500) + 50 }, { as: later(OTHER.uid) })).status).toBe(200);
    const both = await updatedAt(later(STUDENT));
    expect(both[OTHER.slug]).toBe('2027-02-02T10:00:00Z');
    expect(both[DEMO.tutor.slug]).toBe('2027-02-01T10:00:00Z');
  });

  it('moves when the tutor saves their bookable hours, and when they create or edit a course', async () => {
    const hoursAt = await clockAt('2027-02-03T08:30:00Z');
    const current = (await api.get('/GetAvailability', { as: hoursAt(TUTOR) })).body.Data.Availability;
    expect((await api.post('/SaveAvailability', { ...current, BufferMinutes: 15 }, { as: hoursAt(TUTOR) })).status).toBe(200);
    expect((await updatedAt(hoursAt(STUDENT)))[DEMO.tutor.slug]).toBe('2027-02-03T08:30:00Z');

    const courseAt = await clockAt('2027-02-04T12:00:00Z');
    const course = await api.post('/SaveTutorCourse', { CourseName: 'Statistics', TopicID: 1, Price: 1200, TransactionFees: 60, CurrencyType: 'INR', Capacity: 10 }, { as: courseAt(TUTOR) });
    expect(course.status).toBe(200);
    expect((await updatedAt(courseAt(STUDENT)))[DEMO.tutor.slug]).toBe('2027-02-04T12:00:00Z');

    const editAt = await clockAt('2027-02-05T07:15:00Z');
    const { ClassID, CourseName, TopicID, Price, TransactionFees, CurrencyType, Capacity } = course.body.Data;
    const edited = await api.post('/EditTutorCourse', { ClassID, CourseName: `${CourseName} for beginners`, TopicID, Price, TransactionFees, CurrencyType, Capacity }, { as: editAt(TUTOR) });
    expect(edited.status).toBe(200);
    const after = await updatedAt(editAt(STUDENT));
    expect(after[DEMO.tutor.slug]).toBe('2027-02-05T07:15:00Z');
    expect(after[OTHER.slug]).not.toBe('2027-02-05T07:15:00Z');
  });
});
