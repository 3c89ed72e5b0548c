import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import classroomExtension, { OFFLINE_APP_ID, type ClassroomExtension } from '../../mock-server/classroom/index.mjs';
import { mintEmulatorToken } from '../../mock-server/emulator-token.mjs';

const HEADERS = { 'Content-Type': 'application/json', DeviceID: 'a1B2c3D4e5F6g7H8', Environment: 'Dev', LangID: '1' };
const CODE = 'ICdemo0000000001';

interface Running {
  base: string;
  ws: string;
  server: Server;
  extension: ClassroomExtension;
  clock: { now: number };
}

async function start(options: { db?: unknown; tokenTtlSeconds?: number } = {}): Promise<Running> {
  const app = express();
  const server = createServer(app);
  const clock = { now: Date.UTC(2026, 1, 20, 10, 0, 0) };
  const extension = classroomExtension({ app, httpServer: server, now: () => new Date(clock.now), ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}/__classroom/signal`, server, extension, clock };
}

const post = (run: Running, path: string, body: unknown, headers: Record<string, string> = HEADERS) =>
  fetch(`${run.base}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function token(run: Running, uid: number, role: 1 | 2, channel = CODE): Promise<string> {
  const response = await post(run, '/functions/GenerateAgoraToken', { ChannelName: channel, Uid: uid, Role: role });
  expect(response.status).toBe(200);
  return ((await response.json()) as { Data: { Token: string } }).Data.Token;
}

/** A signalling client that records every message it receives. */
async function client(run: Running, tokenValue: string, displayName: string) {
  const socket = new WebSocket(run.ws);
  const messages: { type: string; [key: string]: unknown }[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'join', token: tokenValue, displayName, state: { audioMuted: false } }));
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

let run: Running;
afterEach(async () => {
  run.extension.close();
  await new Promise((resolve) => run.server.close(resolve));
});

describe('GenerateAgoraToken', () => {
  beforeEach(async () => {
    run = await start();
  });

  it('issues a token with a 32-hex AppId, region ap and an expiry an hour ahead', async () => {
    const response = await post(run, '/functions/GenerateAgoraToken', { ChannelName: CODE, Uid: 1001, Role: 1 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { StatusCode: number; Data: { Token: string; AppId: string; Region: string; ExpiresAt: number } };
    expect(body.StatusCode).toBe(200);
    expect(body.Data.AppId).toMatch(/^[a-f0-9]{32}$/);
    expect(body.Data.AppId).toBe(OFFLINE_APP_ID);
    expect(body.Data.Region).toBe('ap');
    expect(body.Data.ExpiresAt).toBe(run.clock.now / 1000 + 3600);
    expect(run.extension.verifyToken(body.Data.Token)).toEqual({ ok: true, claims: { c: CODE, u: 1001, r: 1, e: body.Data.ExpiresAt } });
  });

  it.each([
    [{ ChannelName: 'short', Uid: 1, Role: 1 }, ['ChannelName']],
    [{ ChannelName: CODE, Uid: 0, Role: 1 }, ['Uid']],
    [{ ChannelName: CODE, Uid: 4294967296, Role: 1 }, ['Uid']],
    [{ ChannelName: CODE, Uid: 1.5, Role: 2 }, ['Uid']],
    [{ ChannelName: CODE, Uid: 1, Role: 3 }, ['Role']],
    [{ ChannelName: CODE, Uid: 1, Role: '1' }, ['Role']],
    [{ ChannelName: CODE, Uid: 1, Role: 1, Extra: true }, ['Extra']],
    [{}, ['ChannelName', 'Uid', 'Role']],
  ])('refuses %j with 400 naming %j', async (body, fields) => {
    const response = await post(run, '/functions/GenerateAgoraToken', body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { StatusCode: number; Errors: { Field: string }[] };
    expect(error.StatusCode).toBe(400);
    expect(error.Errors.map((e) => e.Field).sort()).toEqual([...fields].sort());
  });

  it('refuses bad JSON and missing or wrong spec §7 headers with 400', async () => {
    expect((await post(run, '/functions/GenerateAgoraToken', '{nope')).status).toBe(400);
    const noHeaders = await post(run, '/functions/GenerateAgoraToken', { ChannelName: CODE, Uid: 1, Role: 1 }, { 'Content-Type': 'application/json' });
    expect(noHeaders.status).toBe(400);
    const fields = ((await noHeaders.json()) as { Errors: { Field: string }[] }).Errors.map((e) => e.Field);
    expect(fields).toEqual(['DeviceID', 'Environment']);
  });

  it('answers 401 to an invalid Authorization token but accepts none (instant classes have no login guard)', async () => {
    const bad = await post(run, '/functions/GenerateAgoraToken', { ChannelName: CODE, Uid: 1, Role: 1 }, { ...HEADERS, Authorization: 'not-a-token' });
    expect(bad.status).toBe(401);
    const good = await post(run, '/functions/GenerateAgoraToken', { ChannelName: CODE, Uid: 1, Role: 1 }, { ...HEADERS, Authorization: mintEmulatorToken('demo-tutor-uid', { nowSeconds: run.clock.now / 1000 }) });
    expect(good.status).toBe(200);
  });
});

describe('with the mock backend db', () => {
  const db = () => {
    const state = {
      privateClasses: [{ ClassLink: 'PCdemo0000000002', TutorID: 'demo-tutor-uid', Status: 'Booked' }],
      courses: [],
      instantClasses: [{ ClassCode: CODE, TutorID: 'demo-tutor-uid', Status: 'Live' }],
      payments: [{ ClassCode: 'PCdemo0000000002', StudentID: 'demo-student-uid', Status: 'captured' }],
      sessions: [],
      users: [],
    };
    let writes = 0;
    return { state, getState: () => state, write: () => (writes += 1), writes: () => writes };
  };
  const auth = (uid: string) => ({ ...HEADERS, Authorization: mintEmulatorToken(uid, { nowSeconds: run.clock.now / 1000 }) });

  it('answers 404 for an unknown channel and checks private-class ownership and payment', async () => {
    run = await start({ db: db() });
    const ask = (body: object, headers?: Record<string, string>) => post(run, '/functions/GenerateAgoraToken', body, headers);
    expect((await ask({ ChannelName: 'XXdemo0000000009', Uid: 1, Role: 1 })).status).toBe(404);
    expect((await ask({ ChannelName: 'PCdemo0000000002', Uid: 1, Role: 1 })).status).toBe(401);
    expect((await ask({ ChannelName: 'PCdemo0000000002', Uid: 1, Role: 1 }, auth('demo-student-uid'))).status).toBe(403);
    expect((await ask({ ChannelName: 'PCdemo0000000002', Uid: 1, Role: 1 }, auth('demo-tutor-uid'))).status).toBe(200);
    expect((await ask({ ChannelName: 'PCdemo0000000002', Uid: 2, Role: 2 }, auth('demo-student-uid'))).status).toBe(200);
    expect((await ask({ ChannelName: 'PCdemo0000000002', Uid: 2, Role: 2 }, auth('someone-else'))).status).toBe(403);
    expect((await post(run, '/functions/AgoraClassEnd', { ChannelName: 'PCdemo0000000002' }, auth('demo-student-uid'))).status).toBe(403);
  });

  it('marks an instant class Ended in the db, refuses new tokens (403), and reset restores it', async () => {
    const store = db();
    run = await start({ db: store });
    const end = await post(run, '/functions/AgoraClassEnd', { ChannelName: CODE });
    expect(end.status).toBe(200);
    expect(store.state.instantClasses[0]).toMatchObject({ Status: 'Ended', EndedAt: new Date(run.clock.now).toISOString() });
    expect(store.writes()).toBe(1);
    expect((await post(run, '/functions/GenerateAgoraToken', { ChannelName: CODE, Uid: 1, Role: 2 })).status).toBe(403);
    await post(run, '/__classroom/reset', {});
    expect(store.state.instantClasses[0]).toEqual({ ClassCode: CODE, TutorID: 'demo-tutor-uid', Status: 'Live', EndedAt: undefined });
    expect((await post(run, '/functions/GenerateAgoraToken', { ChannelName: CODE, Uid: 1, Role: 2 })).status).toBe(200);
  });
});

describe('AgoraClassEnd and the signalling', () => {
  beforeEach(async () => {
    run = await start({ tokenTtlSeconds: 120 });
  });

  it('is idempotent: a repeat returns the first EndedAt', async () => {
    const first = (await (await post(run, '/functions/AgoraClassEnd', { ChannelName: CODE })).json()) as { Data: { EndedAt: string; Ended: boolean } };
    run.clock.now += 60_000;
    const again = (await (await post(run, '/functions/AgoraClassEnd', { ChannelName: CODE })).json()) as { Data: { EndedAt: string } };
    expect(first.Data.Ended).toBe(true);
    expect(again.Data.EndedAt).toBe(first.Data.EndedAt);
    expect((await post(run, '/functions/AgoraClassEnd', { ChannelName: 'bad' })).status).toBe(400);
  });

  it('introduces peers, relays signals and state, and broadcasts class-ended to every participant', async () => {
    const host = await client(run, await token(run, 1, 1), 'Tara');
    expect(await host.next('welcome')).toMatchObject({ uid: 1, peers: [] });
    const student = await client(run, await token(run, 2, 2), 'Sam');
    expect(await student.next('welcome')).toMatchObject({ uid: 2, peers: [{ uid: 1, role: 1, displayName: 'Tara' }] });
    expect(await host.next('peer-joined')).toMatchObject({ peer: { uid: 2, role: 2, displayName: 'Sam' } });

    student.send({ type: 'signal', to: 1, data: { sdp: { type: 'offer', sdp: 'v=0' } } });
    expect(await host.next('signal')).toEqual({ type: 'signal', from: 2, data: { sdp: { type: 'offer', sdp: 'v=0' } } });
    student.send({ type: 'state', state: { audioMuted: true } });
    expect(await host.next('peer-state')).toEqual({ type: 'peer-state', uid: 2, state: { audioMuted: true, videoOff: false, screenSharing: false } });

    // A different channel hears nothing of this one.
    const other = await client(run, await token(run, 3, 1, 'ICdemo0000000002'), 'Other');
    expect(await other.next('welcome')).toMatchObject({ peers: [] });

    await post(run, '/functions/AgoraClassEnd', { ChannelName: CODE });
    expect(await host.next('class-ended')).toMatchObject({ endedAt: new Date(run.clock.now).toISOString() });
    expect(await student.next('class-ended')).toBeTruthy();
    expect(await host.closed).toBe(4000);
    expect(await student.closed).toBe(4000);
    expect(other.messages.some((m) => m.type === 'class-ended')).toBe(false);
    other.socket.close();
  });

  it('rejects a forged or expired token and a join without a name', async () => {
    const forged = await client(run, 'offline.eyJjIjoiSUNkZW1vMDAwMDAwMDAwMSJ9.forged', 'X');
    expect(await forged.next('error')).toMatchObject({ code: 'token-rejected' });
    expect(await forged.closed).toBe(4003);
    const valid = await token(run, 5, 2);
    const nameless = await client(run, valid, '   ');
    expect(await nameless.next('error')).toMatchObject({ code: 'bad-message' });
    run.clock.now += 121_000;
    const late = await client(run, valid, 'Late');
    expect(await late.next('error')).toMatchObject({ code: 'token-rejected', message: 'Token expired.' });
  });

  it('accepts a renewed token of the same channel and uid only', async () => {
    const host = await client(run, await token(run, 1, 1), 'Tara');
    await host.next('welcome');
    run.clock.now += 60_000;
    const fresh = await token(run, 1, 1);
    host.send({ type: 'renew', token: fresh });
    expect(await host.next('renewed')).toEqual({ type: 'renewed', expiresAt: run.clock.now / 1000 + 120 });
    host.send({ type: 'renew', token: await token(run, 9, 1) });
    expect(await host.next('error')).toMatchObject({ code: 'token-rejected' });
    host.socket.close();
  });

  it('drops every socket of a channel on the admin path, and the same uid can join again', async () => {
    const hostToken = await token(run, 1, 1);
    const host = await client(run, hostToken, 'Tara');
    await host.next('welcome');
    const student = await client(run, await token(run, 2, 2), 'Sam');
    await student.next('welcome');
    const dropped = (await (await post(run, `/__classroom/admin/drop?channel=${CODE}`, {})).json()) as { dropped: number };
    expect(dropped.dropped).toBe(2);
    await host.closed;
    await student.closed;
    const back = await client(run, hostToken, 'Tara');
    expect(await back.next('welcome')).toMatchObject({ peers: [] });
    // A second socket with the same uid replaces the first, which is told so.
    const again = await client(run, hostToken, 'Tara');
    await again.next('welcome');
    expect(await back.closed).toBe(4001);
    again.socket.close();
  });
});
