// Email offline (issue 41): a student books and pays, and the confirmation can be read in the offline stack's mail
// catcher (scripts/mail-catcher.mjs), with the class's calendar file attached; the tutor's arrives too.
import { expect, test } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { MAIL_URL } from '../../scripts/services.mjs';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { classCard, mockDb, payInTestCheckout, resetMock, signInAndOpen, signInAsTutor } from './helpers';
import { chooseFromMenu } from './tutor-helpers';

interface CaughtMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string }[];
}
const caught = async (): Promise<CaughtMail[]> => (await fetch(`${MAIL_URL}/api/mails`)).json();

test.beforeEach(async () => {
  await resetMock();
  expect((await fetch(`${MAIL_URL}/api/mails`, { method: 'DELETE' })).ok).toBe(true);
});

test('a paid booking sends the student and the tutor a confirmation with the class in a calendar file', async ({ page }) => {
  const name = DEMO.privateClass.className;
  const subject = `Booking confirmed: ${name}`;
  await signInAndOpen(page, `/private-class-checkout/${DEMO.privateClass.code}`);
  await payInTestCheckout(page);
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${DEMO.privateClass.code}$`));

  // The mock sends after its write: wait for the mail to arrive at the catcher.
  await expect.poll(async () => (await caught()).filter((m) => m.subject === subject).map((m) => m.to)).toEqual([[DEMO.student.email]]);
  const mail = (await caught()).find((m) => m.subject === subject)!;
  expect(mail.text).toContain(`You are booked into ${name} with Asha Rao`);
  expect(mail.html).toContain(`/student-private-class/${DEMO.privateClass.code}"`);
  expect(mail.attachments.map((a) => a.contentType)).toEqual(['text/calendar']);
  const ics = await (await fetch(`${MAIL_URL}/api/mails/${mail.id}/attachments/0`)).text();
  expect(ics).toContain('METHOD:REQUEST');
  expect(ics).toContain(`UID:${DEMO.privateClass.code}@tutorhub`);
  await expect.poll(async () => (await caught()).some((m) => m.subject === `New booking: ${name}` && m.to.includes(DEMO.tutor.email))).toBe(true);

  // A person reads it in the catcher's viewer: the mail, its parts and its attachment.
  await page.goto(`${MAIL_URL}/`);
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('link', { name: 'algebra-basics.ics' })).toBeVisible();
  await expect(page.locator('pre')).toContainText(`You are booked into ${name}`);
});

test('reminders follow the test clock: 1 hour before a paid class, the tutor and the student each get one, once', async () => {
  const db = (await mockDb()) as unknown as { privateClasses: { ClassLink: string; ClassName: string; DateTime: string }[] };
  const cls = db.privateClasses.find((c) => c.ClassLink === DEMO.paidPrivateClass.code)!;
  const subject = `Starting in 1 hour: ${cls.ClassName}`;
  const start = Date.parse(cls.DateTime);
  const moveTo = async (ms: number) => expect((await adminFetch('/__admin/clock', { method: 'POST', body: { at: new Date(ms).toISOString() } })).ok).toBe(true);
  await moveTo(start - 30 * 60_000);
  await expect.poll(async () => (await caught()).filter((m) => m.subject === subject).flatMap((m) => m.to).sort()).toEqual([DEMO.student.email, DEMO.tutor.email].sort());
  // The clock moves on and the jobs run again: no second reminder (the outbox says every mail was answered).
  await moveTo(start - 20 * 60_000);
  const flushed = await (await adminFetch('/__admin/outbox/flush', { method: 'POST' })).json();
  expect(flushed.mails.filter((m: { Subject: string }) => m.Subject === subject).map((m: { Status: string }) => m.Status)).toEqual(['sent', 'sent']);
  expect((await caught()).filter((m) => m.subject === subject)).toHaveLength(2);
});

test('the tutor cancels a paid class: both get the cancellation with a METHOD:CANCEL file, the student the refund', async ({ page }) => {
  const name = 'Geometry Practice';
  await signInAsTutor(page);
  const card = classCard(page, name);
  await chooseFromMenu(page, card, name, 'Cancel class');
  await card.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(card.getByText('Cancelled. The student is refunded ₹525.')).toBeFocused();

  const cancelled = async () => (await caught()).filter((m) => m.subject === `Cancelled: ${name}`);
  await expect.poll(async () => (await cancelled()).flatMap((m) => m.to).sort()).toEqual([DEMO.student.email, DEMO.tutor.email].sort());
  const toStudent = (await cancelled()).find((m) => m.to.includes(DEMO.student.email))!;
  expect(toStudent.text).toMatch(new RegExp(`${name}, .+ is cancelled by Asha Rao\\.`));
  expect((await cancelled()).find((m) => m.to.includes(DEMO.tutor.email))!.text).toMatch(new RegExp(`You cancelled ${name}, `));
  const ics = await (await fetch(`${MAIL_URL}/api/mails/${toStudent.id}/attachments/0`)).text();
  expect(ics).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
  expect(ics).toContain(`UID:${DEMO.paidPrivateClass.code}@tutorhub`);
  await expect.poll(async () => (await caught()).filter((m) => m.subject === `Refund of ₹525: ${name}`).map((m) => m.to)).toEqual([[DEMO.student.email]]);
});
