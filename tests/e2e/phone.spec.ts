// A phone 360 px wide (issue 16): every menu item and every table column is inside the screen without scrolling
// sideways, and axe finds nothing there.
import type { Locator, Page } from './fixtures';
import { expect, test } from './fixtures';
import { axeViolations, classCard, resetMock, signInAsStudent, signInAsTutor } from './helpers';
import { chooseFromMenu } from './tutor-helpers';

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 } });

/** Each element lies inside the viewport's width. */
async function expectInside(items: Locator) {
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const box = await items.nth(index).boundingBox();
    expect(box, `item ${index} is shown`).not.toBeNull();
    expect(box!.x, `item ${index} starts inside`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `item ${index} ends inside`).toBeLessThanOrEqual(WIDTH + 0.5);
  }
}

/** The areas' links, behind the Menu button on a phone: opened, they are shown. */
async function openMenu(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Your areas' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return nav.getByRole('link');
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

test('the tutor’s menu and tables fit a 360 px phone', async ({ page }) => {
  await resetMock();
  await signInAsTutor(page);
  // The header is one row: the brand, Menu and Sign out side by side.
  const middle = async (item: Locator) => {
    const box = await item.boundingBox();
    expect(box).not.toBeNull();
    return box!.y + box!.height / 2;
  };
  const brandMiddle = await middle(page.getByRole('link', { name: 'TutorHub' }));
  expect(Math.abs((await middle(page.getByRole('button', { name: 'Menu' }))) - brandMiddle)).toBeLessThan(8);
  expect(Math.abs((await middle(page.getByRole('button', { name: 'Sign out' }))) - brandMiddle)).toBeLessThan(8);
  // Behind the Menu button, not wrapped over the first screen.
  await expect(page.getByRole('navigation', { name: 'Your areas' }).getByRole('link', { name: 'Dashboard' })).toBeHidden();
  const menu = await openMenu(page);
  await expect(menu).toHaveCount(8);
  await expectInside(menu);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu.first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  // A paid class cancelled: its booking's state in the Students table is a sentence with the refund and its date,
  // which wraps instead of widening the page.
  const card = classCard(page, 'Geometry Practice');
  await chooseFromMenu(page, card, 'Geometry Practice', 'Cancel class');
  await card.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(card.getByText('Cancelled. The student is refunded ₹525.')).toBeFocused();
  // The Students table reads it at once (the cancel makes it stale), as a pill that wraps.
  await expect(page.getByRole('row', { name: /Geometry Practice/ }).getByText(/^Cancelled by you · Refunded ₹525/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Balances on the dashboard, then the payments received: every cell of every row, Amount and Status included.
  await expect(page.getByRole('region', { name: 'Balances per currency (table)' })).toBeVisible();
  await expectInside(page.getByRole('region', { name: 'Balances per currency (table)' }).getByRole('cell'));
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await (await openMenu(page)).filter({ hasText: 'Payments' }).click();
  // Going to the page closes the menu.
  await expect(menu.first()).toBeHidden();
  const table = page.getByRole('table', { name: 'Payments received, newest first' });
  await expect(table).toBeVisible();
  await expectInside(table.getByRole('row').filter({ has: page.getByRole('cell') }).first().locator('td, th'));
  await expect(table.locator('td[data-label="Amount"]').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('the student’s menu and payments, with their receipt buttons, fit a 360 px phone', async ({ page }) => {
  await resetMock();
  await signInAsStudent(page);
  await expectInside(await openMenu(page));
  await page.goto('/student-payment-history');
  const table = page.getByRole('table', { name: 'Your payments, newest first' });
  await expect(table).toBeVisible();
  await expectInside(table.locator('tbody tr').first().locator('td, th'));
  await expectInside(table.getByRole('button', { name: /View receipt/ }));
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});
