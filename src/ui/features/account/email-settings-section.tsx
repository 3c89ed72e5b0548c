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
        <EmailChoice id="email-confirmations" name={t.emailConfirmations} hint={t.emailConfirmationsHint(tutor)} checked={shown.BookingConfirmations} onChange={(on) => form.set('BookingConfirmations', on)} />
        <EmailChoice id="email-reminders" name={t.emailReminders} hint={t.emailRemindersHint} checked={shown.Reminders} onChange={(on) => form.set('Reminders', on)} />
        <EmailChoice id="email-always" name={t.emailAlways} hint={t.emailAlwaysHint} checked />
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

/** One kind of email: a checkbox named by its kind and described by its hint; without onChange, always on (disabled). */
function EmailChoice({ id, name, hint, checked, onChange }: { id: string; name: string; hint: string; checked: boolean; onChange?: (on: boolean) => void }) {
  return (
    <label className={onChange ? 'email-settings-choice' : 'email-settings-choice email-settings-always'}>
      <input
        type="checkbox"
        checked={checked}
        disabled={!onChange}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-hint`}
        onChange={onChange && ((event) => onChange(event.target.checked))}
      />
      <span>
        <span id={`${id}-name`} className="email-settings-name">
          {name}
        </span>
        <span id={`${id}-hint`} className="email-settings-hint">
          {hint}
        </span>
      </span>
    </label>
  );
}
