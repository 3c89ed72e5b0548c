import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';

async function signInAsStudent(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByLabel('Password').fill(DEMO.student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('from / a student searches, opens the demo tutor pages and Book reaches the private class checkout', async ({ page }) => {
  await signInAsStudent(page);
  await page.goto('/');
  await page.getByLabel('What do you want to learn?').fill('Asha');
  await page.getByRole('button', { name: 'Find a tutor' }).click();
  await expect(page).toHaveURL(/\/tutor-search\?q=Asha$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a tutor' })).toBeVisible();
  // Other tutors may match the search (e.g. accounts registered by other specs): take the demo tutor's own link.
  const tutorLink = page.getByRole('link', { name: /Asha Rao/ }).and(page.locator('[href="/demo-tutor"]'));
  await expect(tutorLink).toBeVisible();
  await expectNoAxeViolations(page);
  await tutorLink.click();
  await expect(page).toHaveURL(/\/demo-tutor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming private classes' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/course/demo-tutor');
  await expect(page.getByRole('list', { name: `${DEMO.course.courseName}: 4 sessions` }).getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);

  await page.goto('/demo-tutor');
  await page.getByRole('button', { name: /^Book / }).first().click();
  await expect(page).toHaveURL(/\/private-class-checkout\/[A-Za-z0-9]{16}$/);
  const stored = await page.evaluate(() => sessionStorage.getItem('PrivateClass'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ ClassLink: new URL(page.url()).pathname.split('/').pop() });
});

test('an unknown tutor slug shows a clear not-found page', async ({ page }) => {
  await page.goto('/no-such-tutor-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutor not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the demo student sees the seeded classes and the course schedule, and downloads a valid .ics', async ({ page }) => {
  await signInAsStudent(page);
  await page.goto('/student-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Student dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming private classes' })).toBeVisible();
  const upcoming = page.getByRole('list', { name: 'Upcoming private classes' });
  await expect(upcoming.getByRole('heading', { name: DEMO.privateClass.className })).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'Asha Rao' }).first()).toHaveAttribute('href', '/demo-tutor');
  await expectNoAxeViolations(page);

  await page.goto(`/student-private-class/${DEMO.paidPrivateClass.code}`);
  await expect(page.getByRole('region', { name: 'Your class' })).toContainText('Payment received: “Geometry Practice” is booked and paid.');
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Your areas' }).getByRole('link', { name: 'My courses' }).click();
  await expect(page).toHaveURL(/\/student-course-class$/);
  await page.getByRole('link', { name: `Schedule of ${DEMO.course.courseName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/student-course-class/sessions-schedule/${DEMO.course.classId}$`));
  const schedule = page.getByRole('list', { name: `Schedule of ${DEMO.course.courseName}` });
  await expect(schedule.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the whole schedule (.ics)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('spoken-english.ics');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const ics = Buffer.concat(chunks).toString('utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(4);
  expect(ics.match(/^DTSTART:\d{8}T\d{6}Z\r$/gm)).toHaveLength(4);
  expect(ics).toContain(`SUMMARY:${DEMO.course.courseName}: `);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
});

test('a new visitor books on /demo-tutor, registers through /student-signup/demo-tutor and reaches that checkout', async ({ page }) => {
  await page.goto('/demo-tutor');
  await page.getByRole('button', { name: `Book ${DEMO.privateClass.className}` }).click();
  // Signed out: the guard asks them to sign in first.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/student-signup/demo-tutor');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up to learn with Asha Rao' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(`e2e-student-${Date.now()}@demo.test`);
  await page.getByLabel('Password').fill('Learner#2026x');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/registration\/demo-tutor$/);
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => sessionStorage.getItem('SELECTED_TUTOR'))).toBe('demo-tutor');
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Learner');
  await page.getByLabel('Phone number').fill('+919876543210');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/private-class-checkout/${DEMO.privateClass.code}$`));
});
