// The live classroom's server side, offline: the two cloud functions of spec §7 (/functions/GenerateAgoraToken and
// /functions/AgoraClassEnd, per openapi/cloud-functions.yaml) and the WebSocket signalling of the WebRTC adapter
// (/__classroom/signal). Loaded by the mock server as an extension: `classroomExtension({ app, httpServer, db, now })`.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express from 'express';
import { WebSocketServer } from 'ws';
import { canEnter, classPhase, classWindow, currentSession, lessonOfClass, lessonOfSession, nextSession } from '../../src/domain/class-lifecycle.ts';
import { checkDisplayName, DISPLAY_NAME_MAX } from '../../src/domain/display-name.ts';
import { isClassCode, isDeviceId } from '../../src/domain/random-id.ts';
import { videoUid } from '../handlers/classroom.mjs';

export const SIGNAL_PATH = '/__classroom/signal';
/** The offline app id: 32 hex characters, stable across restarts. */
export const OFFLINE_APP_ID = createHash('sha256').update('tutorhub-offline-video').digest('hex').slice(0, 32);
const ROLE = { HOST: 1, PARTICIPANT: 2 };
const MAX_MESSAGE_BYTES = 64 * 1024;
const CLOSE = { CLASS_ENDED: 4000, REPLACED: 4001, REJECTED: 4003, DROPPED: 4010 };

const envelope = (Data) => ({ StatusCode: 200, Message: 'OK', Data });
const fail = (res, status, Message, Errors = []) => res.status(status).json({ StatusCode: status, Message, Errors });

/**
 * @param {{ app: import('express').Express, httpServer: import('node:http').Server, db: any, now?: () => Date,
 *   tokenTtlSeconds?: number, persist?: () => void, onReset?: (listener: () => void) => void, settle?: () => void,
 *   checkToken: (req: import('express').Request, header: string) => Promise<{ uid: string } | { status: number, error: string }> }} ctx
 * `checkToken` is the mock's own (lib/auth.mjs tokenCheck): the same rule for a Firebase ID token as the backend operations.
 */
