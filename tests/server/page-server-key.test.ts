// Issue 40: the page server renders tutor pages for every visitor from its own address. With its key it names the
// visitor (X-Visitor-Address) and the backend's public-read limit counts each visitor apart (src/domain/public-reads.ts):
// against the mock backend itself, in process, through the page server's own code (src/serve-page.tsx).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPage, PageServerKeyRefused, type LimitedPage, type ServedPage } from '../../src/serve-page';
import { PUBLIC_READ_LIMIT, VISITOR_ADDRESS_HEADER } from '../../src/domain/public-reads';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { startMock, tempDataFile, type MockServer } from '../mock/support';

const data = tempDataFile();
let mock: MockServer;
const PAGE = `/${DEMO.tutor.slug}`;

beforeAll(async () => {
  mock = await startMock(data.file);
}, 30_000);
afterAll(async () => {
  await mock.close();
  data.cleanup();
});

/** A fetch that keeps the status of every answer, so a test can say what the backend answered the page server. */
function recording() {
  const statuses: number[] = [];
  const send: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  };
  return { statuses, send };
}

const rendered = (answer: unknown): answer is ServedPage => typeof answer === 'object' && answer !== null && 'markup' in answer;

describe('the page server with its key', () => {
  it(`renders ${PUBLIC_READ_LIMIT + 1} pages for as many visitors, every one with the tutor's content`, async () => {
    const visitors = Array.from({ length: PUBLIC_READ_LIMIT + 1 }, (_, i) => `203.0.113.${i + 1}`);
    const answers = [];
    for (const visitorAddress of visitors) answers.push(await answerPage(PAGE, mock.url, { pageServer: { key: mock.pageServerKey, visitorAddress } }));
    const withContent = answers.filter((answer) => rendered(answer) && answer.markup.includes('<h1>Asha Rao</h1>'));
    expect(withContent).toHaveLength(PUBLIC_READ_LIMIT + 1);
  }, 60_000);

  it('limits one visitor past the limit: their 121st render is LimitedPage with Retry-After, after one request (no retry)', async () => {
    const visitorAddress = '198.51.100.7';
    const pageServer = { key: mock.pageServerKey, visitorAddress };
    for (let i = 0; i < PUBLIC_READ_LIMIT; i += 1) expect(rendered(await answerPage(PAGE, mock.url, { pageServer })), `render ${i + 1}`).toBe(true);
    const { statuses, send } = recording();
    const limited = (await answerPage(PAGE, mock.url, { pageServer, fetch: send })) as LimitedPage;
    expect(limited.limited).toBe(true);
    expect(limited.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(statuses).toEqual([429]);
    // Another visitor of the same page server is not limited by them.
    expect(rendered(await answerPage(PAGE, mock.url, { pageServer: { key: mock.pageServerKey, visitorAddress: '198.51.100.8' } }))).toBe(true);
  }, 60_000);

  it('is refused with a wrong key (401): the render fails loudly, it never falls back to counting its own address', async () => {
    const { statuses, send } = recording();
    await expect(answerPage(PAGE, mock.url, { pageServer: { key: 'not-the-key', visitorAddress: '203.0.113.1' }, fetch: send })).rejects.toBeInstanceOf(PageServerKeyRefused);
    expect(statuses).toEqual([401]);
  });
});

describe('a visitor address without the key', () => {
  it('is ignored: renders naming a new visitor each time are counted against the address they come from', async () => {
    // As a scraper would: no key, a made-up X-Visitor-Address on every request.
    let n = 0;
    const spoofing: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      const headers = new Headers(request.headers);
      headers.set(VISITOR_ADDRESS_HEADER, `192.0.2.${(n += 1)}`);
      return fetch(new Request(request, { headers }));
    };
    const answers = [];
    for (let i = 0; i <= PUBLIC_READ_LIMIT; i += 1) answers.push(await answerPage(PAGE, mock.url, { fetch: spoofing }));
    expect(answers.slice(0, -1).every(rendered)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ limited: true });
  }, 60_000);
});
