import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import classroomExtension, { OFFLINE_APP_ID, type ClassroomExtension } from '../../mock-server/classroom/index.mjs';
import { mintEmulatorToken } from '../../mock-server/emulator-token.mjs';
import { everyUidAnAccount } from '../../mock-server/lib/accounts.mjs';
import { tokenCheck } from '../../mock-server/lib/auth.mjs';

const DEVICE = 'a1B2c3D4e5F6g7H8';
const HEADERS = { 'Content-Type': 'application/json', DeviceID: DEVICE, Environment: 'Dev', LangID: '1' };
const TUTOR = 'demo-tutor-uid';
const STUDENT = 'demo-student-uid';
const OTHER = 'someone-else';
const INSTANT = 'ICdemo0000000001';
/** Starts 5 minutes after the test clock's start, so its room is open. */
const PRIVATE = 'PCdemo0000000002';
/** Starts 2 days later. */
const LATER = 'PCdemo0000000003';
const COURSE = 'GCdemo0000000004';
const T0 = Date.UTC(2026, 1, 20, 10, 0, 0);
const MIN = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

/** The video uid the server derives from a user id or a device (mock-server/handlers/classroom.mjs videoUid). */
const videoUid = (id: string) => createHash('sha256').update(id).digest().readUInt32BE(0) || 1;

function demoDb() {
  const state = {
    privateClasses: [
      { ClassLink: PRIVATE, TutorID: TUTOR, Status: 'Scheduled', DateTime: at(T0 + 5 * MIN), Duration: 60 },
      { ClassLink: LATER, TutorID: TUTOR, Status: 'Scheduled', DateTime: at(T0 + 2 * 24 * 60 * MIN), Duration: 60 },
    ],
    courses: [{ ClassID: 10, ClassLink: COURSE, TutorID: TUTOR, Status: 'Open' }],
    sessions: [
      { SessionID: 101, ClassID: 10, Status: 'Scheduled', StartDateTime: at(T0 + 5 * MIN), Duration: 30 },
      { SessionID: 102, ClassID: 10, Status: 'Scheduled', StartDateTime: at(T0 + 7 * 24 * 60 * MIN), Duration: 30 },
    ],
    instantClasses: [{ ClassCode: INSTANT, TutorID: TUTOR, Status: 'Live' } as Record<string, unknown>],
    payments: [
      { ClassCode: PRIVATE, StudentID: STUDENT, Status: 'captured' },
      { ClassCode: COURSE, StudentID: STUDENT, Status: 'captured' },
      { ClassCode: PRIVATE, StudentID: OTHER, Status: 'failed' },
    ],
    users: [],
  };
  let writes = 0;
  return { state, getState: () => state, write: () => (writes += 1), writes: () => writes };
}

interface Running {
  base: string;
  ws: string;
  server: Server;
  extension: ClassroomExtension;
  clock: { now: number };
  store: ReturnType<typeof demoDb>;
}

let run: Running;
afterEach(async () => {
  run.extension.close();
  await new Promise((resolve) => run.server.close(resolve));
});

