import { BackendError } from '../../domain/backend-error';
import { canEnter, classPhase, classWindow, currentSession, lessonOfClass, lessonOfSession, nextSession, type ClassPhase } from '../../domain/class-lifecycle.mjs';
import { CLASSROOM_ROLE, type ClassroomRoleId } from '../../domain/constants';
import type { ChannelToken, ClassEnded, ClassLifecycle } from '../../ports/class-lifecycle';
import { FakeBackendDb, notFound, requireClassCode } from './fake-backend-db';

const TOKEN_LIFETIME_MS = 3_600_000;
const DEVICE_ID = 'fakeDevice000001';

/** A stable video uid 1 … 2^32-1 for a user or device (FNV-1a; the mock uses SHA-256, the rule is the same: the caller's). */
export function fakeVideoUid(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash === 0 ? 1 : hash;
}

const refused = (status: 401 | 403, reason: string, message: string, at?: number) =>
  new BackendError(status === 401 ? 'unauthorised' : 'forbidden', message, [], status, { reason, ...(at === undefined ? {} : { at: new Date(at).toISOString() }) });

/**
 * Issues tokens and ends classes over the shared fake backend with the mock's rules (mock-server/classroom): the uid is
 * the caller's, host only for the class's tutor, participant only for a paying student (anyone in an instant class), and
 * only while the lifecycle rule says the class is open. Tests can make either call fail.
 */
export class FakeClassLifecycle implements ClassLifecycle {
  readonly ended = new Map<string, ClassEnded>();
  readonly tokenRequests: Array<{ channel: string; role: ClassroomRoleId }> = [];
  tokenFailure: BackendError | null = null;
  endFailure: BackendError | null = null;

  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async requestToken(request: { channel: string; role: ClassroomRoleId }): Promise<ChannelToken> {
    this.tokenRequests.push(request);
    if (this.tokenFailure) throw this.tokenFailure;
    const caller = this.db.enter({ auth: 'optional' });
    requireClassCode(request.channel, 'ChannelName');
    const lesson = this.lessonOn(request.channel);
    const isTutor = caller !== null && caller.uid === lesson.tutorId;
    if (request.role === CLASSROOM_ROLE.HOST) {
      if (!caller) throw refused(401, 'sign-in-required', 'Sign in to host this class.');
      if (!isTutor) throw refused(403, 'not-host', 'Only the tutor of this class can host or end it.');
    } else if (isTutor) {
      throw refused(403, 'join-as-host', 'You teach this class: open it as the host.');
    } else if (lesson.kind !== 'InstantClass') {
      if (!caller) throw refused(401, 'sign-in-required', 'Sign in to join this class.');
      if (!this.db.isPaid(caller.uid, request.channel)) throw refused(403, 'not-paid', 'Only students who paid for this class can join it.');
    }
    this.refuseByPhase(lesson);
    return {
      token: `fake-token-${request.channel}-${this.tokenRequests.length}`,
      appId: '0123456789abcdef0123456789abcdef',
      region: 'ap',
      expiresAt: this.db.now() + TOKEN_LIFETIME_MS,
      uid: fakeVideoUid(caller?.uid ?? `device:${DEVICE_ID}`),
    };
  }

  async endClass(channel: string): Promise<ClassEnded> {
    if (this.endFailure) throw this.endFailure;
    const caller = this.db.enter({ auth: 'optional' });
    requireClassCode(channel, 'ChannelName');
    const lesson = this.lessonOn(channel);
    if (!caller) throw refused(401, 'sign-in-required', 'Sign in to end this class.');
    if (caller.uid !== lesson.tutorId) throw refused(403, 'not-host', 'Only the tutor of this class can host or end it.');
    const previous = this.ended.get(channel);
    if (previous) return previous;
    if (lesson.phase === 'upcoming' || lesson.phase === 'cancelled') this.refuseByPhase(lesson);
    const ended = { channel, endedAt: this.db.nowIso() };
    this.ended.set(channel, ended);
    lesson.complete();
    return ended;
  }

  private refuseByPhase(lesson: { phase: ClassPhase | 'no-session'; opensAt?: number; channel: string }): void {
    if (this.ended.has(lesson.channel) || lesson.phase === 'completed') throw refused(403, 'class-ended', 'This class has ended.');
    if (lesson.phase === 'cancelled') throw refused(403, 'class-cancelled', 'This class was cancelled.');
    if (lesson.phase === 'no-session') throw refused(403, 'no-session', 'This course has no session scheduled.');
    if (!canEnter(lesson.phase)) throw refused(403, 'not-open-yet', 'This class is not open yet.', lesson.opensAt);
  }

  /** The class on a channel and its phase now (as mock-server/classroom's lessonOn). */
  private lessonOn(channel: string) {
    const db = this.db;
    const now = db.now();
    const privateIndex = db.privateClasses.findIndex((record) => record.ClassLink === channel);
    if (privateIndex >= 0) {
      const record = db.privateClasses[privateIndex]!;
      const lesson = lessonOfClass(record);
      const complete = () => (db.privateClasses[privateIndex] = { ...record, Status: 'Completed' });
      return { kind: 'PrivateClass', channel, tutorId: record.TutorID, phase: classPhase(lesson, now), opensAt: classWindow(lesson).opensAt, complete };
    }
    const course = db.courses.find((record) => record.ClassLink === channel);
    if (course) {
      const sessions = db.sessions
        .filter((session) => session.ClassID === course.ClassID)
        .map((session) => ({ ...lessonOfSession(session), session }));
      const open = currentSession(sessions, now);
      const next = nextSession(sessions, now);
      const complete = () => {
        if (open) db.sessions = db.sessions.map((session) => (session === open.session ? { ...session, Status: 'Completed' as const } : session));
      };
      const phase: ClassPhase | 'no-session' =
        course.Status === 'Cancelled' ? 'cancelled' : open ? classPhase(open, now) : next ? 'upcoming' : sessions.length > 0 ? 'completed' : 'no-session';
      return { kind: 'GroupCourse', channel, tutorId: course.TutorID, phase, opensAt: next ? classWindow(next).opensAt : undefined, complete };
    }
    const instantIndex = db.instantClasses.findIndex((record) => record.ClassCode === channel);
    if (instantIndex >= 0) {
      const record = db.instantClasses[instantIndex]!;
      const complete = () => (db.instantClasses[instantIndex] = { ...record, Status: 'Ended', EndedAt: db.nowIso() });
      return { kind: 'InstantClass', channel, tutorId: record.TutorID, phase: record.Status === 'Ended' ? ('completed' as const) : ('live' as const), complete };
    }
    throw notFound('Class');
  }
}
