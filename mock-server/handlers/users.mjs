// The caller's own profile: registration (Role 1 tutor, 2 student) and later edits. Email comes from the token.
import { readFileSync } from 'node:fs';
import { ROLE } from '../lib/auth.mjs';
import { HttpError, conflict, notFound } from '../lib/http.mjs';
import { profileView, publicPageUpdatedAt, tutorSummaryView, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';

/**
 * Slugs no tutor may take: the route table's fixed first segments and the served addresses (src/domain/routes.ts,
 * reservedSlugs). Read from the copy scripts/generate-reserved-slugs.mjs writes from that table (made when the mock
 * could not load TypeScript; it now could import routes.ts itself); `npm test` fails when the copy drifts from the
 * table, so there is one list.
 */
export const RESERVED_SLUGS = new Set(JSON.parse(readFileSync(new URL('../reserved-slugs.generated.json', import.meta.url), 'utf8')).slugs);

const OPTIONAL = ['Phone', 'Bio', 'PhotoURL', 'HourlyRate', 'CurrencyType', 'Languages', 'CancellationNoticeHours'];

/** The role the account chose at sign-up, if any (a store saved before roles were kept has no collection yet). */
function chosenRole(state, uid) {
  return (state.accountRoles ?? []).find((entry) => entry.UserID === uid)?.Role;
}

export default function register(api) {
  // The role chosen at sign-up, kept with the account (added beyond the spec): a registration left unfinished goes on
  // in that role on any device, and registration in the other role is refused.
  api.get('/GetAccountRole', ({ state, caller }) => {
    const user = userById(state, caller.uid);
    const role = user?.Role ?? chosenRole(state, caller.uid);
    if (role === undefined) throw notFound('No role chosen yet.');
    return { Role: role, Registered: Boolean(user) };
  });

  api.post('/SaveAccountRole', (ctx) => {
    const { state, body, caller, now } = ctx;
    const user = userById(state, caller.uid);
    const role = user?.Role ?? chosenRole(state, caller.uid);
    if (role !== undefined && role !== body.Role) throw conflict('This account was created for the other role.', 'Role');
    if (role === undefined) {
      state.accountRoles ??= [];
      state.accountRoles.push({ id: caller.uid, UserID: caller.uid, Role: body.Role, ChosenAt: iso(now) });
      ctx.persist();
    }
    return { Role: body.Role, Registered: Boolean(user) };
  });

  api.get('/GetUserProfile', ({ state, caller }) => {
    const user = userById(state, caller.uid);
    if (!user) throw notFound('No profile yet: register first.');
    return profileView(user);
  });

  api.post('/SaveUserProfile', (ctx) => {
    const { state, body, caller, now } = ctx;
    const existing = userById(state, caller.uid);
    if (existing && existing.Role !== body.Role) throw conflict('Your role cannot change after registration.', 'Role');
    const chosen = chosenRole(state, caller.uid);
    if (!existing && chosen !== undefined && chosen !== body.Role) throw conflict('This account was created for the other role.', 'Role');
    const tutor = body.Role === ROLE.tutor;
    const errors = [];
    if (tutor && body.Slug === undefined) errors.push({ Field: 'Slug', Message: 'Tutors need a public page address (Slug).' });
    if (tutor && body.SelectedTutorSlug !== undefined) errors.push({ Field: 'SelectedTutorSlug', Message: 'Only students register through a tutor page.' });
    if (!tutor && body.Slug !== undefined) errors.push({ Field: 'Slug', Message: 'Only tutors have a public page address.' });
    if (!tutor && body.CancellationNoticeHours !== undefined) errors.push({ Field: 'CancellationNoticeHours', Message: 'Only tutors set a cancellation notice period.' });
    for (const id of body.TopicIDs ?? []) {
      if (!state.topics.some((t) => t.TopicID === id)) errors.push({ Field: 'TopicIDs', Message: `No topic ${id}.` });
    }
    const email = caller.email ?? existing?.Email;
    if (tutor && body.Slug !== undefined && RESERVED_SLUGS.has(body.Slug)) errors.push({ Field: 'Slug', Message: `The address ${body.Slug} is a page of the app; choose another.` });
    if (!email && !caller.phone) errors.push({ Field: 'Authorization', Message: 'The token carries neither an email address nor a phone number.' });
    if (errors.length > 0) throw new HttpError(400, 'Validation failed', errors);
    if (tutor) {
      if (state.users.some((u) => u.Slug === body.Slug && u.UserID !== caller.uid)) throw conflict('This slug is already taken.', 'Slug');
    }
    if (body.SelectedTutorSlug !== undefined && !state.users.some((u) => u.Role === ROLE.tutor && u.Slug === body.SelectedTutorSlug)) {
      throw notFound(`No tutor with the address ${body.SelectedTutorSlug}.`);
    }
    const record = {
      id: caller.uid,
      UserID: caller.uid,
      Role: body.Role,
      FirstName: body.FirstName,
      LastName: body.LastName,
      ...(email ? { Email: email } : {}),
      TimeZone: body.TimeZone,
      LangID: body.LangID ?? existing?.LangID ?? 1,
      TopicIDs: body.TopicIDs ?? [],
      ...(tutor ? { Slug: body.Slug } : {}),
      ...(body.SelectedTutorSlug ?? existing?.SelectedTutorSlug ? { SelectedTutorSlug: body.SelectedTutorSlug ?? existing?.SelectedTutorSlug } : {}),
      CreatedAt: existing?.CreatedAt ?? iso(now),
      // Kept by the reviews handler, not the profile form: a profile save leaves the rating as it is.
      ...(existing && existing.RatingCount !== undefined ? { RatingCount: existing.RatingCount } : {}),
      ...(existing && existing.RatingAverage !== undefined ? { RatingAverage: existing.RatingAverage } : {}),
    };
    for (const key of OPTIONAL) if (body[key] !== undefined) record[key] = body[key];
    // The public page's time of change (the sitemap's <lastmod>) moves only when what the page shows does.
    if (tutor) {
      const shown = (user) => JSON.stringify(tutorSummaryView(state, user));
      const same = existing?.Role === ROLE.tutor && shown(existing) === shown(record);
      record.PageUpdatedAt = same ? publicPageUpdatedAt(existing) : iso(now);
    }
    if (existing) state.users[state.users.indexOf(existing)] = record;
    else state.users.push(record);
    ctx.persist();
    return profileView(record);
  });
}
