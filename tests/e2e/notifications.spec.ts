// Issue 41, the notification centre: in two browser contexts against the offline product, what one side does reaches
// the other side's bell at once (pushed: no reload, no waiting for a poll), is listed in its panel, and opening it
// lands where to act. The student books and pays a private class while the tutor stays on the dashboard; the tutor
// cancels a paid class while the student stays on theirs.
import { expect, test, type Page } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { axeViolations, buyInTestCheckout, classCard, mockDb, resetMock, signInAsStudent, signInAsTutor } from './helpers';
import { chooseFromMenu } from './tutor-helpers';

test.beforeEach(resetMock);
// Leaves the store as the next spec expects it (one that does not reset would find a cancelled class).
test.afterAll(resetMock);

const OPEN = { code: DEMO.openPrivateClass.code, name: 'Trigonometry Starter' }; // open for booking, nobody booked it
const GEOMETRY = { code: DEMO.paidPrivateClass.code, name: 'Geometry Practice' }; // paid by the demo student

const bellOf = (page: Page) => page.getByRole('navigation', { name: 'Your areas' }).getByRole('button', { name: /^Notifications/ });

/** Waits until the mock holds `count` open streams (each signed-in page's push channel), so what follows is pushed. */
async function streamsOpen(count: number): Promise<void> {
  await expect.poll(async () => ((await (await adminFetch('/__admin/streams')).json()) as { open: number }).open).toBeGreaterThanOrEqual(count);
}

test('the student books and pays: the tutor, on the dashboard all along, sees the bell count it and opens the class from it', async ({ tutor, student }) => {
  test.setTimeout(150_000);
  await signInAsTutor(tutor);
  await streamsOpen(1);
  await expect(bellOf(tutor)).toHaveAccessibleName('Notifications');
  const dashboard = tutor.url();

  await signInAsStudent(student);
  await buyInTestCheckout(student, 'private', OPEN.code);

  // Pushed: the count rises on the page the tutor never left.
  await expect(bellOf(tutor)).toHaveAccessibleName('Notifications, 1 unread');
  expect(tutor.url()).toBe(dashboard);
  await bellOf(tutor).click();
  const panel = tutor.getByRole('menu', { name: 'Notifications' });
  const item = panel.getByRole('menuitem', { name: new RegExp(`^Unread: Ravi Kumar booked and paid for ${OPEN.name} \\(₹\\d+\\)`) });
  await expect(item).toBeVisible();
  expect(await axeViolations(tutor)).toEqual([]);

  await item.click();
  await expect(tutor).toHaveURL(new RegExp(`/tutor-dashboard#class-${OPEN.code}$`));
  const card = classCard(tutor, OPEN.name);
  await expect(card).toBeInViewport();
  await expect(card).toContainText('Paid by Ravi Kumar');
  await expect(bellOf(tutor)).toHaveAccessibleName('Notifications');
  const stored = (await mockDb()) as unknown as { notifications: { UserID: string; Type: string; ReadAt: string | null }[] };
  expect(stored.notifications.filter((n) => n.UserID === DEMO.tutor.uid)).toEqual([expect.objectContaining({ Type: 'booking.paid', ReadAt: expect.any(String) })]);
});

test('the tutor cancels a paid class: the student, on their dashboard all along, is told of it and of the refund, and opens the class', async ({ tutor, student }) => {
  test.setTimeout(150_000);
  await signInAsStudent(student);
  await streamsOpen(1);
  await expect(bellOf(student)).toHaveAccessibleName('Notifications');
  const dashboard = student.url();

  await signInAsTutor(tutor);
  const card = classCard(tutor, GEOMETRY.name);
  await chooseFromMenu(tutor, card, GEOMETRY.name, 'Cancel class');
  await card.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(card.getByText(/^Cancelled\. The student is refunded/)).toBeVisible();

  await expect(bellOf(student)).toHaveAccessibleName('Notifications, 2 unread');
  expect(student.url()).toBe(dashboard);
  await bellOf(student).click();
  const panel = student.getByRole('menu', { name: 'Notifications' });
  await expect(panel.getByRole('menuitem', { name: new RegExp(`^Unread: You were refunded ₹525 for ${GEOMETRY.name}`) })).toBeVisible();
  const cancelled = panel.getByRole('menuitem', { name: new RegExp(`^Unread: Asha Rao cancelled ${GEOMETRY.name}`) });
  await expect(cancelled).toBeVisible();
  expect(await axeViolations(student)).toEqual([]);

  await cancelled.click();
  await expect(student).toHaveURL(new RegExp(`/student-private-class/${GEOMETRY.code}$`));
  await expect(student.getByText(/Cancelled by the tutor/).first()).toBeVisible();
  await expect(bellOf(student)).toHaveAccessibleName('Notifications, 1 unread');
  // Mark all as read: the rest goes too, and the panel stays open to show it.
  await bellOf(student).click();
  await student.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await expect(bellOf(student)).toHaveAccessibleName('Notifications');
  await expect(student.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem', { name: /^Unread:/ })).toHaveCount(0);
});
