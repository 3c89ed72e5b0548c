// The mock's Content-Security-Policy report endpoint (mock-server/lib/csp-reports.mjs): both report forms are kept, logged
// and read back through the admin API; a reset forgets them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SECRET, admin, tempDataFile, WEB_ORIGIN, type MockServer } from './support';
import { startMockServer } from '../../mock-server/server.mjs';

const data = tempDataFile();
const lines: string[] = [];
let server: MockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, dataFile: data.file, reset: true, webOrigin: WEB_ORIGIN, adminSecret: ADMIN_SECRET, log: (line) => lines.push(line) });
});
afterAll(async () => {
  await server.close();
  data.cleanup();
});

const post = (body: unknown, type: string) =>
  fetch(new URL('/__csp-report', server.url), { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify(body) });

describe('POST /__csp-report', () => {
  it('keeps a Reporting API report and a report-uri report, logs each, and forgets them on reset', async () => {
    const reportTo = [
      {
        type: 'csp-violation',
        age: 2,
        url: `${WEB_ORIGIN}/tutor-search`,
        body: { documentURL: `${WEB_ORIGIN}/tutor-search`, effectiveDirective: 'img-src', blockedURL: 'https://tracker.example/p.gif', disposition: 'enforce', lineNumber: 3 },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect((await post(reportTo, 'application/reports+json')).status).toBe(204);
    const reportUri = { 'csp-report': { 'document-uri': `${WEB_ORIGIN}/`, 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'line-number': 1 } };
    expect((await post(reportUri, 'application/csp-report')).status).toBe(204);

    const kept = (await (await admin(server, '/__admin/csp-reports')).json()) as { reports: Record<string, unknown>[] };
    expect(kept.reports).toEqual([
      expect.objectContaining({ via: 'report-to', documentURL: `${WEB_ORIGIN}/tutor-search`, effectiveDirective: 'img-src', blockedURL: 'https://tracker.example/p.gif', lineNumber: 3 }),
      expect.objectContaining({ via: 'report-uri', documentURL: `${WEB_ORIGIN}/`, effectiveDirective: 'script-src-elem', blockedURL: 'inline', lineNumber: 1 }),
    ]);
    expect(lines.filter((line) => line.includes('CSP violation'))).toEqual([
      `[mock] CSP violation (report-to): img-src blocked https://tracker.example/p.gif on ${WEB_ORIGIN}/tutor-search`,
      `[mock] CSP violation (report-uri): script-src-elem blocked inline on ${WEB_ORIGIN}/`,
    ]);

    expect((await admin(server, '/__admin/reset', { method: 'POST' })).status).toBe(200);
    expect(await (await admin(server, '/__admin/csp-reports')).json()).toEqual({ reports: [] });
  });

  it('the reports are read with the admin secret only', async () => {
    expect((await fetch(new URL('/__admin/csp-reports', server.url))).status).toBe(401);
  });
});
