// Screenshots of the key screens of each role at 1280 and 360 px, for the design's record (issue 38: before and after a
// redesign), written to docs/design/<SCREENS_LABEL>/. Not part of npm test: run by hand against the offline product,
//   SCREENS_LABEL=after npx playwright test -c playwright.screens.config.ts
// (the config starts the same stack as the end-to-end tests). The comparing visual tests of npm test are issue 38's
// next step (they need every date drawn in a <time> so that a day's change is not a diff).
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { resetMock, signInAsStudent, signInAsTutor } from '../e2e/helpers';

const LABEL = process.env.SCREENS_LABEL ?? 'current';
const WIDTHS = [1280, 360] as const;

interface Screen {
  name: string;
  as: 'visitor' | 'tutor' | 'student';
  path: string;
}

const SCREENS: Screen[] = [
  { name: 'landing', as: 'visitor', path: '/' },
  { name: 'login', as: 'visitor', path: '/login' },
  { name: 'tutor-public-page', as: 'visitor', path: `/${DEMO.tutor.slug}` },
  { name: 'tutor-dashboard', as: 'tutor', path: '/tutor-dashboard' },
  { name: 'tutor-courses', as: 'tutor', path: '/course-class' },
  { name: 'tutor-payments', as: 'tutor', path: '/tutor-payment-history' },
  { name: 'tutor-profile', as: 'tutor', path: '/tutor-profile' },
  { name: 'messages-tutor', as: 'tutor', path: `/messages/${DEMO.student.uid}` },
  { name: 'student-dashboard', as: 'student', path: '/student-dashboard' },
  { name: 'student-classes', as: 'student', path: '/student-private-class' },
  { name: 'tutor-search', as: 'student', path: '/tutor-search?query=' },
  { name: 'checkout', as: 'student', path: `/private-class-checkout/${DEMO.openPrivateClass.code}` },
  { name: 'student-payments', as: 'student', path: '/student-payment-history' },
];

async function settled(page: Page) {
  // Every read of the page answered (the landing's tutors and subjects come after it has painted).
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading.....')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => (image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })))));
  });
}

test.beforeAll(async () => {
  await resetMock();
});

for (const width of WIDTHS) {
  for (const as of ['visitor', 'tutor', 'student'] as const) {
    test(`${as} screens at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      if (as === 'tutor') await signInAsTutor(page);
      if (as === 'student') await signInAsStudent(page);
      for (const screen of SCREENS.filter((s) => s.as === as)) {
        await page.goto(screen.path);
        await settled(page);
        await page.screenshot({ path: `docs/design/${LABEL}/${screen.name}-${width}.png`, fullPage: true, animations: 'disabled' });
      }
    });
  }
}
