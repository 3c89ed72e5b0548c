import type { AuthErrorCode, AuthFailure, PasswordRequirement } from '../../domain/auth-error';

const CODES: Record<string, AuthErrorCode> = {
  'auth/wrong-password': 'AUTH.WRONG_PASSWORD',
  'auth/user-not-found': 'AUTH.UNKNOWN_USER',
  'auth/invalid-credential': 'AUTH.INVALID_CREDENTIALS',
  'auth/invalid-login-credentials': 'AUTH.INVALID_CREDENTIALS',
  'auth/missing-password': 'AUTH.INVALID_CREDENTIALS',
  'auth/too-many-requests': 'AUTH.TOO_MANY_ATTEMPTS',
  'auth/network-request-failed': 'AUTH.NETWORK',
  'auth/timeout': 'AUTH.NETWORK',
  'auth/internal-error': 'AUTH.NETWORK',
  'auth/weak-password': 'AUTH.PASSWORD_POLICY',
  'auth/password-does-not-meet-requirements': 'AUTH.PASSWORD_POLICY',
  'auth/email-already-in-use': 'AUTH.EMAIL_IN_USE',
  'auth/invalid-email': 'AUTH.INVALID_EMAIL',
  'auth/missing-email': 'AUTH.INVALID_EMAIL',
  'auth/user-disabled': 'AUTH.USER_DISABLED',
  'auth/popup-closed-by-user': 'AUTH.POPUP_CLOSED',
  'auth/cancelled-popup-request': 'AUTH.POPUP_CLOSED',
  'auth/user-cancelled': 'AUTH.POPUP_CLOSED',
  'auth/popup-blocked': 'AUTH.POPUP_BLOCKED',
  'auth/unauthorized-domain': 'AUTH.UNAUTHORIZED_DOMAIN',
  'auth/invalid-phone-number': 'AUTH.INVALID_PHONE',
  'auth/missing-phone-number': 'AUTH.INVALID_PHONE',
  'auth/invalid-verification-code': 'AUTH.INVALID_CODE',
  'auth/missing-verification-code': 'AUTH.INVALID_CODE',
  'auth/code-expired': 'AUTH.CODE_EXPIRED',
  'auth/requires-recent-login': 'AUTH.REQUIRES_RECENT_LOGIN',
  'auth/user-token-expired': 'AUTH.REQUIRES_RECENT_LOGIN',
};

/**
 * The rules a password missed, read from the provider's message, e.g. "Missing password requirements: [Password must
 * contain at least 8 characters, Password must contain an upper case character]" or "Password should be at least 6
 * characters".
 */
export function passwordRequirementsFrom(message: string): PasswordRequirement[] {
  const found: PasswordRequirement[] = [];
  const min = /at least (\d+) characters/i.exec(message);
  if (min?.[1]) found.push({ kind: 'min-length', length: Number(min[1]) });
  const max = /(?:at most|no more than) (\d+) characters/i.exec(message);
  if (max?.[1]) found.push({ kind: 'max-length', length: Number(max[1]) });
  if (/lower ?case/i.test(message)) found.push({ kind: 'lowercase' });
  if (/upper ?case/i.test(message)) found.push({ kind: 'uppercase' });
  if (/\bnumeric|digit/i.test(message)) found.push({ kind: 'digit' });
  if (/non-alphanumeric|special character|symbol/i.test(message)) found.push({ kind: 'symbol' });
  return found;
}

/** A Firebase Auth error (FirebaseError with `code` 'auth/…') as a provider-neutral failure. */
export function authFailureFromFirebase(error: unknown): AuthFailure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : '';
  const mapped = CODES[code] ?? 'AUTH.UNKNOWN';
  if (mapped !== 'AUTH.PASSWORD_POLICY') return { code: mapped };
  const requirements = passwordRequirementsFrom(message);
  if (requirements.length === 0 && code === 'auth/weak-password') requirements.push({ kind: 'min-length', length: 6 });
  return { code: mapped, requirements };
}
