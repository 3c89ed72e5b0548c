// Instant classes: a tutor starts one (Live at once); anyone with the code may load it (no login guard).
// It ends through the cloud function /AgoraClassEnd (not part of this module).
import { requireTutor } from '../lib/auth.mjs';
import { notFound, pick } from '../lib/http.mjs';
import { newClassCode, tutorName } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';

export const instantClassView = (state, r) => ({
  ClassCode: r.ClassCode,
  TutorID: r.TutorID,
  TutorName: tutorName(state, r.TutorID),
  Title: r.Title,
  CreatedAt: r.CreatedAt,
  Status: r.Status,
  ...pick(r, ['EndedAt']),
});

/** How long an ended instant class stays on its tutor's dashboard, marked Ended. */
export const INSTANT_RECENT_MS = 60 * 60_000;
const INSTANT_LIST_MAX = 20;

export default function register(api) {
  api.post('/StartInstantClass', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    const ClassCode = newClassCode(state);
    const record = { id: ClassCode, ClassCode, TutorID: tutor.UserID, Title: body.Title, CreatedAt: iso(now), Status: 'Live' };
    state.instantClasses.push(record);
    ctx.persist();
    return instantClassView(state, record);
  });

  api.get('/GetInstantClass', ({ state, query }) => {
    const record = state.instantClasses.find((c) => c.ClassCode === query.ClassCode);
    if (!record) throw notFound(`No instant class ${query.ClassCode}.`);
    return instantClassView(state, record);
  });

  api.get('/GetTutorInstantClasses', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, now } = ctx;
    const since = now.getTime() - INSTANT_RECENT_MS;
    return state.instantClasses
      .filter((c) => c.TutorID === tutor.UserID && (c.Status === 'Live' || (c.EndedAt !== undefined && Date.parse(c.EndedAt) >= since)))
      .sort((a, b) => Date.parse(b.CreatedAt) - Date.parse(a.CreatedAt))
      .slice(0, INSTANT_LIST_MAX)
      .map((c) => instantClassView(state, c));
  });
}
