import { useState, type FormEvent } from 'react';
import { EMAIL_SETTINGS } from '../../../application/tokens';
import type { EmailPreferences } from '../../../contract/records';
import { ErrorBlock } from '../../components/async-states';
import { Button } from '../../components/kit/button';
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
  const save = useChange(EMAIL_SETTINGS, (settings, choice: EmailPreferences) => settings.save(choice), t.emailRefusal, [EMAIL_KEY]);
  const toast = useToast();
  // The user's edits over what was read; null: nothing changed yet.
  const [draft, setDraft] = useState<EmailPreferences | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState('');

  const read = load.status === 'ready' ? load.data : undefined;
  const shown = draft ?? read;

  function edit(change: Partial<EmailPreferences>) {
    if (!shown) return;
    setDraft({ ...shown, ...change });
    setSaved('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!shown || pending) return;
    setPending(true);
    setProblem('');
    const outcome = await save(shown);
    setPending(false);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    setDraft(outcome.value);
    setSaved(t.emailSaved);
    toast.show(t.emailSaved);
  }

  return (
    <section className="card account-section email-settings" aria-labelledby="email-settings-title" aria-busy={pending || load.status === 'loading'}>
      <h2 id="email-settings-title">{t.emailTitle}</h2>
      <p className="email-settings-lead">{t.emailLead}</p>
      {load.status === 'loading' && (
        <div role="status" aria-label={t.emailLoading}>
          <Skeleton lines={3} />
        </div>
      )}
      {load.status === 'error' && !shown && <ErrorBlock message={t.emailLoadFailed} onRetry={load.retry} />}
      {shown && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="email-settings-choices">
            <legend>{t.emailChoicesLegend}</legend>
            <label className="email-settings-choice">
              <input type="checkbox" checked={shown.BookingConfirmations} aria-labelledby="email-confirmations-name" aria-describedby="email-confirmations-hint" onChange={(event) => edit({ BookingConfirmations: event.target.checked })} />
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
              <input type="checkbox" checked={shown.Reminders} aria-labelledby="email-reminders-name" aria-describedby="email-reminders-hint" onChange={(event) => edit({ Reminders: event.target.checked })} />
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
            <Button type="submit" variant="primary" disabled={pending}>
              {pending ? t.emailSaving : t.emailSave}
            </Button>
            <p role="status" className="email-settings-saved">
              {saved}
            </p>
          </div>
          {problem && (
            <p role="alert" className="form-alert email-settings-problem">
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
