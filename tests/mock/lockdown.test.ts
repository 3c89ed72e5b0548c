// The mock locked down (issue 14): CORS for the web origin only, the admin API behind its secret, the store written
// atomically and a corrupt one set aside, error messages by code, and hostile input refused in the usual error shape.
import * as fs from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECRET_HEADER } from '../../mock-server/admin-client.mjs';
import { startMockServer } from '../../mock-server/server.mjs';
import { storeWriteFailed } from '../../mock-server/lib/sqlite-store.mjs';
import { ADMIN_SECRET, DEVICE_ID, STUDENT, TUTOR, WEB_ORIGIN, admin, client, holdStoreLock, mockPerFile, startMock, token, withDataFile } from './support';

const { server, api, dataFile } = mockPerFile();

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db40000000049454e44ae426082', 'hex');
const headers = (uid: string) => ({ DeviceID: DEVICE_ID, LangID: '1', Environment: 'Dev', Authorization: token(uid, { email: `${uid}@demo.test` }), 'Content-Type': 'application/json' });
/** A JSON body sent as written (JSON.stringify would drop a `__proto__` key). */
const rawPost = (path: string, text: string, uid = TUTOR) => fetch(new URL(path, server.url), { method: 'POST', headers: headers(uid), body: text });
const newTutor = (uid: string, extra: Record<string, unknown> = {}) =>
  api.post('/SaveUserProfile', { Role: 1, FirstName: 'Nia', LastName: 'Long', TimeZone: 'Asia/Kolkata', Slug: `t-${uid}`, TopicIDs: [6], ...extra }, { as: uid });

