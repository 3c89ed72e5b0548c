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
}
