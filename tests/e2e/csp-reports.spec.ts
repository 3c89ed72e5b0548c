// Content-Security-Policy violations are reported where the headers say (scripts/security-headers.mjs): offline, the
// preview's report-uri names the mock's /__csp-report on the web origin, and the mock keeps what arrives
// (GET /__admin/csp-reports).
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { adminFetch } from '../../mock-server/admin-client.mjs';

interface KeptReport {
  via: string;
  documentURL?: string;
  effectiveDirective?: string;
  blockedURL?: string;
}

async function reportsAbout(marker: string): Promise<KeptReport[]> {
  const response = await adminFetch('/__admin/csp-reports');
  expect(response.ok).toBe(true);
  const { reports } = (await response.json()) as { reports: KeptReport[] };
  return reports.filter((report) => `${report.blockedURL} ${report.documentURL}`.includes(marker));
}

test('an image from a host the policy does not name is blocked, and the violation reaches the mock', async ({ page, cspViolations }) => {
  const marker = randomUUID();
  await page.goto(`/?probe=${marker}`);
  await page.evaluate((url) => {
    const image = document.createElement('img');
    image.alt = '';
    image.src = url;
    document.body.append(image);
  }, `https://images.elsewhere.invalid/${marker}.png`);
  await expect.poll(() => cspViolations.map((v) => v.directive)).toContain('img-src');
  await expect.poll(() => reportsAbout(marker), { timeout: 15_000 }).toEqual([
    expect.objectContaining({
      via: 'report-uri',
      effectiveDirective: 'img-src',
      blockedURL: `https://images.elsewhere.invalid/${marker}.png`,
      documentURL: expect.stringContaining(`/?probe=${marker}`),
    }),
  ]);
  // Provoked on purpose: taken out of the guard's list.
  expect(cspViolations.splice(0).map((v) => v.directive)).toEqual(['img-src']);
});
