import { expect, test, type Page } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { axeViolations, ENTRY_SCRIPT, holdScript } from './helpers';

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const notice = (page: Page) => page.getByRole('status', { name: /^Sign in/ });

async function signInAsStudentFromNotice(page: Page) {
  await notice(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByLabel('Password').fill(DEMO.student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a shared private-class link, signed out: the notice on / says where it goes, and sign-in lands there', async ({ page }) => {
  const link = `/student-private-class/${DEMO.privateClass.code}`;
  await page.goto(link);
  await expect.poll(() => path(page)).toBe('/');
  await expect(notice(page)).toHaveText(/Sign in to continue to your private class\./);
  await expect(notice(page).getByRole('link', { name: 'Create an account' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await signInAsStudentFromNotice(page);
  await expect.poll(() => path(page)).toBe(link);
  await expect(page.getByRole('heading', { level: 1, name: 'My private classes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your class' })).toContainText(`${DEMO.privateClass.className}: Not paid yet`);
});

test('the landing search, signed out: typed before hydration, it shows the results on / and sign-in comes back to them', async ({ page }) => {
  // Typed before the prerendered page is hydrated (its script held back): what was typed is what is searched.
  const release = await holdScript(page, ENTRY_SCRIPT);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('What do you want to learn?').fill('Asha');
  await expect(page.getByRole('button', { name: 'Find a tutor' })).toBeDisabled();
  release();
  await page.getByRole('button', { name: 'Find a tutor' }).click();
  // The search is public now (issue 40): its results on /, no notice asking to sign in first.
  await expect.poll(() => path(page)).toBe('/?q=Asha');
  const tutorLink = page.getByRole('link', { name: 'View profile: Asha Rao' }).and(page.locator('[href="/demo-tutor"]'));
  await expect(tutorLink).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByLabel('Password').fill(DEMO.student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => path(page)).toBe('/?q=Asha');
  await expect(tutorLink).toBeVisible();
  // Signed in, the next search from / is the full search, its words kept.
  await page.getByLabel('What do you want to learn?').fill('Asha');
  await page.getByRole('button', { name: 'Find a tutor' }).click();
  await expect.poll(() => path(page)).toBe('/tutor-search?q=Asha');
  await expect(page.getByRole('searchbox', { name: 'Name or topic' })).toHaveValue('Asha');
});
