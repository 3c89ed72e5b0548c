// Steps several specs share: resetting the mock, signing in, signing up a new student, finding the demo tutor, paying in
// the offline test checkout, joining a classroom, moving the clocks (mock and browsers), reading what the mock stored,
// class cards and payment history rows, axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { isoToZonedLocal } from '../../src/domain/zoned-time';
import type { Availability } from '../../src/contract/records';
import { mintEmulatorToken } from '../../mock-server/emulator-token.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { MOCK_URL } from '../../scripts/services.mjs';

export interface StoredPayment {
  PaymentID: string;
  OrderID?: string;
  ClassCode: string;
  ClassName: string;
  Kind: 'PrivateClass' | 'GroupCourse';
  Status: string;
  Amount: number;
  CurrencyType: string;
  PaidAt: string;
  StudentID: string;
  StudentName: string;
  TutorID: string;
}

/** What the mock backend holds (its admin API). */
export async function mockDb(): Promise<{
  payments: StoredPayment[];
  users: { UserID: string; TimeZone: string }[];
  privateClasses: { ClassID: number; ClassLink: string; ClassName: string; Status: string }[];
  courses: { ClassID: number; ClassLink: string; CourseName: string; Status: string }[];
  sessions: { SessionID: number; ClassID: number; Title: string; Status: string }[];
}> {
  const response = await adminFetch('/__admin/db');
  return (await response.json()) as Awaited<ReturnType<typeof mockDb>>;
}

/** Back to the demo seed, so each test (and the specs after this one) starts from the same data. */
export async function resetMock(): Promise<void> {
  expect((await adminFetch('/__admin/reset', { method: 'POST' })).ok).toBe(true);
}

/** Back to the demo seed built at the instant `at`, with the mock's test clock set there: the same dates on every run. */
export async function resetMockAt(at: string): Promise<void> {
  expect((await adminFetch('/__admin/reset', { method: 'POST', body: { at } })).ok).toBe(true);
}

/** Ends every classroom of the mock's signalling server (its rooms and sockets), so a classroom test starts with none. */
export async function resetClassrooms(): Promise<void> {
  expect((await adminFetch('/__admin/classroom/reset', { method: 'POST' })).ok).toBe(true);
}

/** The instant as the datetime-local value ('YYYY-MM-DDTHH:mm') a user types, in their profile's time zone. */
export async function localTimeOf(uid: string, instant: Date): Promise<string> {
  const zone = (await mockDb()).users.find((user) => user.UserID === uid)!.TimeZone;
  return isoToZonedLocal(instant, zone);
}

/** Every payment the mock backend holds, or only those of one class. */
export async function payments(code?: string): Promise<StoredPayment[]> {
  const all = (await mockDb()).payments;
  return code === undefined ? all : all.filter((payment) => payment.ClassCode === code);
}

export async function axeViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Signs a demo user in from /login and waits for their dashboard. */
async function signInAsDemo(page: Page, user: { email: string; password: string }, dashboard: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(dashboard);
}

export const signInAsTutor = (page: Page) => signInAsDemo(page, DEMO.tutor, /\/tutor-dashboard$/);
export const signInAsStudent = (page: Page) => signInAsDemo(page, DEMO.student, /\/student-dashboard$/);

