// The payment fault suite, browser journeys: the offline product in Chromium, the stand-in checkout, faults from the
// mock's admin API. Each journey checks the provider's captures against the backend's records and writes its row of
// the table scripts/payment-fault-table.mjs prints (the service-layer cases are tests/mock/payment-faults.test.ts).
import { expect, test, type Page } from './fixtures';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { ledgerOf, writeRow, type Ledger, type MockDb } from '../payment-faults/ledger';
import { axeViolations, payments, signInAndOpen, signInAsStudent, signInAsTutor, signUpNewStudent } from './helpers';

const PRIVATE = DEMO.privateClass.code;

async function admin(path: string, body?: object): Promise<void> {
  const response = await adminFetch(path, { method: 'POST', body });
  expect(response.ok).toBe(true);
}

test.beforeEach(async () => {
  await admin('/__admin/reset');
  // The browser's own path first: the provider's webhook stays off unless a journey is about it.
  await admin('/__admin/provider', { webhooks: 'off' });
});

async function row(name: string, codes: string[] = [PRIVATE]): Promise<Ledger> {
  const db = (await (await adminFetch('/__admin/db')).json()) as MockDb;
  const ledger = ledgerOf(db, codes);
  writeRow({ case: name, layer: 'browser', ...ledger });
  expect(ledger.lost, `${name}: captured payments the backend did not record`).toBe(0);
  expect(ledger.duplicated, `${name}: extra captures kept without a refund`).toBe(0);
  return ledger;
}

const outbox = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('PAYMENT_OUTBOX') ?? '[]') as { uid: string }[]);

test('a double click on Pay Now opens one checkout for one order; one payment taken, one recorded', async ({ page }) => {
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await page.getByRole('button', { name: 'Pay Now' }).dblclick();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(dialog).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${PRIVATE}$`));
  const db = (await (await adminFetch('/__admin/db')).json()) as MockDb;
  expect(db.orders.filter((o) => o.ClassCode === PRIVATE)).toHaveLength(1);
  expect(await row('double press')).toMatchObject({ captures: 1, records: 1 });
});

test('two tabs on one class: the second payment of the same order is refused by the provider, nothing saved twice', async ({ page, context }) => {
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  const second = await context.newPage();
  await second.goto(`/private-class-checkout/${PRIVATE}`);
  await expect(second.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await second.getByRole('button', { name: 'Pay Now' }).click();
  const firstDialog = page.getByRole('dialog', { name: 'Test checkout' });
  const secondDialog = second.getByRole('dialog', { name: 'Test checkout' });
  await expect(firstDialog).toBeVisible();
  await expect(secondDialog).toBeVisible();
  await firstDialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${PRIVATE}$`));
  await secondDialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(secondDialog.getByRole('status')).toHaveText('This order is already paid.');
  await secondDialog.getByRole('button', { name: 'Close', exact: true }).click();
  // Back on the second tab's checkout: a new press is refused by the backend with its reason.
  await second.getByRole('button', { name: 'Pay Now' }).click();
  await expect(second.getByRole('alert')).toContainText('You have already paid for this private class.');
  await second.getByRole('alert').getByRole('link', { name: `Open ${DEMO.privateClass.className}` }).click();
  await expect(second).toHaveURL(new RegExp(`/student-private-class/${PRIVATE}$`));
  expect((await payments(PRIVATE)).map((p) => p.Status)).toEqual(['captured']);
  expect(await row('two tabs, one class')).toMatchObject({ captures: 1, records: 1 });
});

