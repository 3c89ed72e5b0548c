// Private calendar feeds against the mock over HTTP (issue 39): one secret address per user, replaced or turned off
// at once, and what the calendar lists for a tutor and for a student (the same UIDs as the app's downloaded files).
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { mockPerFile, STUDENT, TUTOR } from './support';

const { server, api } = mockPerFile();

/** The feed's file as a calendar app reads it: no Authorization, only the address. */
async function read(feedUrl: string) {
  const token = new URL(feedUrl).searchParams.get('Token')!;
  const response = await fetch(new URL(`/CalendarFeed?Token=${token}`, server.url));
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('calendar feeds', () => {
  it('is off until started; a new address replaces the old one at once; revoking turns it off', async () => {
    expect((await api.get('/GetCalendarFeed', { as: STUDENT })).body.Data).toEqual({ Enabled: false });
    const first = (await api.post('/ResetCalendarFeed', {}, { as: STUDENT })).body.Data;
    expect(first.Enabled).toBe(true);
    expect(first.FeedURL).toMatch(/\/CalendarFeed\?Token=[A-Za-z0-9]{32}$/);
    expect((await api.get('/GetCalendarFeed', { as: STUDENT })).body.Data).toEqual(first);
    expect((await read(first.FeedURL)).status).toBe(200);
    const second = (await api.post('/ResetCalendarFeed', {}, { as: STUDENT })).body.Data;
    expect(second.FeedURL).not.toBe(first.FeedURL);
    expect((await read(first.FeedURL)).status).toBe(404);
    expect((await read(second.FeedURL)).status).toBe(200);
    expect((await api.post('/RevokeCalendarFeed', {}, { as: STUDENT })).body.Data).toEqual({ Enabled: false });
    expect((await read(second.FeedURL)).status).toBe(404);
    // Signed out: nothing to read or change.
    expect((await api.post('/ResetCalendarFeed', {})).status).toBe(401);
    expect((await fetch(new URL('/CalendarFeed?Token=short', server.url))).status).toBe(400);
  });

  it('lists what the student paid for and what the tutor teaches, with the app’s UIDs, cancelled ones marked', async () => {
    // The seed: the demo student paid for the demo tutor's paid private class and the demo course.
    const student = await read((await api.post('/ResetCalendarFeed', {}, { as: STUDENT })).body.Data.FeedURL);
    expect(student.type).toMatch(/^text\/calendar/);
    expect(student.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(student.text).toContain(`UID:${DEMO.paidPrivateClass.code}@tutorhub`);
    expect(student.text).not.toContain(`UID:${DEMO.openPrivateClass.code}@tutorhub`);
    const tutor = await read((await api.post('/ResetCalendarFeed', {}, { as: TUTOR })).body.Data.FeedURL);
    expect(tutor.text).toContain(`UID:${DEMO.paidPrivateClass.code}@tutorhub`);
    expect(tutor.text).toContain('SUMMARY:Geometry Practice (Ravi Kumar)');
    expect(tutor.text).toMatch(new RegExp(`UID:\\d+-${DEMO.course.code}@tutorhub`));
    // The tutor cancels the paid class: both calendars keep it, cancelled.
    const db = await api.db();
    const classId = db.privateClasses.find((c: { ClassLink: string }) => c.ClassLink === DEMO.paidPrivateClass.code).ClassID;
    expect((await api.post('/ChangePrivateClassStatus', { ClassID: classId, Status: 'Cancelled' }, { as: TUTOR })).status).toBe(200);
    const after = (await read((await api.get('/GetCalendarFeed', { as: STUDENT })).body.Data.FeedURL)).text;
    const event = after.slice(after.indexOf(`UID:${DEMO.paidPrivateClass.code}@tutorhub`));
    expect(event.slice(0, event.indexOf('END:VEVENT'))).toContain('STATUS:CANCELLED');
  });
});
