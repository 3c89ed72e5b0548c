import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, isTokenExpired } from '../../../src/domain/token';

function jwt(payload: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

describe('decodeTokenPayload', () => {
  it('returns the payload of a well-formed token', () => {
    expect(decodeTokenPayload(jwt({ sub: 'u1', exp: 100, aud: 'demo-tutoring' }))).toEqual({
      sub: 'u1',
      exp: 100,
      aud: 'demo-tutoring',
    });
  });

  it.each([['garbage'], [''], ['a.b.c'], ['x.!!!.y'], [null], [undefined], [jwt({}).replace(/^[^.]+\./, '')]])(
    'returns null for an undecodable token %j',
    (token) => {
      expect(decodeTokenPayload(token)).toBeNull();
    },
  );

  it('returns null when the payload is not an object', () => {
    const notObject = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('42').toString('base64url')}.`;
    expect(decodeTokenPayload(notObject)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const now = 1_800_000_000;

  it('is false before expiry and at the exact second of expiry', () => {
    expect(isTokenExpired(jwt({ exp: now + 1 }), now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: now }), now)).toBe(false);
  });

  it('is true one second after expiry', () => {
    expect(isTokenExpired(jwt({ exp: now - 1 }), now)).toBe(true);
  });

  it('is true for a token with no payload', () => {
    expect(isTokenExpired('not-a-token', now)).toBe(true);
    expect(isTokenExpired(null, now)).toBe(true);
  });

  it('is true when the payload carries no numeric exp', () => {
    expect(isTokenExpired(jwt({ sub: 'u1' }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: String(now + 100) }), now)).toBe(true);
  });
});
