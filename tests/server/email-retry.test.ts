// A mail the SMTP server could not take (the catcher is down) stays in the outbox and arrives once it is back: retried
// after its backoff, never lost, never twice (mock-server/lib/mailer.mjs over real SMTP).
import { afterEach, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { publishEvent } from '../../mock-server/lib/events.mjs';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/mail-catcher.mjs';
import { admin, startMock, STUDENT, tempDataFile, WEB_ORIGIN, type MockServer } from '../mock/support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let catcher: MailCatcher | null = null;
let server: MockServer | null = null;
let cleanup: (() => void) | null = null;
afterEach(async () => {
  await server?.close();
  await catcher?.close();
  cleanup?.();
});

it('a send refused while the catcher is down is retried after its backoff and arrives once', async () => {
  // A port that was free a moment ago: nothing listens there yet.
  const probe = await startMailCatcher();
  const port = probe.smtp.port;
  await probe.close();
  const data = tempDataFile();
  cleanup = data.cleanup;
  server = await startMock(data.file, true, { smtp: { host: '127.0.0.1', port }, clockTickMs: 3_600_000 });
  const state: Json = server.db.getState();
  const cls = state.privateClasses.find((c: Json) => c.ClassLink === DEMO.paidPrivateClass.code);
  publishEvent({ state, now: new Date(), config: { webOrigin: WEB_ORIGIN }, mail: server.mailer } as Json, [STUDENT], { Type: 'booking.paid', Class: { Kind: 'PrivateClass', ClassID: cls.ClassID } });
  server.persist();

  const outbox = async (): Promise<Json[]> => (await (await admin(server!, '/__admin/outbox/flush', { method: 'POST' })).json()).mails;
  const [refused] = await outbox();
  expect(refused).toMatchObject({ Status: 'pending', Attempts: 1, LastError: expect.stringContaining('ECONNREFUSED') });

  catcher = await startMailCatcher({ smtpPort: port });
  // Before its backoff nothing is sent; after it (the test clock moved there) it is, once.
  expect((await outbox())[0]).toMatchObject({ Status: 'pending', Attempts: 1 });
  await admin(server, '/__admin/clock', { method: 'POST', body: { at: refused.NextAttemptAt } });
  expect((await outbox())[0]).toMatchObject({ Status: 'sent', Attempts: 2 });
  await outbox();
  const mails: CaughtMail[] = await (await fetch(`${catcher.url}/api/mails`)).json();
  expect(mails.map((m) => m.subject)).toEqual(['Booking confirmed: Geometry Practice']);
});