async function start(options: { tokenTtlSeconds?: number } = {}): Promise<Running> {
  const app = express();
  const server = createServer(app);
  const clock = { now: T0 };
  const store = demoDb();
  const now = () => new Date(clock.now);
  // The tests mint tokens for uids of their own (no Auth emulator runs), so every uid counts as an account.
  const checkToken = tokenCheck({ now, accounts: everyUidAnAccount });
  const extension = classroomExtension({ app, httpServer: server, now, db: store, checkToken, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}/__classroom/signal`, server, extension, clock, store };
}

const as = (uid: string | null) => (uid === null ? HEADERS : { ...HEADERS, Authorization: mintEmulatorToken(uid, { nowSeconds: run.clock.now / 1000 }) });
const post = (path: string, body: unknown, headers: Record<string, string> = HEADERS) =>
  fetch(`${run.base}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
const ask = (channel: string, role: 1 | 2, uid: string | null) => post('/functions/GenerateAgoraToken', { ChannelName: channel, Role: role }, as(uid));
const end = (channel: string, uid: string | null) => post('/functions/AgoraClassEnd', { ChannelName: channel }, as(uid));

async function refusal(response: Response) {
  const body = (await response.json()) as { StatusCode: number; Message: string; Reason?: string; OpensAt?: string };
  return { status: response.status, reason: body.Reason, opensAt: body.OpensAt, message: body.Message };
}

async function pass(channel: string, role: 1 | 2, uid: string | null): Promise<{ Token: string; Uid: number }> {
  const response = await ask(channel, role, uid);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return ((await response.json()) as { Data: { Token: string; Uid: number } }).Data;
}

/** A signalling client that records every message it receives; joins with the pass's own uid unless told otherwise. */
async function client(token: { Token: string; Uid: number }, displayName: string, uid = token.Uid) {
  const socket = new WebSocket(run.ws);
  const messages: { type: string; [key: string]: unknown }[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'join', token: token.Token, uid, displayName, state: { audioMuted: false } }));
  const next = async (type: string) => {
    for (let i = 0; i < 200; i++) {
      const found = messages.find((m) => m.type === type);
      if (found) {
        messages.splice(messages.indexOf(found), 1);
        return found;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
  };
  return { socket, messages, closed, next, send: (m: object) => socket.send(JSON.stringify(m)) };
}

/** The demo tutor in `channel`'s room as its host ('Tara'), once welcomed. */
async function hostIn(channel: string) {
  const host = await client(await pass(channel, 1, TUTOR), 'Tara');
  await host.next('welcome');
  return host;
}

describe('GenerateAgoraToken', () => {
  it("issues a token for the caller's own uid, with a 32-hex AppId, region ap and an expiry an hour ahead", async () => {
    run = await start();
    const response = await ask(INSTANT, 1, TUTOR);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { StatusCode: number; Data: { Token: string; AppId: string; Region: string; ExpiresAt: number; Uid: number } };
    expect(body.Data).toMatchObject({ AppId: OFFLINE_APP_ID, Region: 'ap', ExpiresAt: T0 / 1000 + 3600, Uid: videoUid(TUTOR) });
    expect(body.Data.AppId).toMatch(/^[a-f0-9]{32}$/);
    expect(run.extension.verifyToken(body.Data.Token)).toEqual({ ok: true, claims: { c: INSTANT, k: INSTANT, u: videoUid(TUTOR), r: 1, e: body.Data.ExpiresAt } });
    // A signed-out participant's uid comes from the device id.
    expect((await pass(INSTANT, 2, null)).Uid).toBe(videoUid(`device:${DEVICE}`));
  });

  it.each([
    [{ ChannelName: 'short', Role: 1 }, ['ChannelName']],
    [{ ChannelName: INSTANT, Role: 3 }, ['Role']],
    [{ ChannelName: INSTANT, Role: '1' }, ['Role']],
    // The uid is the server's choice: a body that names one is refused.
    [{ ChannelName: INSTANT, Uid: 1001, Role: 1 }, ['Uid']],
    [{ ChannelName: INSTANT, Role: 1, Extra: true }, ['Extra']],
    [{}, ['ChannelName', 'Role']],
  ])('refuses %j with 400 naming %j', async (body, fields) => {
    run = await start();
    const response = await post('/functions/GenerateAgoraToken', body, as(TUTOR));
    expect(response.status).toBe(400);
    const error = (await response.json()) as { StatusCode: number; Errors: { Field: string }[] };
    expect(error.StatusCode).toBe(400);
    expect(error.Errors.map((e) => e.Field).sort()).toEqual([...fields].sort());
  });

  it('refuses bad JSON and missing or wrong spec §7 headers with 400, and an invalid Authorization token with 401', async () => {
    run = await start();
    expect((await post('/functions/GenerateAgoraToken', '{nope')).status).toBe(400);
    const noHeaders = await post('/functions/GenerateAgoraToken', { ChannelName: INSTANT, Role: 2 }, { 'Content-Type': 'application/json' });
    expect(noHeaders.status).toBe(400);
    expect(((await noHeaders.json()) as { Errors: { Field: string }[] }).Errors.map((e) => e.Field)).toEqual(['DeviceID', 'Environment']);
    expect((await post('/functions/GenerateAgoraToken', { ChannelName: INSTANT, Role: 2 }, { ...HEADERS, Authorization: 'not-a-token' })).status).toBe(401);
  });
});

describe('who may join and end (each refusal a 401/403 with a Reason)', () => {
  it.each([
    ['an anonymous host of an instant class', () => ask(INSTANT, 1, null), 401, 'sign-in-required'],
    ['a student as host of an instant class', () => ask(INSTANT, 1, STUDENT), 403, 'not-host'],
    ["the tutor as a participant of their own instant class", () => ask(INSTANT, 2, TUTOR), 403, 'join-as-host'],
    ['a student as host of a private class', () => ask(PRIVATE, 1, STUDENT), 403, 'not-host'],
    ['an anonymous participant of a private class', () => ask(PRIVATE, 2, null), 401, 'sign-in-required'],
    ['a student who did not pay (a failed attempt is not a payment)', () => ask(PRIVATE, 2, OTHER), 403, 'not-paid'],
    ['the tutor as a participant of their private class', () => ask(PRIVATE, 2, TUTOR), 403, 'join-as-host'],
    ['a student as host of a group course', () => ask(COURSE, 1, STUDENT), 403, 'not-host'],
    ['a student who did not pay for the course', () => ask(COURSE, 2, OTHER), 403, 'not-paid'],
    ['an anonymous end of an instant class', () => end(INSTANT, null), 401, 'sign-in-required'],
    ['an end of an instant class by a student', () => end(INSTANT, STUDENT), 403, 'not-host'],
    ['an end of a private class by its paying student', () => end(PRIVATE, STUDENT), 403, 'not-host'],
    ['an end of a group course by a student', () => end(COURSE, STUDENT), 403, 'not-host'],
    ['the host of a class that opens in two days', () => ask(LATER, 1, TUTOR), 403, 'not-open-yet'],
    ['an end of a class that has not opened', () => end(LATER, TUTOR), 403, 'not-open-yet'],
  ] as const)('refuses %s', async (_name, call, status, reason) => {
    run = await start();
    const answer = await refusal(await call());
    expect(answer).toMatchObject({ status, reason });
    expect(answer.message.length).toBeGreaterThan(10);
    expect(run.store.state.instantClasses[0]!.Status).toBe('Live');
  });

  it('says when a class that has not opened yet opens (10 minutes before its start), and 404 for an unknown channel', async () => {
    run = await start();
    expect((await refusal(await ask(LATER, 2, STUDENT))).status).toBe(403);
    expect((await refusal(await ask(LATER, 1, TUTOR))).opensAt).toBe(at(T0 + 2 * 24 * 60 * MIN - 10 * MIN));
    expect((await ask('XXdemo0000000009', 2, STUDENT)).status).toBe(404);
  });

  it('lets the tutor host and the paying student take part in a private class and a course session, and anyone into an instant class', async () => {
    run = await start();
    expect((await pass(PRIVATE, 1, TUTOR)).Uid).toBe(videoUid(TUTOR));
    expect((await pass(PRIVATE, 2, STUDENT)).Uid).toBe(videoUid(STUDENT));
    await pass(COURSE, 1, TUTOR);
    await pass(COURSE, 2, STUDENT);
    await pass(INSTANT, 2, OTHER);
    await pass(INSTANT, 2, null);
  });
});

describe('the lifecycle by server time', () => {
  it('opens a private class 10 minutes before its start and completes it 10 minutes after its end with no host in it', async () => {
    run = await start();
    run.store.state.privateClasses[0]!.DateTime = at(T0 + 30 * MIN);
    expect(await refusal(await ask(PRIVATE, 2, STUDENT))).toMatchObject({ status: 403, reason: 'not-open-yet', opensAt: at(T0 + 20 * MIN) });
    run.clock.now = T0 + 20 * MIN;
    await pass(PRIVATE, 2, STUDENT);
    run.clock.now = T0 + 30 * MIN + 60 * MIN + 10 * MIN - 1000;
    await pass(PRIVATE, 1, TUTOR);
    run.clock.now += 1000;
    expect(await refusal(await ask(PRIVATE, 1, TUTOR))).toMatchObject({ status: 403, reason: 'class-ended' });
    expect(await refusal(await ask(PRIVATE, 2, STUDENT))).toMatchObject({ status: 403, reason: 'class-ended' });
  });

  it('keeps a class Live while its host is in the room, also past its end, and not once the host leaves', async () => {
    run = await start();
    const host = await hostIn(PRIVATE);
    expect(run.store.state.privateClasses[0]!.Status).toBe('Live');
    run.clock.now = T0 + 5 * MIN + 60 * MIN + 30 * MIN;
    const student = await client(await pass(PRIVATE, 2, STUDENT), 'Sam');
    expect(await student.next('welcome')).toMatchObject({ peers: [{ uid: videoUid(TUTOR), role: 1, displayName: 'Tara' }] });
    host.socket.close();
    await host.closed;
    await student.next('peer-left');
    expect(run.store.state.privateClasses[0]!.Status).toBe('Scheduled');
    expect(await refusal(await ask(PRIVATE, 2, STUDENT))).toMatchObject({ status: 403, reason: 'class-ended' });
    student.socket.close();
  });

  it('ends a private class as Completed: both sides get class-ended, tokens are refused after, and a repeat returns the first end', async () => {
    run = await start();
    const host = await hostIn(PRIVATE);
    const student = await client(await pass(PRIVATE, 2, STUDENT), 'Sam');
    await student.next('welcome');
    const first = (await (await end(PRIVATE, TUTOR)).json()) as { Data: { EndedAt: string; Ended: boolean } };
    expect(first.Data).toEqual({ ChannelName: PRIVATE, Ended: true, EndedAt: at(T0) });
    expect(await host.next('class-ended')).toMatchObject({ endedAt: at(T0) });
    expect(await student.next('class-ended')).toBeTruthy();
    expect(await host.closed).toBe(4000);
    expect(await student.closed).toBe(4000);
    expect(run.store.state.privateClasses[0]!.Status).toBe('Completed');
    expect(await refusal(await ask(PRIVATE, 2, STUDENT))).toMatchObject({ status: 403, reason: 'class-ended' });
    expect(await refusal(await ask(PRIVATE, 1, TUTOR))).toMatchObject({ status: 403, reason: 'class-ended' });
    run.clock.now += MIN;
    const again = (await (await end(PRIVATE, TUTOR)).json()) as { Data: { EndedAt: string } };
    expect(again.Data.EndedAt).toBe(first.Data.EndedAt);
  });

  it('refuses a cancelled class', async () => {
    run = await start();
    run.store.state.privateClasses[0]!.Status = 'Cancelled';
    expect(await refusal(await ask(PRIVATE, 1, TUTOR))).toMatchObject({ status: 403, reason: 'class-cancelled' });
    expect(await refusal(await ask(PRIVATE, 2, STUDENT))).toMatchObject({ status: 403, reason: 'class-cancelled' });
  });

  it("runs a course session by session on the course's one channel: ending one completes only it, the next opens at its time", async () => {
    run = await start();
    const host = await hostIn(COURSE);
    expect(run.store.state.sessions.map((s) => s.Status)).toEqual(['Live', 'Scheduled']);
    await end(COURSE, TUTOR);
    expect(await host.next('class-ended')).toBeTruthy();
    expect(run.store.state.sessions.map((s) => s.Status)).toEqual(['Completed', 'Scheduled']);
    const refused = await refusal(await ask(COURSE, 2, STUDENT));
    expect(refused).toMatchObject({ status: 403, reason: 'not-open-yet', opensAt: at(T0 + 7 * 24 * 60 * MIN - 10 * MIN) });
    run.clock.now = T0 + 7 * 24 * 60 * MIN - 5 * MIN;
    const student = await client(await pass(COURSE, 2, STUDENT), 'Sam');
    expect(await student.next('welcome')).toMatchObject({ peers: [] });
    student.socket.close();
  });

  it('marks an instant class Ended in the db and refuses new tokens; /__admin/classroom/reset restores it', async () => {
    run = await start();
    const response = await end(INSTANT, TUTOR);
    expect(response.status).toBe(200);
    expect(run.store.state.instantClasses[0]).toMatchObject({ Status: 'Ended', EndedAt: at(T0) });
    expect(await refusal(await ask(INSTANT, 2, null))).toMatchObject({ status: 403, reason: 'class-ended' });
    await post('/__admin/classroom/reset', {});
    expect(run.store.state.instantClasses[0]).toEqual({ ClassCode: INSTANT, TutorID: TUTOR, Status: 'Live', EndedAt: undefined });
    await pass(INSTANT, 2, null);
  });
});

describe('the signalling', () => {
  it('introduces peers, relays signals and state, and keeps channels apart', async () => {
    run = await start();
    const hostPass = await pass(INSTANT, 1, TUTOR);
    const host = await client(hostPass, 'Tara');
    expect(await host.next('welcome')).toMatchObject({ uid: hostPass.Uid, peers: [] });
    const studentPass = await pass(INSTANT, 2, STUDENT);
    // 40 emoji: 40 characters as the form counts them (80 UTF-16 units), shown whole, spaces collapsed as the form does.
    const student = await client(studentPass, ` Sam  ${'😀'.repeat(36)} `);
    expect(await student.next('welcome')).toMatchObject({ uid: studentPass.Uid, peers: [{ uid: hostPass.Uid, role: 1, displayName: 'Tara' }] });
    expect(await host.next('peer-joined')).toMatchObject({ peer: { uid: studentPass.Uid, role: 2, displayName: `Sam ${'😀'.repeat(36)}` } });
    student.send({ type: 'signal', to: hostPass.Uid, data: { sdp: { type: 'offer', sdp: 'v=0' } } });
    expect(await host.next('signal')).toEqual({ type: 'signal', from: studentPass.Uid, data: { sdp: { type: 'offer', sdp: 'v=0' } } });
    student.send({ type: 'state', state: { audioMuted: true } });
    expect(await host.next('peer-state')).toEqual({ type: 'peer-state', uid: studentPass.Uid, state: { audioMuted: true, videoOff: false, screenSharing: false } });
    const other = await client(await pass(PRIVATE, 1, TUTOR), 'Tara');
    expect(await other.next('welcome')).toMatchObject({ peers: [] });
    host.socket.close();
    student.socket.close();
    other.socket.close();
  });

  it("refuses a peer whose uid is not its token's, a forged or expired token, and a join without a name", async () => {
    run = await start({ tokenTtlSeconds: 120 });
    const studentPass = await pass(PRIVATE, 2, STUDENT);
    // The student asks to be the tutor: refused, and the tutor's seat is untouched.
    const host = await hostIn(PRIVATE);
    const impostor = await client(studentPass, 'Tara', videoUid(TUTOR));
    expect(await impostor.next('error')).toMatchObject({ code: 'token-rejected', message: 'This token is for another participant.' });
    expect(await impostor.closed).toBe(4003);
    expect(host.messages.some((m) => m.type === 'peer-joined' || m.type === 'peer-left')).toBe(false);
    const forged = await client({ Token: 'offline.eyJjIjoiSUNkZW1vMDAwMDAwMDAwMSJ9.forged', Uid: 1 }, 'X');
    expect(await forged.next('error')).toMatchObject({ code: 'token-rejected' });
    const nameless = await client(studentPass, '   ');
    expect(await nameless.next('error')).toMatchObject({ code: 'bad-message' });
    // The pre-join form's rule (src/domain/display-name.ts): 41 characters as people count them, or markup, is refused.
    for (const name of ['😀'.repeat(41), '<b>Sam</b>']) {
      const refused = await client(studentPass, name);
      expect(await refused.next('error'), name).toMatchObject({ code: 'bad-message' });
    }
    run.clock.now += 121_000;
    const late = await client(studentPass, 'Late');
    expect(await late.next('error')).toMatchObject({ code: 'token-rejected', message: 'Token expired.' });
    host.socket.close();
  });

  it('accepts a renewed token of the same room and uid only', async () => {
    run = await start({ tokenTtlSeconds: 120 });
    const host = await hostIn(INSTANT);
    run.clock.now += 60_000;
    host.send({ type: 'renew', token: (await pass(INSTANT, 1, TUTOR)).Token });
    expect(await host.next('renewed')).toEqual({ type: 'renewed', expiresAt: run.clock.now / 1000 + 120 });
    host.send({ type: 'renew', token: (await pass(INSTANT, 2, STUDENT)).Token });
    expect(await host.next('error')).toMatchObject({ code: 'token-rejected' });
    host.send({ type: 'renew', token: (await pass(PRIVATE, 1, TUTOR)).Token });
    expect(await host.next('error')).toMatchObject({ code: 'token-rejected' });
    host.socket.close();
  });

  it('drops every socket of a channel on the admin path; the same uid can join again, and a second socket replaces the first', async () => {
    run = await start();
    const hostPass = await pass(INSTANT, 1, TUTOR);
    const host = await client(hostPass, 'Tara');
    await host.next('welcome');
    const student = await client(await pass(INSTANT, 2, null), 'Sam');
    await student.next('welcome');
    const dropped = (await (await post(`/__admin/classroom/drop?channel=${INSTANT}`, {})).json()) as { dropped: number };
    expect(dropped.dropped).toBe(2);
    await host.closed;
    await student.closed;
    const back = await client(hostPass, 'Tara');
    expect(await back.next('welcome')).toMatchObject({ peers: [] });
    const again = await client(hostPass, 'Tara');
    await again.next('welcome');
    expect(await back.closed).toBe(4001);
    again.socket.close();
  });
});
