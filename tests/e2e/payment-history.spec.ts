import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './fixtures';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { isoToZonedLocal } from '../../src/domain/zoned-time';
import { axeViolations, mockDb, payInTestCheckout, payments, signInAndOpen, signInAsTutor, value, type StoredPayment } from './helpers';
import { formatMoney } from '../../src/domain/money';

const PRIVATE = DEMO.privateClass.code;

test.beforeEach(async () => {
  expect((await adminFetch('/__admin/reset', { method: 'POST' })).ok).toBe(true);
});

/** The demo student pays for the demo private class through the offline checkout; returns the stored payment. */
async function studentPaysForTheClass(page: Page): Promise<StoredPayment> {
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await payInTestCheckout(page);
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${PRIVATE}$`));
  const saved = await payments(PRIVATE);
  expect(saved).toEqual([expect.objectContaining({ Status: 'captured', Amount: DEMO.privateClass.price + DEMO.privateClass.transactionFees })]);
  return saved[0]!;
}

async function studentPaysInOwnContext(browser: Browser): Promise<StoredPayment> {
  const context = await browser.newContext();
  try {
    return await studentPaysForTheClass(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Captured totals per currency, as the screens print them ('₹2,625'), from what the mock stored. */
function totalsOf(records: StoredPayment[]): string[] {
  const sums = new Map<string, number>();
  for (const record of records) if (record.Status === 'captured') sums.set(record.CurrencyType, (sums.get(record.CurrencyType) ?? 0) + record.Amount);
  return [...sums].map(([currency, amount]) => formatMoney(amount, currency)).sort();
}

async function shownTotals(page: Page): Promise<string[]> {
  return (await page.getByRole('region', { name: 'Totals' }).getByRole('listitem').allTextContents()).sort();
}

const dayIn = (iso: string, timeZone: string) => isoToZonedLocal(iso, timeZone).slice(0, 10);

test('the demo student pays for a class, then finds it in their payment history with a printable receipt', async ({ page }) => {
  const paid = await studentPaysForTheClass(page);
  await page.goto('/student-payment-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your payments, newest first' });
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('rowheader')).toContainText(DEMO.privateClass.className);
  await expect(first).toContainText('₹525');
  await expect(first).toContainText('Paid');
  await expect(first).toContainText(/, Today/);
  // Names and dates, never the class code or the payment's id, in the list.
  await expect(table).not.toContainText(DEMO.privateClass.code);
  await expect(table).not.toContainText(paid.PaymentID);
  const mine = (await payments()).filter((record) => record.StudentID === DEMO.student.uid);
  await expect(table.getByRole('row')).toHaveCount(mine.length + 1);
  expect(await shownTotals(page)).toEqual(totalsOf(mine));
  expect(await axeViolations(page)).toEqual([]);

  await first.getByRole('button', { name: new RegExp(`^View receipt for ${DEMO.privateClass.className}`) }).click();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeFocused();
  await expect(value(receipt, 'Payment reference')).toHaveText(paid.PaymentID);
  if (paid.OrderID) await expect(value(receipt, 'Order reference')).toHaveText(paid.OrderID);
  await expect(value(receipt, 'Class')).toHaveText(DEMO.privateClass.className);
  await expect(value(receipt, 'Tutor')).toHaveText('Asha Rao');
  await expect(value(receipt, 'Date and time')).toHaveText(/, Today$/);
  await expect(value(receipt, 'Session price')).toHaveText(String(DEMO.privateClass.price));
  await expect(value(receipt, 'Transaction fee')).toHaveText(String(DEMO.privateClass.transactionFees));
  await expect(value(receipt, 'Discount')).toHaveText('0');
  await expect(value(receipt, 'Total')).toHaveText('₹525');
  await expect(value(receipt, 'Status')).toHaveText('Paid');
  await expect(receipt).not.toContainText(DEMO.privateClass.code);
  expect(await axeViolations(page)).toEqual([]);

  // Print: window.print is called, and the print stylesheet leaves the receipt alone on the page.
  await page.evaluate(() => {
    window.print = () => {
      (window as { printed?: number }).printed = ((window as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await receipt.getByRole('button', { name: 'Print receipt' }).click();
  expect(await page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(table).toBeHidden();
  await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
  await expect(value(receipt, 'Total')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await receipt.getByRole('button', { name: 'Close receipt' }).click();
  await expect(receipt).toBeHidden();
  await first.getByRole('link', { name: `Open ${DEMO.privateClass.className}` }).click();
  await expect(page).toHaveURL(new RegExp(`/student-private-class/${PRIVATE}$`));
});

test('the demo tutor sees the payment: totals match, filters live in the URL, the CSV holds the filter, 360 px works', async ({ page, browser }) => {
  const paid = await studentPaysInOwnContext(browser);
  const db = await mockDb();
  const zone = db.users.find((user) => user.UserID === DEMO.tutor.uid)!.TimeZone;
  const received = db.payments.filter((record) => record.TutorID === DEMO.tutor.uid);
  const today = dayIn(paid.PaidAt, zone);

  await signInAsTutor(page);
  await page.goto('/tutor-payment-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments received' })).toBeVisible();
  await expect(page.getByText(`Dates are in your time zone (${zone}).`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Payments received, newest first' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(received.length + 1);
  const first = rows.nth(1);
  // The class by name and kind; its code is not shown.
  await expect(first.getByRole('rowheader')).toHaveText(`${DEMO.privateClass.className}Private class`);
  await expect(table).not.toContainText(PRIVATE);
  await expect(first.getByRole('cell')).toHaveText([/, Today$/, paid.StudentName, '₹525', 'Paid']);
  expect(await shownTotals(page)).toEqual(totalsOf(received));
  expect(await axeViolations(page)).toEqual([]);

  // Type filter: applied with the button, kept in the URL, kept on reload.
  await page.getByLabel('Type').selectOption({ label: 'Group courses only' });
  await page.getByRole('button', { name: 'Show payments' }).click();
  await expect(page).toHaveURL(/\/tutor-payment-history\?kind=course$/);
  const courses = received.filter((record) => record.Kind === 'GroupCourse');
  await expect(rows).toHaveCount(courses.length + 1);
  await expect(table).not.toContainText(DEMO.privateClass.className);
  expect(await shownTotals(page)).toEqual(totalsOf(courses));
  await page.reload();
  await expect(page.getByLabel('Type')).toHaveValue('GroupCourse');
  await expect(rows).toHaveCount(courses.length + 1);

  // A backwards range is refused next to the field; nothing changes.
  await page.getByLabel('Type').selectOption({ label: 'All types' });
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To', { exact: true }).fill(dayIn(new Date(Date.parse(paid.PaidAt) - 86_400_000).toISOString(), zone));
  await page.getByRole('button', { name: 'Show payments' }).click();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The “To” date must be on or after the “From” date.')).toBeVisible();
  await expect(page).toHaveURL(/\?kind=course$/);
  expect(await axeViolations(page)).toEqual([]);

  // Today only (in the tutor's zone): just the new payment.
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show payments' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${today}&to=${today}$`));
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('₹525');

  // The CSV of this filter, named with its dates.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payments-received-${today}-to-${today}.csv`);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')).toEqual([
    `Paid at (${zone}),Type,Class or course,Class code,Student,Amount,Currency,Status,Payment ID,Order ID`,
    `${isoToZonedLocal(paid.PaidAt, zone).replace('T', ' ')},Private class,${DEMO.privateClass.className},${PRIVATE},${paid.StudentName},525,INR,Paid,${paid.PaymentID},${paid.OrderID ?? ''}`,
    '',
  ]);
  await expect(page.getByText(`1 payment saved to payments-received-${today}-to-${today}.csv.`)).toBeVisible();

  // Back returns to the type filter, form included.
  await page.goBack();
  await expect(page).toHaveURL(/\?kind=course$/);
  await expect(page.getByLabel('Type')).toHaveValue('GroupCourse');
  await expect(page.getByLabel('From')).toHaveValue('');
  await expect(rows).toHaveCount(courses.length + 1);

  // All of it as CSV: one line per payment received.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/tutor-payment-history$/);
  const all = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const allCsv = await readFile((await (await all).path())!, 'utf8');
  expect(allCsv.trimEnd().split('\r\n')).toHaveLength(received.length + 1);
  expect((await all).suggestedFilename()).toBe('payments-received-all-dates.csv');

  // 360 px: nothing scrolls sideways, neither the page nor the table: each payment is a stack of labelled cells.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const scroller = page.getByRole('region', { name: 'Payments received, newest first' });
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  const amount = await scroller.locator('td[data-label="Amount"]').first().boundingBox();
  expect(amount!.x + amount!.width).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
});

test('a filter that matches nothing says to widen it, with nothing in the totals', async ({ page }) => {
  // The demo student's seeded payments are theirs; a date range before the platform existed shows the filtered empty state.
  await signInAndOpen(page, `/private-class-checkout/${PRIVATE}`);
  await page.goto('/student-payment-history?from=2000-01-01&to=2000-01-31');
  await expect(page.getByText('No payment matches these filters. Widen the dates or clear the filters.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Nothing paid in these filters.');
  expect(await axeViolations(page)).toEqual([]);
});
