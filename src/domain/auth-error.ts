/** Why an authentication request failed, provider-neutral; the UI maps each code to words (auth texts). */
export type AuthErrorCode =
  | 'AUTH.WRONG_PASSWORD'
  | 'AUTH.UNKNOWN_USER'
  | 'AUTH.INVALID_CREDENTIALS' // the provider does not say which of email or password is wrong
  | 'AUTH.TOO_MANY_ATTEMPTS'
  | 'AUTH.NETWORK'
  | 'AUTH.PASSWORD_POLICY'
  | 'AUTH.EMAIL_IN_USE'
  | 'AUTH.INVALID_EMAIL'
  | 'AUTH.USER_DISABLED'
  | 'AUTH.POPUP_CLOSED'
  | 'AUTH.POPUP_BLOCKED'
  | 'AUTH.UNAUTHORIZED_DOMAIN'
  | 'AUTH.INVALID_PHONE'
  | 'AUTH.INVALID_CODE'
  | 'AUTH.CODE_EXPIRED'
  | 'AUTH.REQUIRES_RECENT_LOGIN' // a sensitive change (the password) needs a fresh sign-in
  | 'AUTH.UNKNOWN';

/** One rule of the provider's password policy that a password missed. */
export type PasswordRequirement =
  | { kind: 'min-length'; length: number }
  | { kind: 'max-length'; length: number }
  | { kind: 'lowercase' }
  | { kind: 'uppercase' }
  | { kind: 'digit' }
  | { kind: 'symbol' };

export interface AuthFailure {
  code: AuthErrorCode;
  /** For AUTH.PASSWORD_POLICY: the rules the password missed (may be empty when the provider does not say). */
  requirements?: PasswordRequirement[];
}