describe('CORS', () => {
  it("allows the web app's origin with credentials and no other", async () => {
    const own = await fetch(new URL('/GetAllTopics', server.url), { headers: { Origin: WEB_ORIGIN } });
    expect(own.headers.get('Access-Control-Allow-Origin')).toBe(WEB_ORIGIN);
    expect(own.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    for (const origin of ['https://evil.example', 'http://localhost:5998', 'null']) {
      const other = await fetch(new URL('/GetAllTopics', server.url), { headers: { Origin: origin } });
      expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(other.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    }
  });

  it("answers the web app's preflight and refuses another origin's", async () => {
    const preflight = (origin: string) =>
      fetch(new URL('/SaveUserProfile', server.url), {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,deviceid' },
      });
    const own = await preflight(WEB_ORIGIN);
    expect(own.status).toBe(204);
    expect(own.headers.get('Access-Control-Allow-Origin')).toBe(WEB_ORIGIN);
    expect(own.headers.get('Access-Control-Allow-Headers')).toBe('authorization,content-type,deviceid');
    const other = await preflight('https://evil.example');
    expect(other.status).toBe(403);
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(other.headers.get('Access-Control-Allow-Methods')).toBeNull();
    expect(await other.json()).toMatchObject({ StatusCode: 403, Errors: [] });
  });
});

describe('admin API', () => {
  // Every admin route but the health check, with a body that would change something.
  const ROUTES: [string, string, unknown?][] = [
    ['GET', '/__admin/db'],
    ['POST', '/__admin/reset'],
    ['POST', '/__admin/state', { state: 'the demo data is loaded' }],
    ['GET', '/__admin/clock'],
    ['POST', '/__admin/clock', { offsetMs: 3_600_000 }],
    ['GET', '/__admin/faults'],
    ['POST', '/__admin/faults', { rules: [{ path: '*', status: 503 }] }],
    ['DELETE', '/__admin/faults'],
    ['GET', '/__admin/provider'],
    ['POST', '/__admin/provider', { webhooks: 'off' }],
    // The classroom's test controls (mock-server/classroom).
    ['POST', '/__admin/classroom/reset'],
    ['POST', '/__admin/classroom/drop'],
    ['GET', '/__admin/classroom/rooms'],
  ];

  it(`refuses all ${ROUTES.length} routes without the secret (401) or with a wrong one (403), and does nothing`, async () => {
    expect((await newTutor('kept-tutor')).status).toBe(200);
    for (const [method, path, body] of ROUTES) {
      for (const [secret, status] of [[undefined, 401], ['wrong', 403], [ADMIN_SECRET.toUpperCase(), 403], ['', 401]] as const) {
        const reply = await fetch(new URL(path, server.url), {
          method,
          headers: { 'Content-Type': 'application/json', ...(secret === undefined ? {} : { [ADMIN_SECRET_HEADER]: secret }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(reply.status, `${method} ${path} with ${secret ?? 'no'} secret`).toBe(status);
        const answer = await reply.json();
        expect(answer).toMatchObject({ StatusCode: status, Errors: [] });
        expect(answer.Message).toContain(ADMIN_SECRET_HEADER);
      }
    }
    // Nothing happened: the store, the clock, the faults and the provider settings are as they were.
    expect((await api.db()).users.some((u: { UserID: string }) => u.UserID === 'kept-tutor')).toBe(true);
    expect((await (await admin(server, '/__admin/clock')).json()).offsetMs).toBe(0);
    expect((await (await admin(server, '/__admin/faults')).json()).rules).toEqual([]);
    expect((await (await admin(server, '/__admin/provider')).json()).webhooks).toBe('on');
    expect((await api.get('/GetAllTopics')).status).toBe(200);
  });

  it('answers every route with the secret; the health check needs none and changes nothing', async () => {
    for (const [method, path, body] of ROUTES) {
      expect((await admin(server, path, { method, body })).status, `${method} ${path}`).toBe(200);
    }
    await api.reset();
    const health = await fetch(new URL('/__admin/health', server.url));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, seed: 'demo' });
  });

  it('writes the secret beside the data file; without one given it is random per start', async () => {
    expect(fs.readFileSync(join(dataFile, '..', 'admin-secret'), 'utf8').trim()).toBe(ADMIN_SECRET);
    const saved = process.env.MOCK_ADMIN_SECRET;
    delete process.env.MOCK_ADMIN_SECRET;
    try {
      await withDataFile(async (file) => {
        const secrets: string[] = [];
        for (let i = 0; i < 2; i++) {
          const started = await startMockServer({ port: 0, dataFile: file, reset: true });
          const written = fs.readFileSync(join(file, '..', 'admin-secret'), 'utf8').trim();
          expect(written).toBe(started.adminSecret);
          expect(written).toMatch(/^[A-Za-z0-9_-]{43}$/);
          expect((fs.statSync(join(file, '..', 'admin-secret')).mode & 0o777).toString(8)).toBe('600');
          expect((await admin(started, '/__admin/db')).status).toBe(200);
          secrets.push(written);
          await started.close();
        }
        expect(secrets[0]).not.toBe(secrets[1]);
      });
    } finally {
      if (saved !== undefined) process.env.MOCK_ADMIN_SECRET = saved;
    }
  });
});

describe('store file', () => {
  it('says what went wrong by the error code, not its text', () => {
    const failure = storeWriteFailed(Object.assign(new Error('EFBIG: file too large, write'), { code: 'ENOSPC' }));
    expect(failure).toMatchObject({ status: 500, code: 'STORE_WRITE_FAILED' });
    expect(failure.message).toBe('The backend could not save the change: the disk is full. Nothing was stored; try again later.');
    expect(storeWriteFailed(Object.assign(new Error('x'), { code: 'EFBIG' })).message).not.toContain('2 MB');
  });

  it('a failed write answers 500 with an honest message, undoes the change in memory, keeps what was stored, and the server restarts', async () => {
    const lines: string[] = [];
    await withDataFile(async (file) => {
      const first = await startMock(file, true, { log: (line) => lines.push(line) });
      const firstApi = client(first);
      expect((await firstApi.post('/SaveUserProfile', { Role: 1, FirstName: 'Good', LastName: 'Save', TimeZone: 'Asia/Kolkata', Slug: 'good-save', TopicIDs: [6] }, { as: 'good-uid' })).status).toBe(200);
      // Another process holds the store's write lock: the next write waits the busy timeout, then fails.
      const release = holdStoreLock(file);
      let failed;
      try {
        failed = await firstApi.post('/SaveUserProfile', { Role: 1, FirstName: 'Lost', LastName: 'Write', TimeZone: 'Asia/Kolkata', Slug: 'lost-write', TopicIDs: [6] }, { as: 'lost-uid' });
      } finally {
        release();
      }
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ StatusCode: 500, Message: 'The backend could not save the change: the store is busy (locked by another process). Nothing was stored; try again later.', Errors: [] });
      expect((await firstApi.get('/GetUserProfile', { as: 'lost-uid' })).status).toBe(404);
      expect((await firstApi.get('/GetUserProfile', { as: 'good-uid' })).status).toBe(200);
      expect(lines.some((line) => line.includes('the change is undone'))).toBe(true);
      await first.close();

      const second = await startMock(file, false, { log: (line) => lines.push(line) });
      expect((await client(second).get('/GetUserProfile', { as: 'good-uid' })).status).toBe(200);
      expect((await client(second).get('/GetUserProfile', { as: 'lost-uid' })).status).toBe(404);
      expect((await client(second).post('/SaveUserProfile', { Role: 1, FirstName: 'Next', LastName: 'Save', TimeZone: 'Asia/Kolkata', Slug: 'next-save', TopicIDs: [6] }, { as: 'next-uid' })).status).toBe(200);
      await second.close();
    });
  });

  it('moves a file that is not a store aside with a clear message and loads the seed instead of refusing to start', async () => {
    const lines: string[] = [];
    await withDataFile(async (file) => {
      fs.writeFileSync(file, '{"users":[{"UserID":"half');
      const started = await startMock(file, false, { log: (line) => lines.push(line) });
      const aside = fs.readdirSync(join(file, '..')).filter((name) => name.startsWith('store.sqlite.corrupt-'));
      expect(aside).toHaveLength(1);
      expect(fs.readFileSync(join(file, '..', aside[0]!), 'utf8')).toBe('{"users":[{"UserID":"half');
      expect(lines.find((line) => line.includes('is not a store this mock can open'))).toContain(`moved it to ${join(file, '..', aside[0]!)} and loaded the seed`);
      expect(await (await fetch(new URL('/__admin/health', started.url))).json()).toMatchObject({ ok: true, seed: 'demo' });
      expect((await client(started).get('/GetUserProfile', { as: STUDENT })).status).toBe(200);
      await started.close();
    });
  });

  it('imports the JSON store of an older version once, when the database does not exist yet', async () => {
    await withDataFile(async (file) => {
      const seeded = await startMock(file);
      const state = await client(seeded).db();
      await seeded.close();
      fs.rmSync(file);
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      state.users.push({ ...state.users[0], id: 'from-json', UserID: 'from-json', Slug: 'from-json' });
      fs.writeFileSync(join(file, '..', 'db.json'), JSON.stringify(state));
      const started = await startMock(file, false);
      expect((await client(started).get('/GetUserProfile', { as: 'from-json' })).status).toBe(200);
      await started.close();
    });
  });
});

describe('error messages by code', () => {
  it('a JSON body over 10 MB is a 413 naming the JSON body and its limit', async () => {
    const huge = JSON.stringify({ Bio: 'x'.repeat(10 * 1024 * 1024) });
    const reply = await rawPost('/SaveUserProfile', huge);
    expect(reply.status).toBe(413);
    const body = await reply.json();
    expect(body).toEqual({ StatusCode: 413, Message: 'The JSON body is larger than 10 MB (10485760 bytes).', Errors: [{ Field: 'body', Message: 'The JSON body is larger than 10 MB (10485760 bytes).' }] });
  });

  it('a file over 2 MB is still named as the file, and bad JSON as bad JSON', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(Buffer.concat([png, Buffer.alloc(3_000_000)]))], { type: 'image/png' }), 'big.png');
    const big = await api.call('POST', '/FileUpload', { as: STUDENT, query: { Purpose: 'ProfilePhoto' }, form });
    expect(big.status).toBe(400);
    expect(big.body.Errors).toEqual([{ Field: 'file', Message: 'The file is larger than 2 MB (2097152 bytes).' }]);
    const broken = await rawPost('/SaveUserProfile', '{"Role": 1,');
    expect(broken.status).toBe(400);
    expect((await broken.json()).Errors).toEqual([{ Field: 'body', Message: 'The body is not valid JSON.' }]);
  });
});

