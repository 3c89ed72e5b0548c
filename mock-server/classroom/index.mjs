// The live classroom's server side, offline: the two cloud functions of spec §7 (/functions/GenerateAgoraToken and
// /functions/AgoraClassEnd, per openapi/cloud-functions.yaml) and the WebSocket signalling of the WebRTC adapter
// (/__classroom/signal). Loaded by the mock server as an extension: `classroomExtension({ app, httpServer, db, now })`.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express from 'express';
import { WebSocketServer } from 'ws';
import { verifyEmulatorToken } from '../emulator-token.mjs';

export const SIGNAL_PATH = '/__classroom/signal';
/** The offline app id: 32 hex characters, stable across restarts. */
export const OFFLINE_APP_ID = createHash('sha256').update('tutorhub-offline-video').digest('hex').slice(0, 32);
const CHANNEL = /^[A-Za-z0-9]{16}$/;
const DEVICE_ID = /^[A-Za-z0-9]{16}$/;
const ROLE = { HOST: 1, PARTICIPANT: 2 };
const MAX_UID = 4294967295;
const MAX_MESSAGE_BYTES = 64 * 1024;
const CLOSE = { CLASS_ENDED: 4000, REPLACED: 4001, REJECTED: 4003, DROPPED: 4010 };

const envelope = (Data) => ({ StatusCode: 200, Message: 'OK', Data });
const fail = (res, status, Message, Errors = []) => res.status(status).json({ StatusCode: status, Message, Errors });

/**
 * @param {{ app: import('express').Express, httpServer: import('node:http').Server, db?: any, now?: () => Date,
 *   tokenTtlSeconds?: number, persist?: () => void, onReset?: (listener: () => void) => void }} ctx
 */
