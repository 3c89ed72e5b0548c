import { EMAIL_SETTINGS } from '../../../application/tokens';
import type { EmailPreferences } from '../../../contract/records';
import { ErrorBlock } from '../../components/async-states';
import { FormAlert, SubmitButton } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { Skeleton } from '../../components/kit/skeleton';
import { useToast } from '../../components/kit/toast';
import { useChange, useRead } from '../../components/server-state';
import { accountText as t } from './account-text';

const EMAIL_KEY = ['email-preferences'];

/**
 * The account page's "Emails" (issue 41): booking confirmations and reminders switched on or off, saved with one button
 * that says it saved; cancellations and refunds shown as always sent (the backend sends them whatever the settings).
 */
export function EmailSettingsSection({ tutor }: { tutor: boolean }) {
  const load = useRead(EMAIL_SETTINGS, EMAIL_KEY, (settings): Promise<EmailPreferences> => settings.current());
  return (
    <section className="card account-section email-settings" aria-labelledby="email-settings-title" aria-busy={load.status === 'loading'}>
      <h2 id="email-settings-title">{t.emailTitle}</h2>
      <p className="email-settings-lead">{t.emailLead}</p>
      {load.status === 'loading' && (
        <div role="status" aria-label={t.emailLoading}>
          <Skeleton lines={3} />
        </div>
      )}
      {load.status === 'error' && <ErrorBlock message={t.emailLoadFailed} onRetry={load.retry} />}
      {load.status === 'ready' && <EmailSettingsForm initial={load.data} tutor={tutor} />}
    </section>
  );
}

/** The choices as read, edited and saved through the one form hook; a success says so beside the button and in a toast. */
function EmailSettingsForm({ initial, tutor }: { initial: EmailPreferences; tutor: boolean }) {
  const save = useChange(EMAIL_SETTINGS, (settings, choice: EmailPreferences) => settings.save(choice), t.emailRefusal, [EMAIL_KEY]);
  const toast = useToast();
  const form = useForm<EmailPreferences>({
    initial,
    doneUntilEdit: true,
    send: async (choice) => {
      const outcome = await save(choice);
      if (!outcome.ok) return { ok: false, alert: [outcome.message] };
      toast.show(t.emailSaved);
      return { ok: true, done: t.emailSaved, values: outcome.value };
    },
  });
  const shown = form.values;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={form.pending}>
      <FormAlert messages={form.alert} />
      <fieldset className="email-settings-choices">
        <legend>{t.emailChoicesLegend}</legend>
        <label className="email-settings-choice">
          <input type="checkbox" checked={shown.BookingConfirmations} aria-labelledby="email-confirmations-name" aria-describedby="email-confirmations-hint" onChange={(event) => form.set('BookingConfirmations', event.target.checked)} />
          <span>
            <span id="email-confirmations-name" className="email-settings-name">
              {t.emailConfirmations}
            </span>
            <span id="email-confirmations-hint" className="email-settings-hint">
              {t.emailConfirmationsHint(tutor)}
            </span>
          </span>
        </label>
        <label className="email-settings-choice">
          <input type="checkbox" checked={shown.Reminders} aria-labelledby="email-reminders-name" aria-describedby="email-reminders-hint" onChange={(event) => form.set('Reminders', event.target.checked)} />
          <span>
            <span id="email-reminders-name" className="email-settings-name">
              {t.emailReminders}
            </span>
            <span id="email-reminders-hint" className="email-settings-hint">
              {t.emailRemindersHint}
            </span>
          </span>
        </label>
        <label className="email-settings-choice email-settings-always">
          <input type="checkbox" checked disabled aria-labelledby="email-always-name" aria-describedby="email-always-hint" />
          <span>
            <span id="email-always-name" className="email-settings-name">
              {t.emailAlways}
            </span>
            <span id="email-always-hint" className="email-settings-hint">
              {t.emailAlwaysHint}
            </span>
          </span>
        </label>
      </fieldset>
      <div className="email-settings-actions">
        <SubmitButton pending={form.pending} label={t.emailSave} pendingLabel={t.emailSaving} />
        <p role="status" className="email-settings-saved">
          {form.done}
        </p>
      </div>
    </form>
  );
}
