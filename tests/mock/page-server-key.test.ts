// Issue 40: the page server renders tutor pages for every visitor from one address; with its key (X-Page-Server-Key)
// the public-read limit counts the visitor it names (X-Visitor-Address) instead. Over HTTP, against the mock.
import { describe, expect, it } from 'vitest';
import { PAGE_SERVER_KEY_HEADER, PUBLIC_READ_LIMIT, VISITOR_ADDRESS_HEADER } from '../../src/domain/public-reads';
import { mockPerFile, STUDENT } from './support';

const { api, server } = mockPerFile({ webhooks: 'off' });
const READS = { GetTutorPublicProfile: { query: { Slug: 'demo-tutor' } } };

describe('the page server’s key: its reads are counted by the visitor it renders for (added beyond the spec)', () => {
  const profile = (headers: Record<string, string>) => api.get('/GetTutorPublicProfile', { as: null, query: READS.GetTutorPublicProfile.query, headers });
  const keyed = (visitor: string): Record<string, string> => ({ [PAGE_SERVER_KEY_HEADER]: server.pageServerKey, [VISITOR_ADDRESS_HEADER]: visitor });

  it('with the key, limit + 1 reads for as many visitors all answer; limit + 1 for one visitor, the last is 429', async () => {
    const visitors = Array.from({ length: PUBLIC_READ_LIMIT + 1 }, (_, i) => `203.0.113.${i + 1}`);
    const first = visitors[0]!;
    const statuses = [];
    for (const visitor of visitors) statuses.push((await profile(keyed(visitor))).status);
    expect(statuses.every((status) => status === 200), statuses.join()).toBe(true);
    // The first visitor made one; 119 more are allowed, their 121st is not.
    const again = [];
    for (let i = 0; i < PUBLIC_READ_LIMIT; i += 1) again.push((await profile(keyed(first))).status);
    expect(again.slice(0, -1).every((status) => status === 200), again.join()).toBe(true);
    expect(again.at(-1)).toBe(429);
    const refused = await profile(keyed(first));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Neither the page server's own address nor another visitor was counted for them.
    expect((await profile({})).status).toBe(200);
    expect((await profile(keyed('198.51.100.9'))).status).toBe(200);
  });

  it('a wrong key is 401, also with a token, and never falls back to counting the connecting address', async () => {
    const wrong: Record<string, string>[] = [{ [PAGE_SERVER_KEY_HEADER]: 'not-the-key', [VISITOR_ADDRESS_HEADER]: '203.0.113.1' }, { [PAGE_SERVER_KEY_HEADER]: `${server.pageServerKey}x` }];
    for (const headers of wrong) {
      const refused = await profile(headers);
      expect(refused.status).toBe(401);
      expect(refused.body.Message).toBe('The X-Page-Server-Key header does not match the page server\'s key.');
    }
    const signedIn = await api.get('/GetTutorPublicProfile', { as: STUDENT, query: READS.GetTutorPublicProfile.query, headers: { [PAGE_SERVER_KEY_HEADER]: 'not-the-key' } });
    expect(signedIn.status).toBe(401);
  });

  it('a visitor address without the key is ignored: a scraper naming a new address each time is still counted by its own', async () => {
    const statuses = [];
    // SearchTutors: this file's other tests used the connecting address's allowance of GetTutorPublicProfile.
    const search = (visitor: string) => api.get('/SearchTutors', { as: null, query: { Query: 'math' }, headers: { [VISITOR_ADDRESS_HEADER]: visitor } });
    for (let i = 0; i <= PUBLIC_READ_LIMIT; i += 1) statuses.push((await search(`203.0.113.${i + 1}`)).status);
    expect(statuses.slice(0, -1).every((status) => status === 200), statuses.join()).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('with the key, a visitor address that is not one address is 400', async () => {
    const refused = await profile(keyed('203.0.113.1, 10.0.0.1'));
    expect(refused.status).toBe(400);
    expect(refused.body.Errors[0].Field).toBe('X-Visitor-Address');
  });
});