export default function classroomExtension(ctx) {
  const { app, httpServer, db } = ctx;
  const now = ctx.now ?? (() => new Date());
  const tokenTtlSeconds = ctx.tokenTtlSeconds ?? 3600;
  const secret = randomBytes(32);
  /** channel → { EndedAt } (also written to the db when there is one). */
  const ended = new Map();
  /** channel → Map(uid → { ws, uid, role, displayName, state }) */
  const rooms = new Map();
  /** db records changed by a class end, so /__classroom/reset can restore them. */
  const changed = [];

  // ── tokens ──────────────────────────────────────────────────────────────────────────────────────────────
  const sign = (payload) => createHmac('sha256', secret).update(payload).digest('base64url');
  function issueToken(channel, uid, role) {
    const ExpiresAt = Math.floor(now().getTime() / 1000) + tokenTtlSeconds;
    const payload = Buffer.from(JSON.stringify({ c: channel, u: uid, r: role, e: ExpiresAt })).toString('base64url');
    return { Token: `offline.${payload}.${sign(payload)}`, AppId: OFFLINE_APP_ID, Region: 'ap', ExpiresAt };
  }
  /** @returns {{ ok: true, claims: { c: string, u: number, r: number, e: number } } | { ok: false, reason: string }} */
  function verifyToken(token) {
    if (typeof token !== 'string') return { ok: false, reason: 'No token.' };
    const [prefix, payload, signature] = token.split('.');
    if (prefix !== 'offline' || !payload || !signature) return { ok: false, reason: 'Not a token of this server.' };
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'Bad token signature.' };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claims.e * 1000 <= now().getTime()) return { ok: false, reason: 'Token expired.' };
    return { ok: true, claims };
  }

  // ── the db (when the mock backend gives one) ────────────────────────────────────────────────────────────
  const state = () => db?.getState?.() ?? db?.data ?? null;
  function findClass(channel) {
    const s = state();
    if (!s) return null;
    const privateClass = (s.privateClasses ?? []).find((c) => c.ClassLink === channel);
    if (privateClass) return { kind: 'PrivateClass', record: privateClass };
    const course = (s.courses ?? []).find((c) => c.ClassLink === channel);
    if (course) return { kind: 'GroupCourse', record: course };
    const instant = (s.instantClasses ?? []).find((c) => c.ClassCode === channel);
    if (instant) return { kind: 'InstantClass', record: instant };
    return { kind: 'none' };
  }
  const hasPaid = (channel, uid) =>
    (state()?.payments ?? []).some((p) => p.ClassCode === channel && p.StudentID === uid && p.Status === 'captured');
  function persist() {
    if (ctx.persist) ctx.persist();
    else db?.write?.();
  }
  function setStatus(record, fields) {
    changed.push({ record, before: Object.fromEntries(Object.keys(fields).map((k) => [k, record[k]])) });
    Object.assign(record, fields);
  }

  // ── request checks shared by both functions ─────────────────────────────────────────────────────────────
  /** The four headers of spec §7; returns the caller (or null when signed out), or sends the error and returns false. */
  function checkHeaders(req, res) {
    const errors = [];
    const device = req.get('DeviceID');
    if (!device || !DEVICE_ID.test(device)) errors.push({ Field: 'DeviceID', Message: 'DeviceID must be 16 letters or digits.' });
    if (req.get('Environment') !== 'Dev') errors.push({ Field: 'Environment', Message: "Environment must be 'Dev'." });
    const lang = req.get('LangID');
    if (lang !== undefined && !(/^\d{1,2}$/.test(lang) && Number(lang) >= 1)) {
      errors.push({ Field: 'LangID', Message: 'LangID must be a whole number from 1 to 99.' });
    }
    const authorization = req.get('Authorization');
    if (authorization !== undefined && authorization !== '') {
      const verdict = verifyEmulatorToken(authorization, Math.floor(now().getTime() / 1000));
      if (verdict.error) {
        fail(res, 401, 'Sign in again', [{ Field: 'Authorization', Message: verdict.error }]);
        return false;
      }
      if (errors.length > 0) return fail(res, 400, 'Validation failed', errors), false;
      return { uid: verdict.uid };
    }
    if (errors.length > 0) return fail(res, 400, 'Validation failed', errors), false;
    return null;
  }
  function checkBody(body, allowed) {
    const errors = [];
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return [{ Field: 'body', Message: 'The body must be a JSON object.' }];
    }
    for (const key of Object.keys(body)) if (!allowed.includes(key)) errors.push({ Field: key, Message: `${key} is not a known field.` });
    if (!CHANNEL.test(body.ChannelName ?? '') || typeof body.ChannelName !== 'string') {
      errors.push({ Field: 'ChannelName', Message: 'ChannelName must be 16 letters or digits.' });
    }
    return errors;
  }

  const functions = express.Router();
  functions.use(express.json({ limit: '16kb' }));

  functions.post('/GenerateAgoraToken', (req, res) => {
    const caller = checkHeaders(req, res);
    if (caller === false) return;
    const body = req.body;
    const errors = checkBody(body, ['ChannelName', 'Uid', 'Role']);
    if (errors.length === 0 || !errors.some((e) => e.Field === 'body')) {
      if (!Number.isInteger(body?.Uid) || body.Uid < 1 || body.Uid > MAX_UID) {
        errors.push({ Field: 'Uid', Message: `Uid must be a whole number from 1 to ${MAX_UID}.` });
      }
      if (body?.Role !== ROLE.HOST && body?.Role !== ROLE.PARTICIPANT) {
        errors.push({ Field: 'Role', Message: 'Role must be 1 (host) or 2 (participant).' });
      }
    }
    if (errors.length > 0) return fail(res, 400, 'Validation failed', errors);
    const { ChannelName, Uid, Role } = body;
    const found = findClass(ChannelName);
    if (found?.kind === 'none') return fail(res, 404, `No class has the code ${ChannelName}.`);
    if (ended.has(ChannelName) || (found?.kind === 'InstantClass' && found.record.Status === 'Ended')) {
      return fail(res, 403, 'This class has ended.');
    }
    if (found && found.kind !== 'InstantClass') {
      if (!caller) return fail(res, 401, 'Sign in again', [{ Field: 'Authorization', Message: 'Sign in to join this class.' }]);
      if (Role === ROLE.HOST && found.record.TutorID !== caller.uid) return fail(res, 403, 'Only the tutor of this class can host it.');
      if (Role === ROLE.PARTICIPANT && !hasPaid(ChannelName, caller.uid) && found.record.TutorID !== caller.uid) {
        return fail(res, 403, 'Only students who paid for this class can join it.');
      }
    }
    return res.json(envelope(issueToken(ChannelName, Uid, Role)));
  });

  functions.post('/AgoraClassEnd', (req, res) => {
    const caller = checkHeaders(req, res);
    if (caller === false) return;
    const errors = checkBody(req.body, ['ChannelName']);
    if (errors.length > 0) return fail(res, 400, 'Validation failed', errors);
    const { ChannelName } = req.body;
    const found = findClass(ChannelName);
    if (found?.kind === 'none') return fail(res, 404, `No class has the code ${ChannelName}.`);
    if (found && found.kind !== 'InstantClass') {
      if (!caller) return fail(res, 401, 'Sign in again', [{ Field: 'Authorization', Message: 'Sign in to end this class.' }]);
      if (found.record.TutorID !== caller.uid) return fail(res, 403, 'Only the tutor of this class can end it.');
    }
    // The instant-class routes have no login guard, but a signed-in user who is not its tutor cannot end it.
    if (found?.kind === 'InstantClass' && caller && found.record.TutorID !== caller.uid) {
      return fail(res, 403, 'Only the tutor of this class can end it.');
    }
    const already = ended.get(ChannelName) ?? (found?.record.EndedAt && found.record.Status === 'Ended' ? { EndedAt: found.record.EndedAt } : null);
    const EndedAt = already?.EndedAt ?? now().toISOString();
    if (!already) {
      ended.set(ChannelName, { EndedAt });
      if (found?.kind === 'InstantClass') setStatus(found.record, { Status: 'Ended', EndedAt });
      else if (found?.kind === 'PrivateClass') setStatus(found.record, { Status: 'Completed' });
      else if (found?.kind === 'GroupCourse') {
        const live = (state()?.sessions ?? []).find((s) => s.ClassID === found.record.ClassID && s.Status === 'Live');
        if (live) setStatus(live, { Status: 'Completed' });
      }
      if (found) persist();
    } else if (!ended.has(ChannelName)) {
      ended.set(ChannelName, { EndedAt });
    }
    broadcast(ChannelName, { type: 'class-ended', endedAt: EndedAt });
    for (const peer of rooms.get(ChannelName)?.values() ?? []) peer.ws.close(CLOSE.CLASS_ENDED, 'class-ended');
    rooms.delete(ChannelName);
    return res.json(envelope({ ChannelName, Ended: true, EndedAt }));
  });

  functions.use((err, _req, res, next) => {
    if (err?.type === 'entity.parse.failed') return fail(res, 400, 'Validation failed', [{ Field: 'body', Message: 'The body is not valid JSON.' }]);
    if (err?.type === 'entity.too.large') return fail(res, 400, 'Validation failed', [{ Field: 'body', Message: 'The body is too large.' }]);
    return next(err);
  });
  app.use('/functions', functions);

  // ── test and admin paths ────────────────────────────────────────────────────────────────────────────────
  const closeRooms = () => {
    for (const room of rooms.values()) for (const peer of room.values()) peer.ws.close(CLOSE.DROPPED, 'reset');
    rooms.clear();
    ended.clear();
  };
  app.post('/__classroom/reset', (_req, res) => {
    closeRooms();
    for (const { record, before } of changed.splice(0).reverse()) Object.assign(record, before);
    if (db) persist();
    res.json({ ok: true });
  });
  // The mock's /__admin/reset reseeds the store: the records changed here are gone, so only forget them.
  ctx.onReset?.(() => {
    closeRooms();
    changed.length = 0;
  });
  /** Cuts every signalling connection (of one channel, or all): the clients must reconnect by themselves. */
  app.post('/__classroom/admin/drop', (req, res) => {
    const channel = typeof req.query.channel === 'string' ? req.query.channel : null;
    let dropped = 0;
    for (const [name, room] of rooms) {
      if (channel && name !== channel) continue;
      for (const peer of room.values()) {
        peer.ws.terminate();
        dropped += 1;
      }
    }
    res.json({ dropped });
  });
  app.get('/__classroom/admin/rooms', (_req, res) => {
    res.json(Object.fromEntries([...rooms].map(([name, room]) => [name, [...room.values()].map(({ uid, role, displayName }) => ({ uid, role, displayName }))])));
  });

  // ── signalling ──────────────────────────────────────────────────────────────────────────────────────────
  function broadcast(channel, message, exceptUid) {
    const data = JSON.stringify(message);
    for (const peer of rooms.get(channel)?.values() ?? []) {
      if (peer.uid !== exceptUid && peer.ws.readyState === peer.ws.OPEN) peer.ws.send(data);
    }
  }
  const describe = (peer) => ({ uid: peer.uid, role: peer.role, displayName: peer.displayName, state: peer.state });
  const cleanState = (s) => ({
    audioMuted: Boolean(s?.audioMuted),
    videoOff: Boolean(s?.videoOff),
    screenSharing: Boolean(s?.screenSharing),
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  httpServer.on('upgrade', (req, socket, head) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== SIGNAL_PATH) return;
    wss.handleUpgrade(req, socket, head, (ws) => attach(ws));
  });

  function attach(ws) {
    /** @type {{ ws: any, uid: number, role: number, displayName: string, channel: string, state: object } | null} */
    let self = null;
    const send = (message) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(message));
    const reject = (code, message) => {
      send({ type: 'error', code, message });
      ws.close(CLOSE.REJECTED, code);
    };

    ws.on('message', (raw) => {
      let message;
      try {
        message = JSON.parse(raw.toString());
      } catch {
        return reject('bad-message', 'Messages are JSON.');
      }
      if (!self) {
        if (message?.type !== 'join') return reject('bad-message', 'Join first.');
        const verdict = verifyToken(message.token);
        if (!verdict.ok) return reject('token-rejected', verdict.reason);
        const { c: channel, u: uid, r: role } = verdict.claims;
        if (ended.has(channel)) {
          send({ type: 'class-ended', endedAt: ended.get(channel).EndedAt });
          return ws.close(CLOSE.CLASS_ENDED, 'class-ended');
        }
        const displayName = typeof message.displayName === 'string' ? message.displayName.trim().slice(0, 40) : '';
        if (!displayName) return reject('bad-message', 'A display name is required.');
        const room = rooms.get(channel) ?? new Map();
        rooms.set(channel, room);
        const previous = room.get(uid);
        if (previous) {
          // The same uid again (a reconnect that came before the old socket closed): the newer one wins.
          room.delete(uid);
          previous.ws.close(CLOSE.REPLACED, 'replaced');
          broadcast(channel, { type: 'peer-left', uid });
        }
        self = { ws, uid, role, displayName, channel, state: cleanState(message.state) };
        send({ type: 'welcome', uid, peers: [...room.values()].map(describe) });
        room.set(uid, self);
        broadcast(channel, { type: 'peer-joined', peer: describe(self) }, uid);
        return undefined;
      }
      const room = rooms.get(self.channel);
      switch (message?.type) {
        case 'signal': {
          const target = room?.get(message.to);
          if (target && target.ws.readyState === target.ws.OPEN) {
            target.ws.send(JSON.stringify({ type: 'signal', from: self.uid, data: message.data }));
          }
          return undefined;
        }
        case 'state':
          self.state = cleanState(message.state);
          broadcast(self.channel, { type: 'peer-state', uid: self.uid, state: self.state }, self.uid);
          return undefined;
        case 'renew': {
          const verdict = verifyToken(message.token);
          if (!verdict.ok || verdict.claims.c !== self.channel || verdict.claims.u !== self.uid) {
            return send({ type: 'error', code: 'token-rejected', message: verdict.ok ? 'Token of another channel.' : verdict.reason });
          }
          return send({ type: 'renewed', expiresAt: verdict.claims.e });
        }
        case 'ping':
          return send({ type: 'pong' });
        case 'leave':
          return ws.close(1000, 'left');
        default:
          return send({ type: 'error', code: 'bad-message', message: `Unknown message type ${String(message?.type)}.` });
      }
    });

    ws.on('close', () => {
      if (!self) return;
      const room = rooms.get(self.channel);
      if (room?.get(self.uid) === self) {
        room.delete(self.uid);
        broadcast(self.channel, { type: 'peer-left', uid: self.uid });
        if (room.size === 0) rooms.delete(self.channel);
      }
    });
    ws.on('error', () => undefined);
  }

  return {
    wss,
    issueToken,
    verifyToken,
    close: () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}

export { ROLE as CLASSROOM_ROLE };