describe('hostile input', () => {
  const profile = { Role: 2, FirstName: 'Kiran', LastName: 'Das', TimeZone: 'Asia/Kolkata' };

  it.each([
    ['javascript:alert(document.domain)'],
    ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['http://evil.example/me.png'],
    ['http://localhost:5999/api/uploads/../../evil.png'],
    [`${WEB_ORIGIN}/uploads/a.png`],
    ['not a url'],
  ])('refuses PhotoURL and CoverImageURL %s with a 400 field error; nothing stored', async (url) => {
    const saved = await api.post('/SaveUserProfile', { ...profile, PhotoURL: url }, { as: 'photo-uid' });
    expect(saved.status).toBe(400);
    expect(saved.body.Errors).toEqual([expect.objectContaining({ Field: 'PhotoURL' })]);
    expect((await api.get('/GetUserProfile', { as: 'photo-uid' })).status).toBe(404);
    const course = { CourseName: 'Covers', TopicID: 1, Price: 1200, TransactionFees: 60, CurrencyType: 'INR', Capacity: 10, CoverImageURL: url };
    const created = await api.post('/SaveTutorCourse', course, { as: TUTOR });
    expect(created.status).toBe(400);
    expect(created.body.Errors).toEqual([expect.objectContaining({ Field: 'CoverImageURL' })]);
    const edited = await api.post('/EditTutorCourse', { ClassID: 2001, CoverImageURL: url }, { as: TUTOR });
    expect(edited.status).toBe(400);
    expect(edited.body.Errors).toEqual([expect.objectContaining({ Field: 'CoverImageURL' })]);
    const db = await api.db();
    expect(db.courses.some((c: { CourseName: string }) => c.CourseName === 'Covers')).toBe(false);
    expect(db.courses.find((c: { ClassID: number }) => c.ClassID === 2001).CoverImageURL).not.toBe(url);
  });

  it('takes https: addresses and its own upload URLs, and serves uploads with nosniff and an image type', async () => {
    expect((await api.post('/SaveUserProfile', { ...profile, PhotoURL: 'https://cdn.demo.test/me.png' }, { as: 'https-uid' })).status).toBe(200);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'text/html' }), 'me.html');
    const uploaded = await api.call('POST', '/FileUpload', { as: STUDENT, query: { Purpose: 'ProfilePhoto' }, form });
    const fileUrl: string = uploaded.body.Data.FileURL;
    expect(fileUrl.startsWith(`${WEB_ORIGIN}/api/uploads/`)).toBe(true);
    const saved = await api.post('/SaveUserProfile', { ...profile, PhotoURL: fileUrl }, { as: 'upload-uid' });
    expect(saved.status).toBe(200);
    expect(saved.body.Data.PhotoURL).toBe(fileUrl);
    const served = await fetch(new URL(new URL(fileUrl).pathname.replace(/^\/api/, ''), server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
  });

  it.each([
    ['{"__proto__": {"Role": 1}, "Role": 2, "FirstName": "K", "LastName": "D", "TimeZone": "Asia/Kolkata"}', '__proto__'],
    ['{"Role": 2, "FirstName": "K", "LastName": "D", "TimeZone": "Asia/Kolkata", "constructor": {"prototype": {"x": 1}}}', 'constructor'],
    ['{"Role": 2, "FirstName": "K", "LastName": "D", "TimeZone": "Asia/Kolkata", "Languages": [{"prototype": 1}]}', 'Languages.0.prototype'],
  ])('refuses %s with the usual 400 on %s', async (text, field) => {
    const reply = await rawPost('/SaveUserProfile', text, 'proto-uid');
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ StatusCode: 400, Message: 'Validation failed', Errors: [{ Field: field, Message: `'${field.split('.').pop()}' is not an allowed field name.` }] });
    expect((await api.get('/GetUserProfile', { as: 'proto-uid' })).status).toBe(404);
    expect(({} as Record<string, unknown>).Role).toBeUndefined();
  });

  it('refuses a __proto__ key on the admin API and the provider stand-in too', async () => {
    const faults = await fetch(new URL('/__admin/faults', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [ADMIN_SECRET_HEADER]: ADMIN_SECRET },
      body: '{"rules": [], "__proto__": {"polluted": true}}',
    });
    expect(faults.status).toBe(400);
    expect((await faults.json()).Errors[0].Field).toBe('__proto__');
    const pay = await fetch(new URL('/__provider/razorpay/pay', server.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"order_id": "x", "__proto__": {}}' });
    expect(pay.status).toBe(400);
  });
});
