// What the live classroom needs besides the video service: who takes part, with the video Uid each one joins with.
import { createHash } from 'node:crypto';
import { callerProfile, ROLE } from '../lib/auth.mjs';
import { forbidden, notFound, page } from '../lib/http.mjs';
import { enrolledFor, findByCode, fullName, userById } from '../lib/store.mjs';

/** The numeric video Uid of a user: stable, 1 … 2^32-1, derived from the UserID (the token function must agree). */
export function videoUid(userId) {
  const n = createHash('sha256').update(userId).digest().readUInt32BE(0);
  return n === 0 ? 1 : n;
}

const entry = (user, role) => ({
  UserID: user.UserID,
  DisplayName: fullName(user),
  Role: role,
  Uid: videoUid(user.UserID),
  ...(user.PhotoURL ? { PhotoURL: user.PhotoURL } : {}),
});

export default function register(api) {
  api.get('/GetClassRoster', (ctx) => {
    const { state, query, caller } = ctx;
    callerProfile(ctx);
    const found = findByCode(state, query.ClassCode);
    if (!found) throw notFound(`No class ${query.ClassCode}.`);
    const host = userById(state, found.record.TutorID);
    const students =
      found.kind === 'InstantClass'
        ? []
        : [...new Set(enrolledFor(state, query.ClassCode).map((p) => p.StudentID))].map((id) => userById(state, id)).filter(Boolean);
    const allowed = caller.uid === found.record.TutorID || students.some((s) => s.UserID === caller.uid);
    if (!allowed) throw forbidden('Only the tutor and the students who paid can see who takes part.');
    const items = [...(host ? [entry(host, ROLE.tutor)] : []), ...students.map((s) => entry(s, ROLE.student))];
    return page(items, query);
  });
}
