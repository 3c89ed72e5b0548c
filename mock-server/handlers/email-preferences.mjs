// Email settings (added beyond the spec, issue 41): which mails the caller gets. The mailer (lib/emails.mjs) reads them
// when it queues a mail; cancellations and refunds are always sent.
import { callerProfile } from '../lib/auth.mjs';
import { emailPreferencesOf } from '../lib/emails.mjs';
import { iso } from '../lib/time.mjs';

const view = (state, uid) => ({ ...emailPreferencesOf(state, uid), CancellationsAndRefunds: true });

export default function register(api) {
  api.get('/GetEmailPreferences', (ctx) => view(ctx.state, callerProfile(ctx).UserID));

  // The document refuses a body without both booleans or with any other field (400) before this runs.
  api.post('/SaveEmailPreferences', (ctx) => {
    const user = callerProfile(ctx);
    const { state, body, now } = ctx;
    state.emailPreferences ??= [];
    const choice = { BookingConfirmations: body.BookingConfirmations, Reminders: body.Reminders };
    const saved = state.emailPreferences.find((p) => p.UserID === user.UserID);
    if (saved) Object.assign(saved, choice, { UpdatedAt: iso(now) });
    else state.emailPreferences.push({ id: user.UserID, UserID: user.UserID, ...choice, UpdatedAt: iso(now) });
    ctx.persist();
    return view(state, user.UserID);
  });
}
