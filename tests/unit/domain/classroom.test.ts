import { describe, expect, it } from 'vitest';
import {
  classroomRoleForUserRole,
  gridColumns,
  orderParticipants,
  parseClassroomRoleId,
  reconnectDelay,
  tokenRenewalDelay,
  TOKEN_RENEW_LEAD_MS,
  TOKEN_RENEW_MIN_DELAY_MS,
  videoUidFromBytes,
} from '../../../src/domain/classroom';
import { CLASSROOM_ROLE, ROLE } from '../../../src/domain/constants';
import { DomainError } from '../../../src/domain/errors';

describe('roleId of /instant-classroom/{code}/{roleId}', () => {
  it('reads 1 as host and 2 as participant', () => {
    expect(parseClassroomRoleId('1')).toEqual({ ok: true, value: CLASSROOM_ROLE.HOST });
    expect(parseClassroomRoleId('2')).toEqual({ ok: true, value: CLASSROOM_ROLE.PARTICIPANT });
  });
  it.each(['0', '3', '01', '1.0', ' 1', 'host', '', '-1', '2a'])('refuses %j', (raw) => {
    expect(parseClassroomRoleId(raw)).toEqual({ ok: false, code: 'invalid-role' });
  });
  it('refuses a missing roleId', () => {
    expect(parseClassroomRoleId(undefined)).toEqual({ ok: false, code: 'invalid-role' });
    expect(parseClassroomRoleId(null)).toEqual({ ok: false, code: 'invalid-role' });
  });
});

describe('the role in signed-in classrooms', () => {
  it('makes the tutor the host and everyone else a participant', () => {
    expect(classroomRoleForUserRole(ROLE.TUTOR)).toBe(CLASSROOM_ROLE.HOST);
    expect(classroomRoleForUserRole(ROLE.STUDENT)).toBe(CLASSROOM_ROLE.PARTICIPANT);
    expect(classroomRoleForUserRole(null)).toBe(CLASSROOM_ROLE.PARTICIPANT);
  });
});



describe('token renewal timing', () => {
  const now = 1_000_000;
  it('renews a one-hour token one minute before it expires', () => {
    expect(tokenRenewalDelay(now + 3_600_000, now)).toBe(3_600_000 - TOKEN_RENEW_LEAD_MS);
  });
  it('renews a short token at half its life, never after it expired', () => {
    expect(tokenRenewalDelay(now + 60_000, now)).toBe(30_000);
    expect(tokenRenewalDelay(now + 20_000, now)).toBe(10_000);
  });
  it('waits at least the minimum delay, even for an expired token', () => {
    expect(tokenRenewalDelay(now + 2_000, now)).toBe(TOKEN_RENEW_MIN_DELAY_MS);
    expect(tokenRenewalDelay(now - 10_000, now)).toBe(TOKEN_RENEW_MIN_DELAY_MS);
  });
  it('throws a DomainError on non-finite times', () => {
    expect(() => tokenRenewalDelay(Number.NaN, now)).toThrow(DomainError);
  });
});

describe('reconnection back-off', () => {
  it('doubles from half a second and caps at five seconds', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });
  it('refuses a negative or fractional attempt', () => {
    expect(() => reconnectDelay(-1)).toThrow(DomainError);
    expect(() => reconnectDelay(0.5)).toThrow(DomainError);
  });
});

describe('video uids', () => {
  it('are four bytes big-endian, never 0', () => {
    expect(videoUidFromBytes(new Uint8Array([0, 0, 3, 233]))).toBe(1001);
    expect(videoUidFromBytes(new Uint8Array([255, 255, 255, 255]))).toBe(4294967295);
    expect(videoUidFromBytes(new Uint8Array([0, 0, 0, 0]))).toBe(1);
    expect(() => videoUidFromBytes(new Uint8Array([1, 2]))).toThrow(DomainError);
  });
});

describe('the participant grid', () => {
  it('puts yourself first, then the host, then others by name', () => {
    const ordered = orderParticipants([
      { uid: 5, displayName: 'Zoe', role: CLASSROOM_ROLE.PARTICIPANT, isSelf: false },
      { uid: 4, displayName: 'Amy', role: CLASSROOM_ROLE.PARTICIPANT, isSelf: false },
      { uid: 3, displayName: 'Tara', role: CLASSROOM_ROLE.HOST, isSelf: false },
      { uid: 9, displayName: 'Me', role: CLASSROOM_ROLE.PARTICIPANT, isSelf: true },
    ]);
    expect(ordered.map((p) => p.uid)).toEqual([9, 3, 4, 5]);
  });
  it('is roughly square', () => {
    expect([1, 2, 3, 4, 5, 9, 10].map(gridColumns)).toEqual([1, 2, 2, 2, 3, 3, 4]);
  });
});
