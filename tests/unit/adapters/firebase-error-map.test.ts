import { describe, expect, it } from 'vitest';
import { authFailureFromFirebase, passwordRequirementsFrom } from '../../../src/adapters/firebase/firebase-error-map';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('authFailureFromFirebase', () => {
  it.each([
    ['auth/wrong-password', 'AUTH.WRONG_PASSWORD'],
    ['auth/user-not-found', 'AUTH.UNKNOWN_USER'],
    ['auth/invalid-credential', 'AUTH.INVALID_CREDENTIALS'],
    ['auth/too-many-requests', 'AUTH.TOO_MANY_ATTEMPTS'],
    ['auth/network-request-failed', 'AUTH.NETWORK'],
    ['auth/email-already-in-use', 'AUTH.EMAIL_IN_USE'],
    ['auth/invalid-email', 'AUTH.INVALID_EMAIL'],
    ['auth/popup-closed-by-user', 'AUTH.POPUP_CLOSED'],
    ['auth/popup-blocked', 'AUTH.POPUP_BLOCKED'],
    ['auth/unauthorized-domain', 'AUTH.UNAUTHORIZED_DOMAIN'],
    ['auth/invalid-verification-code', 'AUTH.INVALID_CODE'],
    ['auth/requires-recent-login', 'AUTH.REQUIRES_RECENT_LOGIN'],
    ['auth/something-new', 'AUTH.UNKNOWN'],
  ])('maps %s to %s', (code, expected) => {
    expect(authFailureFromFirebase(firebaseError(code)).code).toBe(expected);
  });

  it('treats anything without a code as unknown', () => {
    expect(authFailureFromFirebase(new TypeError('boom'))).toEqual({ code: 'AUTH.UNKNOWN' });
    expect(authFailureFromFirebase('nope')).toEqual({ code: 'AUTH.UNKNOWN' });
  });

  it("reads the policy's missed rules from the provider message", () => {
    const failure = authFailureFromFirebase(
      firebaseError(
        'auth/password-does-not-meet-requirements',
        'Firebase: Missing password requirements: [Password must contain at least 10 characters, Password must contain an upper case character, Password must contain a non-alphanumeric character] (auth/password-does-not-meet-requirements).',
      ),
    );
    expect(failure).toEqual({
      code: 'AUTH.PASSWORD_POLICY',
      requirements: [{ kind: 'min-length', length: 10 }, { kind: 'uppercase' }, { kind: 'symbol' }],
    });
  });

  it('gives a weak password its minimum length, from the message or the default 6', () => {
    expect(authFailureFromFirebase(firebaseError('auth/weak-password', 'Firebase: Password should be at least 8 characters (auth/weak-password).'))).toEqual({
      code: 'AUTH.PASSWORD_POLICY',
      requirements: [{ kind: 'min-length', length: 8 }],
    });
    expect(authFailureFromFirebase(firebaseError('auth/weak-password')).requirements).toEqual([{ kind: 'min-length', length: 6 }]);
  });

  it('finds lower-case, digit and maximum-length rules', () => {
    expect(
      passwordRequirementsFrom('Password must contain a lower case character, Password must contain a numeric character, Password may contain at most 20 characters'),
    ).toEqual([{ kind: 'max-length', length: 20 }, { kind: 'lowercase' }, { kind: 'digit' }]);
  });
});
