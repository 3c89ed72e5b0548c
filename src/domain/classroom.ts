import { CLASSROOM_ROLE, ROLE, type ClassroomRoleId } from './constants.ts';
import { DomainError } from './errors.ts';
import type { Outcome } from './outcome.ts';

export type RoleIdParse = Outcome<ClassroomRoleId, { code: 'invalid-role' }>;

/** The roleId of /instant-classroom/{encryptSessionId}/{roleId}: exactly "1" (host) or "2" (participant). */
export function parseClassroomRoleId(raw: string | undefined | null): RoleIdParse {
  if (raw === String(CLASSROOM_ROLE.HOST)) return { ok: true, value: CLASSROOM_ROLE.HOST };
  if (raw === String(CLASSROOM_ROLE.PARTICIPANT)) return { ok: true, value: CLASSROOM_ROLE.PARTICIPANT };
  return { ok: false, code: 'invalid-role' };
}

/** Signed-in classrooms (/classroom, /private-class, /course-class): the tutor hosts, a student takes part. */
export function classroomRoleForUserRole(role: number | null): ClassroomRoleId {
  return role === ROLE.TUTOR ? CLASSROOM_ROLE.HOST : CLASSROOM_ROLE.PARTICIPANT;
}

/** Renew this long before the token expires (Agora warns 30 s before; we start earlier to absorb a slow request). */
export const TOKEN_RENEW_LEAD_MS = 60_000;
/** Never renew more often than this, even for a token that is almost expired when it arrives. */
export const TOKEN_RENEW_MIN_DELAY_MS = 5_000;

/** Milliseconds from `nowMs` until the token expiring at `expiresAtMs` should be renewed. */
export function tokenRenewalDelay(expiresAtMs: number, nowMs: number): number {
  if (!Number.isFinite(expiresAtMs) || !Number.isFinite(nowMs)) {
    throw new DomainError('CLASSROOM.INVALID_TIME', 'Token expiry and now must be finite numbers of milliseconds.');
  }
  const lifetime = expiresAtMs - nowMs;
  // A short-lived token renews at half its life, so it is never renewed after it expired.
  const lead = Math.min(TOKEN_RENEW_LEAD_MS, lifetime / 2);
  return Math.max(TOKEN_RENEW_MIN_DELAY_MS, Math.floor(lifetime - lead));
}

/** Video uids are 1 … 2^32-1 (openapi GenerateAgoraTokenRequest.Uid); drawn from four random bytes. */
export function videoUidFromBytes(bytes: Uint8Array): number {
  if (bytes.length < 4) throw new DomainError('CLASSROOM.UID_BYTES', 'A video uid needs four random bytes.');
  const n = ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
  return n === 0 ? 1 : n;
}

/** Reconnection back-off: 0.5 s, 1 s, 2 s, 4 s, then every 5 s; gives up after `RECONNECT_GIVE_UP_MS`. */
export function reconnectDelay(attempt: number): number {
  if (!Number.isSafeInteger(attempt) || attempt < 0) {
    throw new DomainError('CLASSROOM.INVALID_ATTEMPT', 'The attempt number must be a whole number from 0.');
  }
  return Math.min(500 * 2 ** attempt, 5_000);
}
export const RECONNECT_GIVE_UP_MS = 60_000;

export interface ParticipantView {
  uid: number;
  displayName: string;
  role: ClassroomRoleId;
  isSelf: boolean;
}

/** Grid order: yourself first, then the host, then everyone else by name (stable under joins and leaves). */
export function orderParticipants<T extends ParticipantView>(participants: readonly T[]): T[] {
  const rank = (p: T) => (p.isSelf ? 0 : p.role === CLASSROOM_ROLE.HOST ? 1 : 2);
  return [...participants].sort(
    (a, b) => rank(a) - rank(b) || a.displayName.localeCompare(b.displayName) || a.uid - b.uid,
  );
}

/** Grid columns for n tiles: 1, 2, 2, 2, 3, 3, 3, 3, 3, 4 … (roughly square). */
export function gridColumns(tiles: number): number {
  if (tiles <= 1) return 1;
  return Math.ceil(Math.sqrt(tiles));
}
