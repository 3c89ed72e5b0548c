// Visual regression (issue 38): the key screens of each role at 1280 and 360 px, compared pixel for pixel with the
// baselines in visual.spec.ts-snapshots/ (they are also the design's record of the current look; docs/design/before/
// holds the look before the redesign). Every date is the same on every run: the mock's seed is built at a fixed
// instant with its test clock there (POST /__admin/reset { at }), and the browser's clock is fixed to the same instant.
// The font is DejaVu Sans (fonts-dejavu-core, which .ci/run installs): the token stack's first fonts are not on Linux.
// Texts showing the web origin (the tutor's public addresses) are masked: the port differs between stacks and checkouts.
// After an intended change of the look, look at the diff in the report, then write new baselines against the stack:
//   npx playwright test tests/e2e/visual.spec.ts --update-snapshots
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { resetMockAt, signInAsStudent, signInAsTutor, trackRequests } from './helpers';

/** A Monday morning, 11:30 in the demo users' zone (Asia/Kolkata). Past, so the emulator's tokens (issued now) are valid. */
const AT = '2026-03-02T06:00:00.000Z';
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

async function settled(page: Page, network: ReturnType<typeof trackRequests>) {
  // Every read of the page answered (the landing's tutors and subjects come after it has painted), every face drawn.
  await network.quiet();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading.....')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  // No hover or focus left from the sign-in.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe.configure({ mode: 'serial' });

for (const width of WIDTHS) {
  for (const as of ['visitor', 'tutor', 'student'] as const) {
    test(`${as} screens at ${width} px look as their baselines`, async ({ page }) => {
      test.setTimeout(120_000);
      const network = trackRequests(page);
      await resetMockAt(AT);
      await page.clock.setFixedTime(new Date(AT));
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      if (as === 'tutor') await signInAsTutor(page);
      if (as === 'student') await signInAsStudent(page);
      for (const screen of SCREENS.filter((s) => s.as === as)) {
        await page.goto(screen.path);
        await settled(page, network);
        // The tutor's profile shows addresses on the web origin (the public pages' links, the address field's hint), which
        // hold the web port: masked (their boxes still count), so the baselines hold on any port, e.g. on the second
        // end-to-end stack (scripts/services.mjs).
        const onOrigin = page.getByText(new URL(page.url()).origin);
        await expect(page, `${screen.name} at ${width} px`).toHaveScreenshot(`${screen.name}-${width}.png`, { fullPage: true, animations: 'disabled', mask: [onOrigin] });
      }
    });
  }
}
