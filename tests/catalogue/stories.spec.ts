// Every story of the component catalogue, rendered alone (Storybook's iframe), has no axe violation (WCAG 2.2 AA rules)
// at a desktop and a phone width. The list comes from the built catalogue's index, so a new story is checked without
// being named here.
//
// Speed: each worker loads the catalogue's iframe once, puts axe-core in it once, and then moves from story to story
// as the catalogue's own sidebar does (its channel's setCurrentStory), instead of a page load and an axe injection per
// check: the injection of axe's half-megabyte source was 0.48 s of each check, a page load 0.37 s; a story switch and
// a check now take about 0.2 and 0.03 s. A test that fails ends its worker, so the next story starts on a fresh page.
import { readFileSync } from 'node:fs';
import axe from 'axe-core';
import { expect, test as base, type Page } from '@playwright/test';

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, { id: string; type: string; title: string; name: string }> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Each story at a desktop and a phone width: rendered once, checked at one width, then the other. */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Preview {
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, args: unknown): void };
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  axe: typeof axe;
}

/** One page per worker: the catalogue's iframe with axe-core in it. */
const test = base.extend<object, { catalogue: Page }>({
  catalogue: [
    async ({ browser }, provide, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL, viewport: WIDTHS[0] });
      await page.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story`);
      await expect(page.locator('#storybook-root > *').first()).toBeAttached();
      await page.addScriptTag({ content: axe.source });
      await provide(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

test('the catalogue has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}: axe finds nothing at 1280 and 360 px`, async ({ catalogue: page }) => {
    await page.setViewportSize(WIDTHS[0]!);
    await page.evaluate((id) => (window as unknown as Preview).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' }), story.id);
    // This story has rendered and its play (a file chosen, a confirmation opened) has run: axe sees the state the story
    // names. A play that throws leaves the render 'errored' and fails here.
    const rendered = () =>
      page.evaluate(() => {
        const render = (window as unknown as Preview).__STORYBOOK_PREVIEW__?.currentRender;
        return `${render?.id ?? ''}:${render?.phase ?? ''}`;
      });
    await expect.poll(rendered, { intervals: [20, 50, 100] }).toMatch(new RegExp(`^${story.id}:(completed|finished)$`));
    await expect(page.locator('#storybook-root > *').first()).toBeAttached();
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      const violations = await page.evaluate(
        async (tags) => {
          const results = await (window as unknown as Preview).axe.run(document.querySelector('#storybook-root')!, { runOnly: { type: 'tag', values: tags } });
          return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
        },
        TAGS,
      );
      expect(violations.map((v) => `${size.width} px, ${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
    }
  });
}
