// Every story of the component catalogue, rendered alone (Storybook's iframe), has no axe violation (WCAG 2.2 AA rules)
// at a desktop and a phone width. The list comes from the built catalogue's index, so a new story is checked without
// being named here.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, { id: string; type: string; title: string; name: string }> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the catalogue has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/** Each story at a desktop and a phone width: loaded once, checked at one width, then the other. */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

for (const story of stories) {
  test(`${story.title} / ${story.name}: axe finds nothing at 1280 and 360 px`, async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]!);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // The story's first element in the root: it has rendered.
    await expect(page.locator('#storybook-root > *').first()).toBeAttached();
    // And its play (a file chosen, a confirmation opened) has run: axe sees the state the story names. A play that
    // throws leaves the render 'errored' and fails here.
    await expect.poll(() => page.evaluate(() => (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase)).toMatch(/^(completed|finished)$/);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      const results = await new AxeBuilder({ page }).include('#storybook-root').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${size.width} px, ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}
