// Issue 40: the public reads a signed-out visitor makes (browsing tutors before signing up) are limited per client
// (IP address) against scraping: 120 calls of each operation in any 60 seconds, then 429 with Retry-After. Over HTTP.
import { describe, expect, it } from 'vitest';
import { PUBLIC_READ_LIMIT, PUBLIC_READ_WINDOW_MS } from '../../src/domain/public-reads';
// @ts-expect-error plain ESM mock seed
import { buildDemoSeed } from '../../mock-server/seed/demo.mjs';
import { mockPerFile, STUDENT, TUTOR } from './support';

const { api } = mockPerFile({ webhooks: 'off' });

const from = new Date(Date.now() + 86_400_000).toISOString();
const to = new Date(Date.now() + 8 * 86_400_000).toISOString();
const READS = {
  SearchTutors: { path: '/SearchTutors', query: { Query: 'math', PageSize: 10 } },
  GetTutorPublicProfile: { path: '/GetTutorPublicProfile', query: { Slug: 'demo-tutor' } },
  GetOpenSlots: { path: '/GetOpenSlots', query: { Slug: 'demo-tutor', From: from, To: to, Minutes: 60 } },
} as const;

/** `count` signed-out calls one after the other (as a scraper would), each with a DeviceID of its own; their statuses. */
async function signedOutCalls(read: keyof typeof READS, count: number, firstDevice = 0): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const device = `Device${String(firstDevice + i).padStart(10, '0')}`;
    statuses.push((await api.get(READS[read].path, { as: null, query: READS[read].query, headers: { DeviceID: device } })).status);
  }
  return statuses;
}

describe('signed-out public reads: 120 a minute per client and operation', () => {
  it('states the limit the contract states: 120 in 60 seconds', () => {
    expect(PUBLIC_READ_LIMIT).toBe(120);
    expect(PUBLIC_READ_WINDOW_MS).toBe(60_000);
  });

  it('SearchTutors: the 121st call is 429 with Retry-After and words to wait, whatever DeviceID it sends; signed in is not counted', async () => {
    const statuses = await signedOutCalls('SearchTutors', PUBLIC_READ_LIMIT);
    expect(statuses.every((status) => status === 200), statuses.join()).toBe(true);
    const refused = await api.get('/SearchTutors', { as: null, query: READS.SearchTutors.query, headers: { DeviceID: 'BrandNewDevice01' } });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('Retry-After'));
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 60, String(wait)).toBe(true);
    expect(refused.body.Message).toMatch(/^Too many requests from this address: wait \d+ seconds? and try again, or sign in\.$/);
    // A refused call does not count, so the client waits what it was told; a signed-in user's search is not limited.
    const signedIn = await api.get('/SearchTutors', { as: STUDENT, query: READS.SearchTutors.query });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.Data.Items.length).toBeGreaterThan(0);
    // Each operation has its own allowance: the visitor can still open a tutor's page.
    expect((await api.get('/GetTutorPublicProfile', { as: null, query: READS.GetTutorPublicProfile.query })).status).toBe(200);
  });

  it.each(['GetTutorPublicProfile', 'GetOpenSlots'] as const)('%s: limit + 1 signed-out calls, the last is 429 with Retry-After', async (read) => {
    // The profile test above used one call of GetTutorPublicProfile already.
    const used = read === 'GetTutorPublicProfile' ? 1 : 0;
    const statuses = await signedOutCalls(read, PUBLIC_READ_LIMIT - used + 1, 1000);
    expect(statuses.slice(0, -1).every((status) => status === 200), statuses.join()).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await api.get(READS[read].path, { as: null, query: READS[read].query });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await api.get(READS[read].path, { as: STUDENT, query: READS[read].query })).status).toBe(200);
  });
});

describe('ListPublicTutors: the sitemap’s list of tutors with a public page', () => {
  type User = { UserID: string; Slug?: string; Role: number };
  const users = (buildDemoSeed() as { users: User[] }).users;
  const tutorRole = users.find((user) => user.UserID === TUTOR)!.Role;
  const withPage = users.filter((user) => user.Role === tutorRole && user.Slug).map((user) => user.Slug!);

  it('lists the tutors SearchTutors lists, by name, only slug, open course count and time of change, in pages', async () => {
    expect(withPage.length).toBeGreaterThan(2);
    // Students (no public page) are not listed; the order is SearchTutors' NameAsc.
    expect(users.some((user) => user.Role !== tutorRole)).toBe(true);
    const searched = await api.get('/SearchTutors', { as: STUDENT, query: { Sort: 'NameAsc', PageSize: 100 } });
    const all = await api.get('/ListPublicTutors', { as: STUDENT });
    expect(all.status).toBe(200);
    expect(all.body.Data.PageSize).toBe(5000);
    expect(all.body.Data.Total).toBe(withPage.length);
    expect(all.body.Data.Items.map((t: { Slug: string }) => t.Slug)).toEqual(searched.body.Data.Items.map((t: { Slug: string }) => t.Slug));
    expect([...all.body.Data.Items.map((t: { Slug: string }) => t.Slug)].sort()).toEqual([...withPage].sort());
    for (const item of all.body.Data.Items) expect(Object.keys(item).sort()).toEqual(['OpenCourseCount', 'Slug', 'UpdatedAt']);
    expect(all.body.Data.Items.find((t: { Slug: string }) => t.Slug === 'demo-tutor').OpenCourseCount).toBe(
      searched.body.Data.Items.find((t: { Slug: string }) => t.Slug === 'demo-tutor').OpenCourseCount,
    );
    // Pages of 2 put together are the whole list; a page past the last is empty.
    const pages = [];
    for (let page = 1; page <= Math.ceil(withPage.length / 2); page += 1) pages.push(...(await api.get('/ListPublicTutors', { as: null, query: { Page: page, PageSize: 2 } })).body.Data.Items);
    expect(pages).toEqual(all.body.Data.Items);
    expect((await api.get('/ListPublicTutors', { as: null, query: { Page: 1000, PageSize: 2 } })).body.Data.Items).toEqual([]);
  });

  it('refuses a bad page or page size with 400', async () => {
    for (const query of [{ PageSize: 5001 }, { PageSize: 0 }, { Page: 0 }, { Page: 'x' }] as Record<string, string | number>[]) {
      expect((await api.get('/ListPublicTutors', { as: STUDENT, query })).status, JSON.stringify(query)).toBe(400);
    }
  });

  it('is counted by the public-read limit on its own: limit + 1 signed-out calls, the last is 429 with Retry-After', async () => {
    // This file's earlier test made ceil(tutors / 2) + 1 signed-out calls already.
    const used = Math.ceil(withPage.length / 2) + 1;
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_READ_LIMIT - used + 1; i += 1) statuses.push((await api.get('/ListPublicTutors', { as: null, query: { PageSize: 1 } })).status);
    expect(statuses.slice(0, -1).every((status) => status === 200), statuses.join()).toBe(true);
    const refused = await api.get('/ListPublicTutors', { as: null, query: { PageSize: 1 } });
    expect(statuses.at(-1)).toBe(429);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await api.get('/ListPublicTutors', { as: STUDENT, query: { PageSize: 1 } })).status).toBe(200);
  });
});