/** Opens a checkout page as the signed-out demo student, signs in from there and lands back on it. */
export async function signInAndOpen(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByLabel('Password').fill(DEMO.student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

/** A class's card: the list item headed (level 3) by its name, on a dashboard or a class list. */
/** The toasts (src/ui/components/kit/toast.tsx): each a status in the polite region 'Notifications' at the bottom. */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('status');

export const classCard = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** The instant `ms` from now, rounded up to a whole minute (what the forms' date and time fields take). */
export const minuteFromNow = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);

const HISTORY = {
  student: { path: '/student-payment-history', table: 'Your payments, newest first' },
  tutor: { path: '/tutor-payment-history', table: 'Payments received, newest first' },
} as const;

/** Opens the student's or the tutor's payment history; returns its rows of the class or course named `name`. */
export async function historyRows(page: Page, side: keyof typeof HISTORY, name: string): Promise<Locator> {
  await page.goto(HISTORY[side].path);
  return page.getByRole('table', { name: HISTORY[side].table }).getByRole('row').filter({ hasText: name });
}

/** Pay Now, then 'Pay' in the offline test checkout dialog. */
export async function payInTestCheckout(page: Page) {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
}

const CHECKOUT = {
  private: { checkout: '/private-class-checkout/', paid: '/student-private-class/' },
  course: { checkout: '/course-class-checkout/', paid: '/student-course-class/' },
} as const;

/** The signed-in student opens a class's or course's share link (its checkout), pays in the test checkout and lands on it. */
export async function buyInTestCheckout(page: Page, kind: keyof typeof CHECKOUT, code: string): Promise<void> {
  await page.goto(`${CHECKOUT[kind].checkout}${code}`);
  await payInTestCheckout(page);
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT[kind].paid}${code}$`));
}

/** The <dd> after the <dt> whose text is exactly `term` (checkout lines, receipts), inside `scope`. */
export const value = (scope: Page | Locator, term: string) =>
  scope.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** Sets the mock backend's offline test clock to real time + offsetMs (0 puts it back). */
export async function setMockClock(offsetMs: number): Promise<void> {
  const response = await adminFetch('/__admin/clock', { method: 'POST', body: { offsetMs } });
  expect(response.ok).toBe(true);
}

/**
 * Moves server time and the pages' browser clocks together by offsetMs (the mock decides who may enter, the pages decide
 * what to show; both must agree). Timers keep running; reload or navigate the pages afterwards. Keep it well under an
 * hour: the ID tokens live one hour and the mock checks their expiry on its own clock.
 */
export async function moveClocks(offsetMs: number, pages: Page[]): Promise<void> {
  await setMockClock(offsetMs);
  for (const page of pages) await page.context().clock.setSystemTime(new Date(Date.now() + offsetMs));
}

/** A new student: signs up through the Auth emulator, registers, and lands on the student dashboard. */
export async function signUpNewStudent(page: Page, student: { email: string; firstName: string; lastName: string }): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill('Learner#2026x');
  await page.getByRole('radio', { name: 'Learn (student account)' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/student-registration$/);
  await page.getByLabel('First name').fill(student.firstName);
  await page.getByLabel('Last name').fill(student.lastName);
  await page.getByLabel('Phone number').fill('+919876543210');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
}

/** From the student dashboard: Find a tutor, search "Asha" and open the demo tutor's page. */
export async function findDemoTutor(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Find a tutor' }).click();
  await expect(page).toHaveURL(/\/tutor-search/);
  await page.getByLabel('Name or topic').fill('Asha');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Other tutors may match (accounts registered by other specs): take the demo tutor's own link.
  const tutorLink = page.getByRole('link', { name: /Asha Rao/ }).and(page.locator(`[href="/${DEMO.tutor.slug}"]`));
  await tutorLink.click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.tutor.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
}

/** On a classroom page: waits for the server's yes, then the pre-join; joins under `name` and waits for the call. */
export async function joinClassroom(page: Page, name: string): Promise<void> {
  await expect(page.getByLabel('Your name')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Your name').fill(name);
  await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Connected$/ })).toBeVisible({ timeout: 20_000 });
}

/** Sends a message in the classroom's chat (Enter) and waits for the box to be empty again. */
export async function sayInClass(page: Page, text: string): Promise<void> {
  const box = page.getByRole('region', { name: 'Class chat' }).getByLabel('Message to the class');
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** The messages of the classroom's chat as the page shows them. */
export const chatItems = (page: Page) => page.getByRole('log', { name: 'Chat messages' }).getByRole('listitem');

/** A participant's tile has a playing <video> with frames coming in (videoWidth above 0 and the frame count rising). */
export async function expectPlayingVideo(tile: Locator): Promise<void> {
  const video = tile.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const frames = () => video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);
  const first = await frames();
  await expect.poll(frames, { timeout: 10_000 }).toBeGreaterThan(first);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
}

/**
 * Holds back every request for a built script whose path matches until `release()` is called: e.g. the entry
 * (/assets/index-*.js), to act on a prerendered page before the app has taken it over. Held again for a later page
 * when called again (the newest route handler answers first).
 */
export async function holdScript(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The entry script of a built page. */
export const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** The student's dashboard, reloaded, says the class is live: they join it from there, under their name. */
export async function studentJoinsFromDashboard(student: Page, item: Locator, what: { name: string; path: string; studentName: string }) {
  await student.reload();
  const join = student.getByRole('link', { name: `Join ${what.name}` });
  await expect(join).toBeVisible();
  await expect(item).toContainText('Live now');
  expect(await axeViolations(student)).toEqual([]);
  await join.click();
  await expect(student).toHaveURL(new RegExp(`${what.path}$`));
  await joinClassroom(student, what.studentName);
}

/** Both in the call: each sees the other's tile by name, the remote video plays, only the host can end it, axe is clean. */
export async function expectBothInTheCall(tutor: Page, student: Page, { tutorName, studentName }: { tutorName: string; studentName: string }) {
  const tutorOnStudent = student.getByRole('listitem', { name: tutorName, exact: true });
  const studentOnTutor = tutor.getByRole('listitem', { name: studentName, exact: true });
  await expect(tutorOnStudent).toBeVisible({ timeout: 20_000 });
  await expect(studentOnTutor).toBeVisible({ timeout: 20_000 });
  await expect(tutor.getByRole('listitem', { name: `${tutorName} (You)` })).toBeVisible();
  await expect(student.getByRole('listitem', { name: `${studentName} (You)` })).toBeVisible();
  await expectPlayingVideo(tutorOnStudent);
  await expect(tutor.getByRole('button', { name: 'End class' })).toBeVisible();
  await expect(student.getByRole('button', { name: 'End class' })).toHaveCount(0);
  expect(await axeViolations(tutor)).toEqual([]);
  expect(await axeViolations(student)).toEqual([]);
}

/** The demo tutor's hours every day 08:00–22:00 in Kolkata: 60 minutes at ₹800 + ₹40 and a 30-minute trial at ₹200 + ₹10. */
export const DEMO_TUTOR_HOURS: Availability = {
  TimeZone: 'Asia/Kolkata',
  CurrencyType: 'INR',
  Weekly: [1, 2, 3, 4, 5, 6, 7].map((Day) => ({ Day, From: '08:00', To: '22:00' })),
  Overrides: [],
  Lengths: [{ Minutes: 60, Price: 800, TransactionFees: 40 }],
  BufferMinutes: 10,
  MinNoticeHours: 12,
  HorizonDays: 30,
  Trial: { Minutes: 30, Price: 200, TransactionFees: 10 },
};

/** Saves the demo tutor's hours through the API, as the tutor (a journey's set-up, not one of its steps). */
export async function saveDemoTutorHours(hours: Availability = DEMO_TUTOR_HOURS): Promise<void> {
  const response = await fetch(`${MOCK_URL}/SaveAvailability`, {
    method: 'POST',
    headers: {
      Authorization: mintEmulatorToken(DEMO.tutor.uid, { email: DEMO.tutor.email }),
      DeviceID: 'e2eTutorHours001',
      LangID: '1',
      Environment: 'Dev',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(hours),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The layout shifts the page has had so far (value and the shifted nodes), from the browser's buffered entries. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
            seen.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => s.node?.nodeName).join(',')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, queued as a task.
        setTimeout(() => resolve(seen), 100);
      }),
  );
}

/**
 * Playwright's 'networkidle' for a signed-in page: the push channel's stream (GET /StreamEvents) stays open as long as
 * the page does, so 'networkidle' never comes. `quiet()` resolves once no other request has been in flight for 500 ms
 * (networkidle's own rule). Start it before the navigation it waits for.
 */
export function trackRequests(page: Page): { quiet(): Promise<void> } {
  const inFlight = new Set<unknown>();
  const waiters = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    if (inFlight.size > 0) return;
    timer = setTimeout(() => {
      for (const done of [...waiters]) done();
      waiters.clear();
    }, 500);
  };
  const counted = (url: string) => new URL(url).pathname.split('/').pop() !== 'StreamEvents';
  page.on('request', (request) => {
    if (!counted(request.url())) return;
    inFlight.add(request);
    check();
  });
  const finished = (request: { url(): string }) => {
    inFlight.delete(request);
    check();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    quiet: () =>
      new Promise<void>((resolve) => {
        waiters.add(resolve);
        check();
      }),
  };
}
