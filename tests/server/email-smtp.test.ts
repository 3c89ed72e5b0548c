// The mock's mail over real SMTP (issue 41): nodemailer to the offline stack's mail catcher (scripts/mail-catcher.mjs),
// read back through the catcher's API, as a person reads it in its viewer.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { publishEvent } from '../../mock-server/lib/events.mjs';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/mail-catcher.mjs';
import { admin, startMock, STUDENT, tempDataFile, TUTOR, WEB_ORIGIN, type MockServer } from '../mock/support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let catcher: MailCatcher;
let server: MockServer;
let cleanup: () => void;

beforeAll(async () => {
  catcher = await startMailCatcher();
  const data = tempDataFile();
  cleanup = data.cleanup;
  server = await startMock(data.file, true, { smtp: catcher.smtp, clockTickMs: 3_600_000 });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
  cleanup?.();
});

const mails = async (): Promise<CaughtMail[]> => (await fetch(`${catcher.url}/api/mails`)).json();

describe('mail over SMTP to the catcher', () => {
  it("a paid booking's confirmations arrive, each with its text and HTML parts and the class's calendar file", async () => {
    const state: Json = server.db.getState();
    const cls = state.privateClasses.find((c: Json) => c.ClassLink === DEMO.paidPrivateClass.code);
    publishEvent({ state, now: new Date(), config: { webOrigin: WEB_ORIGIN }, mail: server.mailer } as Json, [STUDENT, TUTOR], { Type: 'booking.paid', Class: { Kind: 'PrivateClass', ClassID: cls.ClassID } });
    server.persist();
    const flushed = await (await admin(server, '/__admin/outbox/flush', { method: 'POST' })).json();
    expect(flushed.mails.map((m: Json) => m.Status)).toEqual(['sent', 'sent']);
    const caught = await mails();
    const student = caught.find((m) => m.to.includes(DEMO.student.email))!;
    expect(student.subject).toBe('Booking confirmed: Geometry Practice');
    expect(student.from).toBe('"TutorHub" <no-reply@tutorhub.example>');
    expect(student.text).toContain('You are booked into Geometry Practice with Asha');
    expect(student.html).toContain(`href="${WEB_ORIGIN}/student-private-class/${DEMO.paidPrivateClass.code}"`);
    expect(student.attachments).toEqual([{ filename: 'geometry-practice.ics', contentType: 'text/calendar', size: expect.any(Number) }]);
    const ics = await (await fetch(`${catcher.url}/api/mails/${student.id}/attachments/0`)).text();
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${DEMO.paidPrivateClass.code}@tutorhub`);
    expect(caught.find((m) => m.to.includes(DEMO.tutor.email))?.subject).toBe('New booking: Geometry Practice');
    // Its viewer lists it, on its own port (never the web origin's).
    const page = await (await fetch(`${catcher.url}/`)).text();
    expect(page).toContain('Booking confirmed: Geometry Practice');
  });

  it('a reminder arrives when the test clock passes 1 hour before the class, once', async () => {
    await fetch(`${catcher.url}/api/mails`, { method: 'DELETE' });
    const state: Json = server.db.getState();
    const start = Date.parse(state.privateClasses.find((c: Json) => c.ClassLink === DEMO.paidPrivateClass.code).DateTime);
    await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(start - 30 * 60_000).toISOString() } });
    await admin(server, '/__admin/outbox/flush', { method: 'POST' });
    await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(start - 20 * 60_000).toISOString() } });
    await admin(server, '/__admin/outbox/flush', { method: 'POST' });
    const geometry = (await mails()).filter((m) => m.subject === 'Starting in 1 hour: Geometry Practice');
    expect(geometry.map((m) => m.to[0]).sort()).toEqual([DEMO.student.email, DEMO.tutor.email].sort());
  });

  it('answers only its own loopback names: a page whose domain was rebound to it (another Host) reads nothing', async () => {
    const get = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const url = new URL(`${catcher.url}/api/mails`);
        const req = request({ host: url.hostname, port: url.port, path: url.pathname, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    const port = new URL(catcher.url).port;
    const foreign = await get(`attacker.example:${port}`);
    expect(foreign.status).toBe(421);
    expect(foreign.body).not.toContain('@');
    const own = await get(`localhost:${port}`);
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body).length).toBeGreaterThan(0);
  });
});
