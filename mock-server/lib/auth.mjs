// Who is calling: the Authorization header carries a Firebase Auth emulator ID token (spec §7: the stored token,
// sent as-is). A 401 names the reason in Message and has no field errors, like the contract's example. Operations whose security allows `{}` accept no token, but a token that is sent must be valid.
import { verifyEmulatorToken } from '../emulator-token.mjs';
import { tokenCaller } from './accounts.mjs';
import { forbidden, notFound, sendError } from './http.mjs';
import { userById } from './store.mjs';

export const ROLE = { tutor: 1, student: 2 };

/**
 * The token check shared by the backend operations and the cloud functions: an emulator token's shape, then its uid
 * against the Auth emulator's accounts (lib/accounts.mjs), from loopback only.
 * @param {{ now: () => Date, accounts: import('./accounts.mjs').AccountLookup }} deps
 * @returns {(req: import('express').Request, header: string) => Promise<{ uid: string, email: string | null, phone: string | null } | { status: number, error: string }>}
 */
export function tokenCheck({ now, accounts }) {
  const verify = (header) => verifyEmulatorToken(header, Math.floor(now().getTime() / 1000));
  return (req, header) => tokenCaller(req, header, { verify, accounts });
}

/** Express middleware: 401 before validation, so a missing token is reported as such rather than as a bad header. */
export function authenticate({ operations, checkToken }) {
  return async (req, res, next) => {
    const op = operations.get(req.path);
    if (!op || op.method !== req.method || op.tokenless) return next();
    const header = req.get('Authorization');
    if (header === undefined || header === '') {
      if (op.tokenOptional) return next();
      return sendError(res, 401, 'Sign in again: no token in the Authorization header.');
    }
    let verdict;
    try {
      verdict = await checkToken(req, header);
    } catch (error) {
      return next(error);
    }
    if (verdict.error) return sendError(res, verdict.status, verdict.status === 401 ? `Sign in again: ${verdict.error}` : verdict.error);
    req.caller = { uid: verdict.uid, email: verdict.email, phone: verdict.phone };
    return next();
  };
}

/** The caller's registered profile, or 403 naming what is missing. */
export function callerProfile(ctx) {
  const profile = ctx.caller ? userById(ctx.state, ctx.caller.uid) : null;
  if (!profile) throw forbidden('Register a profile first.');
  return profile;
}

export function requireTutor(ctx) {
  const profile = callerProfile(ctx);
  if (profile.Role !== ROLE.tutor) throw forbidden('Only tutors can do this.');
  return profile;
}

export function requireStudent(ctx) {
  const profile = callerProfile(ctx);
  if (profile.Role !== ROLE.student) throw forbidden('Only students can do this.');
  return profile;
}

/** The calling tutor's own class or course by ClassID: 404 when there is none, 403 when it is another tutor's. */
export function ownedByTutor(records, classId, tutor, what) {
  const record = records.find((r) => r.ClassID === classId);
  if (!record) throw notFound(`No ${what} ${classId}.`);
  if (record.TutorID !== tutor.UserID) throw forbidden(`This ${what} is another tutor’s.`);
  return record;
}
