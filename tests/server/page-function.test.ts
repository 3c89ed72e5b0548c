// The production page function's handler (scripts/page-function.mjs), a plain (req, res) handler, on node:http over the
// page server built from this checkout and the mock backend: what Hosting's rewrites send it, answered as Hosting would
// serve it, with the visitor taken from X-Forwarded-For as Google's infrastructure writes it.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script
import { buildPageServer, loadPageServer } from '../../scripts/page-server.mjs';
// @ts-expect-error plain ESM build script
import { createPageHandler, HOSTING_TRUSTED_HOPS } from '../../scripts/page-function.mjs';
import { PUBLIC_READ_LIMIT } from '../../src/domain/public-reads';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { startMock, tempDataFile, type MockServer } from '../mock/support';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TEMPLATE = '<!doctype html><html><head><title>TutorHub</title><meta name="description" content=""></head><body><div id="root"></div></body></html>';
const SHELL = '<!doctype html><html><head><title>TutorHub</title></head><body><div id="root" data-shell="">Loading.....</div></body></html>';
const data = tempDataFile();
const serverDir = mkdtempSync(join(tmpdir(), 'page-function-'));
let mock: MockServer;
const servers: Server[] = [];
const logged: string[] = [];

/** The handler on node:http with the given key; its base URL. */
async function serve(key: () => string | undefined): Promise<string> {
  const pages = await loadPageServer(serverDir, mock.url, 'https://tutors.example', key);
  const server = createServer(createPageHandler({ pages, shell: SHELL, trustedHops: HOSTING_TRUSTED_HOPS, log: (line: string) => logged.push(line) }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** As Hosting forwards a visitor's request: what the client wrote, the visitor, Hosting's edge. */
const fromVisitor = (visitor: string, clientWrote = '192.0.2.66') => ({ 'X-Forwarded-For': `${clientWrote}, ${visitor}, 199.36.158.100` });

let base: string;
beforeAll(async () => {
  await buildPageServer({ root, mode: 'offline', serverDir, template: TEMPLATE, selfContained: true });
  mock = await startMock(data.file);
  base = await serve(() => mock.pageServerKey);
}, 120_000);
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await mock?.close();
  data.cleanup();
  rmSync(serverDir, { recursive: true, force: true });
});

describe('the page function', () => {
  it('renders a tutor page with its content, the course page, and the sitemap', async () => {
    const page = await fetch(`${base}/${DEMO.tutor.slug}`, { headers: fromVisitor('203.0.113.1') });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<h1>Asha Rao</h1>');
    expect(await (await fetch(`${base}/course/${DEMO.tutor.slug}`, { headers: fromVisitor('203.0.113.1') })).text()).toContain('<h2>Group courses</h2>');
    const sitemap = await fetch(`${base}/sitemap.xml`, { headers: fromVisitor('203.0.113.1') });
    expect([sitemap.status, sitemap.headers.get('content-type')]).toEqual([200, 'application/xml; charset=utf-8']);
    expect(await sitemap.text()).toContain('https://tutors.example/sitemap-tutors-1.xml');
    expect((await fetch(`${base}/sitemap-tutors-99.xml`)).status).toBe(404);
  });

  it('answers the shell for an app route, 404 with noindex for a tutor nobody has, 405 for a POST', async () => {
    const app = await fetch(`${base}/tutor-search`);
    expect([app.status, await app.text()]).toEqual([200, SHELL]);
    const missing = await fetch(`${base}/no-such-tutor-here`, { headers: fromVisitor('203.0.113.1') });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex">');
    const post = await fetch(`${base}/${DEMO.tutor.slug}`, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it(`renders for ${PUBLIC_READ_LIMIT + 1} visitors; one visitor past the limit gets 429 with Retry-After, however they spell X-Forwarded-For`, async () => {
    const statuses = [];
    for (let i = 0; i <= PUBLIC_READ_LIMIT; i += 1) statuses.push((await fetch(`${base}/${DEMO.tutor.slug}`, { headers: fromVisitor(`198.51.100.${i + 1}`) })).status);
    expect(statuses.every((status) => status === 200), statuses.join()).toBe(true);
    // 198.51.100.1 made one; a new made-up first entry each time does not make them someone else.
    const again = [];
    for (let i = 0; i < PUBLIC_READ_LIMIT; i += 1) again.push(await fetch(`${base}/${DEMO.tutor.slug}`, { headers: fromVisitor('198.51.100.1', `192.0.2.${i + 1}`) }));
    expect(again.slice(0, -1).every((answer) => answer.status === 200)).toBe(true);
    const limited = again.at(-1)!;
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.text()).toContain('<meta name="robots" content="noindex">');
  }, 60_000);

  it('with a key the backend does not hold, serves the shell and says why in the log', async () => {
    const wrong = await serve(() => 'not-the-key');
    const answer = await fetch(`${wrong}/${DEMO.tutor.slug}`, { headers: fromVisitor('203.0.113.2') });
    expect([answer.status, await answer.text()]).toEqual([200, SHELL]);
    expect(logged.some((line) => line.includes("The backend refused the page server's key (401"))).toBe(true);
  });
});