test('a 1:1 class another student has paid for: Pay Now is refused with the reason and the way to the class; nothing charged', async ({ page, browser }) => {
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${PRIVATE}$`));

  const other = await browser.newContext();
  const late = await other.newPage();
  await signUpNewStudent(late, { email: `late-${Date.now()}@demo.test`, firstName: 'Lena', lastName: 'Late' });
  await late.goto(`/private-class-checkout/${PRIVATE}`);
  await late.getByRole('button', { name: 'Pay Now' }).click();
  const alert = late.getByRole('alert');
  await expect(alert).toContainText('The payment was not started: Another student has already booked and paid for this class. Nothing was charged.');
  await expect(alert.getByRole('link', { name: `Open ${DEMO.privateClass.className}` })).toBeVisible();
  await expect(late.getByRole('dialog', { name: 'Test checkout' })).toHaveCount(0);
  await other.close();
  expect((await payments(PRIVATE)).map((p) => p.Status)).toEqual(['captured']);
  expect(await row('a class another student paid for')).toMatchObject({ captures: 1, records: 1 });
});

test('sign-out with a payment not yet recorded: never sent as the next user, sent when its owner signs in again', async ({ page }) => {
  await admin('/__admin/faults', { rules: [{ path: '/SavePrivateClassPaymentDetails', status: 503, retryAfter: 0 }] });
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(/has not recorded it yet/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  expect(await outbox(page)).toEqual([expect.objectContaining({ uid: DEMO.student.uid })]);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await admin('/__admin/faults', { rules: [] });
  // Another student on this browser: the entry stays, and nothing is sent while they are signed in.
  const saves: string[] = [];
  const countSaves = (request: { url(): string }) => {
    if (request.url().includes('PaymentDetails')) saves.push(request.url());
  };
  page.on('request', countSaves);
  await signUpNewStudent(page, { email: `faults-${Date.now()}@demo.test`, firstName: 'Other', lastName: 'Student' });
  await page.reload(); // a fresh start signed in as them: the start-up flush runs for this user
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  page.off('request', countSaves);
  expect(saves).toEqual([]);
  expect(await payments(PRIVATE)).toEqual([]);
  expect(await outbox(page)).toEqual([expect.objectContaining({ uid: DEMO.student.uid })]);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  // Signed out before the owner comes back: a navigation sent while signing out could land still signed in as the other.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await expect.poll(async () => (await payments(PRIVATE)).map((p) => [p.StudentID, p.Status]), { timeout: 20_000 }).toEqual([[DEMO.student.uid, 'captured']]);
  await expect.poll(() => outbox(page)).toEqual([]);
  expect(await row('sign-out with a pending payment, another user signs in')).toMatchObject({ captures: 1, records: 1 });
});

test("a tab closed between the provider's success and the app's handler: the provider's webhook records the payment", async ({ page }) => {
  await admin('/__admin/provider', { webhooks: 'on', webhookDelayMs: 500 });
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  // The provider takes the payment; the tab dies before its answer reaches the app.
  await page.route('**/__provider/razorpay/pay', async (route) => {
    await route.fetch();
    await page.close();
  });
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect.poll(() => page.isClosed()).toBe(true);
  await expect.poll(async () => (await payments(PRIVATE)).map((p) => [p.StudentID, p.Status]), { timeout: 20_000 }).toEqual([[DEMO.student.uid, 'captured']]);
  expect(await row('tab closed between success and handler')).toMatchObject({ captures: 1, records: 1 });
});

test("Back while the provider's dialog is open, then Pay: saved once, confirmed on the tutor page (Booked, no reload), paid on the tutor's side", async ({ page, browser }) => {
  const className = DEMO.privateClass.className;
  // The tutor, in a browser of their own: the student booked the class (the seed) and has not paid for it.
  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await signInAsTutor(tutor);
  const students = tutor.getByRole('region', { name: 'Students' }).getByRole('table', { name: 'Students' });
  const booking = students.locator('tbody tr').filter({ hasText: 'Ravi Kumar' }).filter({ hasText: className });
  await expect(booking).toContainText('Not paid');

  // The student finds the class on the tutor's page, books it and opens the provider's dialog.
  await signInAsStudent(page);
  await page.goto(`/${DEMO.tutor.slug}`);
  const marker = () => page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker);
  await page.evaluate(() => ((window as { e2eMarker?: string }).e2eMarker = 'still this document'));
  await page.getByRole('button', { name: `Book ${className}` }).click();
  await expect(page).toHaveURL(new RegExp(`/private-class-checkout/${PRIVATE}$`));
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(dialog).toBeVisible();

  // Back: the tutor's page again, the provider's dialog still over it; paying there is confirmed there.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.tutor.slug}$`));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  const notice = page.getByRole('dialog', { name: 'Payment received' });
  await expect(notice).toContainText(`“${className}” is booked and paid.`);
  await expect(notice).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: className }) });
  await expect(card).toContainText('Booked');
  await expect(card.getByRole('button', { name: `Book ${className}` })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/${DEMO.tutor.slug}$`));
  expect(await marker()).toBe('still this document');
  await expect.poll(() => outbox(page)).toEqual([]);
  expect((await payments(PRIVATE)).map((p) => [p.StudentID, p.Status])).toEqual([[DEMO.student.uid, 'captured']]);

  // The way to the class, where Join appears at class time.
  await notice.getByRole('link', { name: `Go to ${className}` }).click();
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${PRIVATE}$`));
  await expect(page.getByRole('region', { name: 'Your class' })).toContainText(`Payment received: “${className}” is booked and paid.`);
  await expect(notice).toHaveCount(0);

  // The tutor's side: the student and the class, paid.
  await tutor.reload();
  await expect(booking).not.toContainText('Not paid');
  await expect(booking).toContainText(/Paid/);
  await tutorContext.close();
  expect(await row('Back while the provider dialog is open, then pay')).toMatchObject({ captures: 1, records: 1 });
});

test("a declined payment: 'Transaction Failed!', nothing charged, the provider's reason, and Try again pays the same class once", async ({ page }) => {
  const className = DEMO.privateClass.className;
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const provider = page.getByRole('dialog', { name: 'Test checkout' });
  await provider.getByRole('button', { name: 'Fail', exact: true }).click();
  const failed = page.getByRole('alertdialog', { name: 'Transaction Failed!' });
  await expect(failed).toContainText('Nothing was charged.');
  await expect(failed).toContainText('The payment provider said: Your payment was declined by the test bank.');
  const tryAgain = failed.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect((await payments(PRIVATE)).map((p) => p.Status)).toEqual(['failed']);

  // From the keyboard: a new attempt for the same class, on the order that is still open.
  await page.keyboard.press('Enter');
  await expect(failed).toHaveCount(0);
  await expect(provider).toBeVisible();
  await provider.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${PRIVATE}$`));
  await expect(page.getByRole('region', { name: 'Your class' })).toContainText(`Payment received: “${className}” is booked and paid.`);
  expect((await payments(PRIVATE)).map((p) => p.Status).sort()).toEqual(['captured', 'failed']);
  const db = (await (await adminFetch('/__admin/db')).json()) as MockDb;
  expect(db.orders.filter((o) => o.ClassCode === PRIVATE)).toHaveLength(1);

  // The history says the same: one failed attempt with the provider's reason, one payment.
  await page.goto('/student-payment-history');
  const rows = page.getByRole('table', { name: 'Your payments, newest first' }).getByRole('row').filter({ hasText: className });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Failed' })).toContainText('Your payment was declined by the test bank.');
  await expect(rows.filter({ hasText: 'Paid' })).toHaveCount(1);
  expect(await row('declined, then Try again')).toMatchObject({ captures: 1, records: 1 });
});
