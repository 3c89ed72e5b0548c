import { jwtDecode, type JwtPayload } from 'jwt-decode';

export type TokenPayload = JwtPayload & Record<string, unknown>;

/** The decoded JWT payload, or null when the token cannot be decoded (spec §5). */
export function decodeTokenPayload(token: string | null | undefined): TokenPayload | null {
  if (typeof token !== 'string' || token.length === 0) return null;
  try {
    const payload = jwtDecode<TokenPayload>(token);
    return payload !== null && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

/**
 * Spec §5: expired when there is no payload or when `exp` is earlier than now (in seconds).
 * `exp === nowSeconds` is still valid. A payload without a numeric `exp` cannot prove it is
 * still valid, so it counts as expired.
 */
export function isTokenExpired(token: string | null | undefined, nowSeconds: number): boolean {
  const payload = decodeTokenPayload(token);
  if (payload === null) return true;
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return true;
  return payload.exp < nowSeconds;
}