export default function classroomExtension(ctx) {
  const { app, httpServer, db, checkToken } = ctx;
  if (typeof checkToken !== 'function') throw new Error('classroomExtension needs ctx.checkToken (lib/auth.mjs tokenCheck).');
  const now = ctx.now ?? (() => new Date());
  const tokenTtlSeconds = ctx.tokenTtlSeconds ?? 3600;
  const secret = randomBytes(32);
  /** room key (the channel; channel/SessionID for a course session) → { EndedAt }. */
  const ended = new Map();
  /** channel → { key, EndedAt } of its last end, so a repeated end returns the first EndedAt. */
  const lastEnded = new Map();
  /** room key → Map(uid → { ws, uid, role, displayName, channel, key, state }) */
  const rooms = new Map();
  /** db records changed by a class end, so /__admin/classroom/reset can restore them. */
  const changed = [];

  // ── tokens ──────────────────────────────────────────────────────────────────────────────────────────────
  const sign = (payload) => createHmac('sha256', secret).update(payload).digest('base64url');
  function issueToken(channel, uid, role, key = channel) {
    const ExpiresAt = Math.floor(now().getTime() / 1000) + tokenTtlSeconds;
    const payload = Buffer.from(JSON.stringify({ c: channel, k: key, u: uid, r: role, e: ExpiresAt })).toString('base64url');
    return { Token: `offline.${payload}.${sign(payload)}`, AppId: OFFLINE_APP_ID, Region: 'ap', ExpiresAt };
  }
  /** @returns {{ ok: true, claims: { c: string, k: string, u: number, r: number, e: number } } | { ok: false, reason: string }} */
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

  // ── the db: which class a channel is, and where it stands by server time ────────────────────────────────
  const state = () => db.getState?.() ?? db.data;
  /**
   * The class on a channel now: `key` names the room (a course has one channel for all its sessions, so its room is
   * per session), `record` is what goes Live and Completed, `phase` comes from the domain's lifecycle rule.
   * @returns {null | { kind: string, channel: string, tutorId: string, key: string, record: any, phase: string, opensAt?: number, endsAt?: number }}
   */
  function lessonOn(channel) {
    const s = state();
    const privateClass = (s.privateClasses ?? []).find((c) => c.ClassLink === channel);
    const base = (kind, record, name) => ({ kind, channel, tutorId: record.TutorID, key: channel, record, name });
    if (privateClass) {
      const lesson = lessonOfClass(privateClass);
      const { opensAt, endsAt } = classWindow(lesson);
      return { ...base('PrivateClass', privateClass, privateClass.ClassName), phase: classPhase(lesson, now().getTime()), opensAt, endsAt };
    }
    const course = (s.courses ?? []).find((c) => c.ClassLink === channel);
    if (course) {
      const at = now().getTime();
      const sessions = (s.sessions ?? []).filter((x) => x.ClassID === course.ClassID).map((session) => ({ ...lessonOfSession(session), session }));
      const open = currentSession(sessions, at);
      const courseBase = base('GroupCourse', course, course.CourseName);
      if (course.Status === 'Cancelled') return { ...courseBase, record: null, phase: 'cancelled' };
      if (open) return { ...courseBase, name: `${course.CourseName}: ${open.session.Title}`, key: `${channel}/${open.session.SessionID}`, record: open.session, phase: classPhase(open, at), endsAt: classWindow(open).endsAt };
      const next = nextSession(sessions, at);
      if (next) return { ...courseBase, record: null, phase: 'upcoming', opensAt: classWindow(next).opensAt };
      return { ...courseBase, record: null, phase: sessions.length > 0 ? 'completed' : 'no-session' };
    }
    const instant = (s.instantClasses ?? []).find((c) => c.ClassCode === channel);
    if (instant) return { ...base('InstantClass', instant, instant.Title), phase: instant.Status === 'Ended' ? 'completed' : 'live' };
    return null;
  }
  const hasPaid = (channel, uid) =>
    (state().payments ?? []).some((p) => p.ClassCode === channel && p.StudentID === uid && p.Status === 'captured' && !p.WithdrawnAt);
  function persist() {
    if (ctx.persist) ctx.persist();
    else db.write?.();
  }
  function setStatus(record, fields) {
    changed.push({ record, before: Object.fromEntries(Object.keys(fields).map((k) => [k, record[k]])) });
    Object.assign(record, fields);
  }
  // Nobody is in a room when the server starts, so no class is Live, and every stint still open ended with the last run.
  {
    const s = state();
    const stale = [...(s.privateClasses ?? []), ...(s.sessions ?? [])].filter((r) => r.Status === 'Live');
    for (const record of stale) record.Status = 'Scheduled';
    const open = (s.attendance ?? []).filter((a) => !a.LeftAt);
    for (const stint of open) stint.LeftAt = now().toISOString();
    if (stale.length > 0 || open.length > 0) persist();
  }

  // ── refusals: one status and reason each (openapi/cloud-functions.yaml Error.Reason) ─────────────────────────
  const refuse = (res, status, Reason, Message, extra = {}) => res.status(status).json({ StatusCode: status, Message, Errors: [], Reason, ...extra });
  const REFUSAL = {
    'sign-in-required': (res, what) => refuse(res, 401, 'sign-in-required', `Sign in to ${what} this class.`),
    'not-host': (res) => refuse(res, 403, 'not-host', 'Only the tutor of this class can host or end it.'),
    'join-as-host': (res) => refuse(res, 403, 'join-as-host', 'You teach this class: open it as the host.'),
    'not-paid': (res) => refuse(res, 403, 'not-paid', 'Only students who paid for this class can join it.'),
    'class-ended': (res) => refuse(res, 403, 'class-ended', 'This class has ended.'),
    'class-cancelled': (res) => refuse(res, 403, 'class-cancelled', 'This class was cancelled.'),
    'no-session': (res) => refuse(res, 403, 'no-session', 'This course has no session scheduled.'),
    'not-open-yet': (res, opensAt) =>
      refuse(res, 403, 'not-open-yet', `This class opens at ${new Date(opensAt).toISOString()}.`, { OpensAt: new Date(opensAt).toISOString() }),
  };
  /** Refuses a class that cannot be entered now (by phase); true when it did. */
  function refusedByPhase(res, lesson) {
    if (ended.has(lesson.key) || lesson.phase === 'completed') return REFUSAL['class-ended'](res), true;
    if (lesson.phase === 'cancelled') return REFUSAL['class-cancelled'](res), true;
    if (lesson.phase === 'no-session') return REFUSAL['no-session'](res), true;
    if (lesson.phase === 'upcoming') return REFUSAL['not-open-yet'](res, lesson.opensAt), true;
    return false;
  }

  // ── request checks shared by both functions ─────────────────────────────────────────────────────────────
  /** The four headers of spec §7; returns the caller ({ uid } or { device } when signed out), or sends the error and returns false. */
  async function checkHeaders(req, res) {
    const errors = [];
    const device = req.get('DeviceID');
    if (!isDeviceId(device)) errors.push({ Field: 'DeviceID', Message: 'DeviceID must be 16 letters or digits.' });
    if (req.get('Environment') !== 'Dev') errors.push({ Field: 'Environment', Message: "Environment must be 'Dev'." });
    const lang = req.get('LangID');
    if (lang !== undefined && !(/^\d{1,2}$/.test(lang) && Number(lang) >= 1)) {
      errors.push({ Field: 'LangID', Message: 'LangID must be a whole number from 1 to 99.' });
    }
    const authorization = req.get('Authorization');
    if (authorization !== undefined && authorization !== '') {
      const verdict = await checkToken(req, authorization);
      if (verdict.error) {
        if (verdict.status === 401) fail(res, 401, 'Sign in again', [{ Field: 'Authorization', Message: verdict.error }]);
        else fail(res, verdict.status, verdict.error);
        return false;
      }
      if (errors.length > 0) return fail(res, 400, 'Validation failed', errors), false;
      return { uid: verdict.uid, device };
    }
    if (errors.length > 0) return fail(res, 400, 'Validation failed', errors), false;
    return { uid: null, device };
  }
  function checkBody(body, allowed) {
    const errors = [];
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return [{ Field: 'body', Message: 'The body must be a JSON object.' }];
    }
    for (const key of Object.keys(body)) if (!allowed.includes(key)) errors.push({ Field: key, Message: `${key} is not a known field.` });
    if (!isClassCode(body.ChannelName)) {
      errors.push({ Field: 'ChannelName', Message: 'ChannelName must be 16 letters or digits.' });
    }
    return errors;
  }

  const functions = express.Router();
  functions.use(express.json({ limit: '16kb' }));

  /** Express 4 does not see a rejected promise: an async handler's failure goes to next() and the error handler. */
  const handled = (handler) => (req, res, next) => handler(req, res).catch(next);

  functions.post('/GenerateAgoraToken', handled(async (req, res) => {
    const caller = await checkHeaders(req, res);
    if (caller === false) return;
    const body = req.body;
    const errors = checkBody(body, ['ChannelName', 'Role']);
    if (!errors.some((e) => e.Field === 'body') && body?.Role !== ROLE.HOST && body?.Role !== ROLE.PARTICIPANT) {
      errors.push({ Field: 'Role', Message: 'Role must be 1 (host) or 2 (participant).' });
    }
    if (errors.length > 0) return fail(res, 400, 'Validation failed', errors);
    const { ChannelName, Role } = body;
    const lesson = lessonOn(ChannelName);
    if (!lesson) return fail(res, 404, `No class has the code ${ChannelName}.`);
    const isTutor = caller.uid !== null && caller.uid === lesson.tutorId;
    if (Role === ROLE.HOST) {
      // Only the class's tutor, signed in, hosts — an instant class too, although its routes have no login guard.
      if (caller.uid === null) return REFUSAL['sign-in-required'](res, 'host');
      if (!isTutor) return REFUSAL['not-host'](res);
    } else if (lesson.kind === 'InstantClass') {
      if (isTutor) return REFUSAL['join-as-host'](res);
    } else {
      if (caller.uid === null) return REFUSAL['sign-in-required'](res, 'join');
      if (isTutor) return REFUSAL['join-as-host'](res);
      if (!hasPaid(ChannelName, caller.uid)) return REFUSAL['not-paid'](res);
    }
    if (refusedByPhase(res, lesson)) return undefined;
    // The video uid is the caller's (a signed-out participant's comes from the device id), never the request's.
    const Uid = videoUid(caller.uid ?? `device:${caller.device}`);
    // When it is due to end (the classroom's time left); an instant class has no set end.
    const EndsAt = Number.isFinite(lesson.endsAt) ? Math.floor(lesson.endsAt / 1000) : undefined;
    return res.json(envelope({ ...issueToken(ChannelName, Uid, Role, lesson.key), Uid, ...(lesson.name ? { ClassName: lesson.name } : {}), ...(EndsAt !== undefined ? { EndsAt } : {}) }));
  }));

  functions.post('/AgoraClassEnd', handled(async (req, res) => {
    const caller = await checkHeaders(req, res);
    if (caller === false) return;
    const errors = checkBody(req.body, ['ChannelName']);
    if (errors.length > 0) return fail(res, 400, 'Validation failed', errors);
    const { ChannelName } = req.body;
    const lesson = lessonOn(ChannelName);
    if (!lesson) return fail(res, 404, `No class has the code ${ChannelName}.`);
    if (caller.uid === null) return REFUSAL['sign-in-required'](res, 'end');
    if (caller.uid !== lesson.tutorId) return REFUSAL['not-host'](res);
    // Idempotent: the channel's last end is returned again while no other session of it is open.
    const last = lastEnded.get(ChannelName);
    if (last && (last.key === lesson.key || lesson.record === null)) return res.json(envelope({ ChannelName, Ended: true, EndedAt: last.EndedAt }));
    if (lesson.phase === 'cancelled') return REFUSAL['class-cancelled'](res);
    if (lesson.phase === 'no-session') return REFUSAL['no-session'](res);
    if (lesson.phase === 'upcoming') return REFUSAL['not-open-yet'](res, lesson.opensAt);
    const EndedAt = lesson.kind === 'InstantClass' && lesson.record.EndedAt ? lesson.record.EndedAt : now().toISOString();
    ended.set(lesson.key, { EndedAt });
    lastEnded.set(ChannelName, { key: lesson.key, EndedAt });
    if (lesson.kind === 'InstantClass') setStatus(lesson.record, { Status: 'Ended', EndedAt });
    else if (lesson.record) setStatus(lesson.record, { Status: 'Completed' });
    persist();
    broadcast(lesson.key, { type: 'class-ended', endedAt: EndedAt });
    for (const peer of rooms.get(lesson.key)?.values() ?? []) {
      endStint(peer.stint);
      peer.ws.close(CLOSE.CLASS_ENDED, 'class-ended');
    }
    rooms.delete(lesson.key);
    return res.json(envelope({ ChannelName, Ended: true, EndedAt }));
  }));

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
    lastEnded.clear();
  };
  app.post('/__admin/classroom/reset', (_req, res) => {
    closeRooms();
    for (const { record, before } of changed.splice(0).reverse()) Object.assign(record, before);
    persist();
    res.json({ ok: true });
  });
  // The mock's /__admin/reset reseeds the store: the records changed here are gone, so only forget them.
  ctx.onReset?.(() => {
    closeRooms();
    changed.length = 0;
  });
  /** Cuts every signalling connection (of one channel, or all): the clients must reconnect by themselves. */
  app.post('/__admin/classroom/drop', (req, res) => {
    const channel = typeof req.query.channel === 'string' ? req.query.channel : null;
    let dropped = 0;
    for (const room of rooms.values()) {
      for (const peer of room.values()) {
        if (channel && peer.channel !== channel) continue;
        peer.ws.terminate();
        dropped += 1;
      }
    }
    res.json({ dropped });
  });
  app.get('/__admin/classroom/rooms', (_req, res) => {
    res.json(Object.fromEntries([...rooms].map(([key, room]) => [key, [...room.values()].map(({ uid, role, displayName }) => ({ uid, role, displayName }))])));
  });

  /** The host left without ending the class: it is no longer Live (the lifecycle rule decides what it is by time). */
  function hostLeft(host) {
    const lesson = lessonOn(host.channel);
    if (lesson?.key === host.key && lesson.record?.Status === 'Live') {
      setStatus(lesson.record, { Status: 'Scheduled' });
      persist();
    }
  }

  // ── attendance: one stint per time someone is in a room (src/domain/attendance.ts reads them) ───────────────
  function startStint(channel, key, uid, role) {
    const s = state();
    s.attendance ??= [];
    const stint = { id: `${key}:${uid}:${now().getTime()}`, ClassCode: channel, RoomKey: key, Uid: uid, Role: role === ROLE.HOST ? 'Tutor' : 'Student', JoinedAt: now().toISOString() };
    s.attendance.push(stint);
    persist();
    return stint.id;
  }
  function endStint(id) {
    const stint = (state().attendance ?? []).find((entry) => entry.id === id);
    if (!stint || stint.LeftAt) return;
    stint.LeftAt = now().toISOString();
    persist();
  }

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
        const { c: channel, k: key, u: uid, r: role } = verdict.claims;
        if (message.uid !== uid) return reject('token-rejected', 'This token is for another participant.');
        // A class whose tutor did not come in time is settled (cancelled, refunded) before anyone enters it.
        ctx.settle?.();
        const lesson = lessonOn(channel);
        if (ended.has(key) || !lesson || lesson.key !== key || !canEnter(lesson.phase)) {
          send({ type: 'class-ended', endedAt: ended.get(key)?.EndedAt ?? now().toISOString() });
          return ws.close(CLOSE.CLASS_ENDED, 'class-ended');
        }
        // The name by the pre-join form's own rule (src/domain/display-name.ts), as every page will show it.
        const shown = typeof message.displayName === 'string' ? checkDisplayName(message.displayName) : null;
        if (!shown?.ok) return reject('bad-message', `A display name of 1 to ${DISPLAY_NAME_MAX} characters, without control characters or <>, is required.`);
        const displayName = shown.value;
        const room = rooms.get(key) ?? new Map();
        rooms.set(key, room);
        const previous = room.get(uid);
        if (previous) {
          // The same uid again (a reconnect that came before the old socket closed): the newer one wins.
          room.delete(uid);
          previous.ws.close(CLOSE.REPLACED, 'replaced');
          broadcast(key, { type: 'peer-left', uid });
        }
        self = { ws, uid, role, displayName, channel, key, state: cleanState(message.state), stint: startStint(channel, key, uid, role) };
        send({ type: 'welcome', uid, peers: [...room.values()].map(describe) });
        room.set(uid, self);
        broadcast(key, { type: 'peer-joined', peer: describe(self) }, uid);
        // The host in the room makes the class Live (the lifecycle rule's 'live'), until they leave or end it.
        if (role === ROLE.HOST && lesson.kind !== 'InstantClass' && lesson.record?.Status === 'Scheduled') {
          setStatus(lesson.record, { Status: 'Live' });
          persist();
        }
        return undefined;
      }
      const room = rooms.get(self.key);
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
          broadcast(self.key, { type: 'peer-state', uid: self.uid, state: self.state }, self.uid);
          return undefined;
        case 'renew': {
          const verdict = verifyToken(message.token);
          if (!verdict.ok || verdict.claims.k !== self.key || verdict.claims.u !== self.uid) {
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
      const room = rooms.get(self.key);
      endStint(self.stint);
      if (room?.get(self.uid) === self) {
        room.delete(self.uid);
        broadcast(self.key, { type: 'peer-left', uid: self.uid });
        if (room.size === 0) rooms.delete(self.key);
        if (self.role === ROLE.HOST) hostLeft(self);
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
