// axe (WCAG 2.2 AA) on every route of the route table, signed out, as the demo tutor and as the demo student, against
// the offline product: 0 violations, and the number of routes × roles scanned is printed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { ROLE, type Role } from '../../src/domain/constants';
import { isRouteAllowed } from '../../src/domain/route-access';
import { routeEntries } from '../../src/domain/routes';
import { signInAsTutor } from './helpers';

/**
 * The address scanned for each route pattern that is not an address itself: seeded demo records where a route takes
 * one, and an unknown address for the catch-all. Every other route is scanned at its own path.
 */
const SAMPLES: Record<string, string> = {
  '/course/:session': `/course/${DEMO.tutor.slug}`,
  '/student-signup/:session': `/student-signup/${DEMO.tutor.slug}`,
  '/registration/:session': `/registration/${DEMO.tutor.slug}`,
  '/tutor-instant-class/:encryptSessionId': `/tutor-instant-class/${DEMO.instantClass.code}`,
  '/instant-classroom/:encryptSessionId/:roleId': `/instant-classroom/${DEMO.instantClass.code}/2`,
  '/:session': `/${DEMO.tutor.slug}`,
  '/student-private-class/:session?': `/student-private-class/${DEMO.privateClass.code}`,
  '/student-course-class/sessions-schedule/:ClassID': `/student-course-class/sessions-schedule/${DEMO.course.classId}`,
  '/student-course-class/:session?': `/student-course-class/${DEMO.course.code}`,
  '/private-class-checkout/:session': `/private-class-checkout/${DEMO.privateClass.code}`,
  '/course-class-checkout/:session': `/course-class-checkout/${DEMO.course.code}`,
  '/classroom/:encryptSessionId': `/classroom/${DEMO.privateClass.code}`,
  '/private-class/:encryptSessionId': `/private-class/${DEMO.privateClass.code}`,
  '/course-class/managesession/:ClassID': `/course-class/managesession/${DEMO.course.classId}`,
  '/course-class/:encryptSessionId': `/course-class/${DEMO.course.code}`,
  '/student-instant-class/:encryptSessionId': `/student-instant-class/${DEMO.instantClass.code}`,
  '/messages/:with?': `/messages/${DEMO.tutor.uid}`,
  '*': '/no-such-page',
};

/** The route table's patterns with their addresses: a route with a parameter and no sample here fails the sweep. */
function routeTable(): { path: string; guarded: boolean; address: string }[] {
  return routeEntries.map(([, entry]) => ({ path: entry.path, guarded: entry.guarded, address: SAMPLES[entry.path] ?? entry.path }));
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Opens the address, waits for its page to settle (a heading, no 'Loading.....'), and returns axe's violations. */
async function scan(page: Page, address: string): Promise<string[]> {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading.....', { exact: true })).toHaveCount(0, { timeout: 20_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return violations.map((v) => `${address}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function signInAsStudent(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByLabel('Password').fill(DEMO.student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
}

test.beforeAll(async () => {
  expect((await adminFetch('/__admin/reset', { method: 'POST' })).ok).toBe(true);
});

test('every route of the table has an address to scan, and every sample is a route', () => {
  expect(routeTable().filter((r) => /[:*]/.test(r.address)).map((r) => r.path)).toEqual([]);
  const paths = new Set(routeTable().map((r) => r.path));
  expect(Object.keys(SAMPLES).filter((path) => !paths.has(path))).toEqual([]);
});

const audiences: { name: string; role: Role | null; signIn?: (page: Page) => Promise<void> }[] = [
  { name: 'signed out', role: null },
  { name: 'tutor', role: ROLE.TUTOR, signIn: signInAsTutor },
  { name: 'student', role: ROLE.STUDENT, signIn: signInAsStudent },
];

for (const audience of audiences) {
  test(`axe (WCAG 2.2 AA) finds nothing on every route open to: ${audience.name}`, async ({ page }) => {
    test.setTimeout(240_000);
    await audience.signIn?.(page);
    // Signed out, a guarded route is the sign-in page (scanned as /login); signed in, each role's own routes.
    const routes = routeTable().filter((r) => (audience.role === null ? !r.guarded : isRouteAllowed(audience.role, r.address)));
    const violations: string[] = [];
    for (const route of routes) violations.push(...(await scan(page, route.address)));
    console.log(`axe sweep, ${audience.name}: ${routes.length} routes scanned, ${violations.length} violations`);
    expect(violations).toEqual([]);
  });
}

test('axe (WCAG 2.2 AA) finds nothing with the notification panel open, unread ones in it', async ({ page }) => {
  // A fresh store where the tutor has written to the demo student: the student has an unread notification.
  expect((await adminFetch('/__admin/state', { method: 'POST', body: { state: 'the demo tutor has sent the demo student a message' } })).ok).toBe(true);
  try {
    await signInAsStudent(page);
    const bell = page.getByRole('navigation', { name: 'Your areas' }).getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    await expect(page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem', { name: /^Unread: Asha Rao sent you a message/ })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  } finally {
    expect((await adminFetch('/__admin/reset', { method: 'POST' })).ok).toBe(true);
  }
});
