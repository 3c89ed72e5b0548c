// ID tokens in the Firebase Auth emulator's format: an unsigned JWT (alg "none") for project demo-tutoring.
// The mock backend accepts only tokens of this shape; tests and Pact provider verification mint fresh ones here.

export const PROJECT_ID = 'demo-tutoring';
export const ISSUER = `https://securetoken.google.com/${PROJECT_ID}`;

/** Fixed uids of the seeded demo accounts (the Auth emulator seed and the mock backend seed share them). */
export const DEMO_UIDS = { tutor: 'demo-tutor-uid', student: 'demo-student-uid' };

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token for `uid` (with an email and/or a phone number, as the emulator issues them) that expires in `expiresInSeconds` (negative for an expired one). */
export function mintEmulatorToken(uid, { email, phone, expiresInSeconds = 3600, nowSeconds = Math.floor(Date.now() / 1000) } = {}) {
  const payload = {
    iss: ISSUER,
    aud: PROJECT_ID,
    auth_time: nowSeconds,
    user_id: uid,
    sub: uid,
    iat: nowSeconds,
    exp: nowSeconds + expiresInSeconds,
    ...(email ? { email, email_verified: false } : {}),
    ...(phone ? { phone_number: phone } : {}),
    firebase: {
      identities: { ...(email ? { email: [email] } : {}), ...(phone ? { phone: [phone] } : {}) },
      sign_in_provider: email ? 'password' : phone ? 'phone' : 'custom',
    },
  };
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
}

/**
 * Checks a token the way the mock backend does: decodable, issuer and audience of demo-tutoring, not expired.
 * Returns { uid, email, phone } (email or phone null when the account has none) or { error } with a reason for the 401 message.
 */
export function verifyEmulatorToken(token, nowSeconds = Math.floor(Date.now() / 1000)) {
  if (typeof token !== 'string' || token.length === 0) return { error: 'No token: send the ID token in the Authorization header.' };
  const raw = token.startsWith('Bearer ') ? token.slice(7) : token;
  const parts = raw.split('.');
  if (parts.length !== 3) return { error: 'The token is not a JWT.' };
  let header;
  let payload;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return { error: 'The token cannot be decoded.' };
  }
  if (header?.alg !== 'none') return { error: 'Only Auth emulator tokens are accepted offline.' };
  if (payload?.aud !== PROJECT_ID) return { error: `The token is not for project ${PROJECT_ID}.` };
  if (payload?.iss !== ISSUER) return { error: 'The token has the wrong issuer.' };
  if (typeof payload.exp !== 'number' || payload.exp < nowSeconds) return { error: 'The token has expired.' };
  const uid = payload.user_id ?? payload.sub;
  if (typeof uid !== 'string' || uid.length === 0) return { error: 'The token names no user.' };
  return {
    uid,
    email: typeof payload.email === 'string' ? payload.email : null,
    phone: typeof payload.phone_number === 'string' ? payload.phone_number : null,
    authTime: typeof payload.auth_time === 'number' ? payload.auth_time : null,
  };
}
