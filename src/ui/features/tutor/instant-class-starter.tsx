import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { InstantClass } from '../../../domain/backend-records';
import { INSTANT_CLASS_API, type InstantClassApi } from '../../../ports/instant-class-api';
import { useService } from '../../app/container-context';
import { FormAlert, FormField } from '../auth/form-field';
import { CopyLinkButton } from './copy-link-button';
import { tutorText } from './tutor-text';

/** Starts an instant class (/StartInstantClass) and offers its link /tutor-instant-class/{code} to copy and enter. */
export function InstantClassStarter() {
  const api = useService<InstantClassApi>(INSTANT_CLASS_API);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<InstantClass | null>(null);

  async function start(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert([]);
    if (!title.trim()) {
      setError(tutorText.instantTitleRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setStarted(await api.start(title.trim()));
    } catch {
      setAlert([tutorText.instantFailed]);
    } finally {
      setBusy(false);
    }
  }

  const path = started ? `/tutor-instant-class/${started.ClassCode}` : '';
  return (
    <section aria-labelledby="instant-class-title" className="card">
      <h2 id="instant-class-title">{tutorText.instantTitle}</h2>
      <p className="muted">{tutorText.instantLead}</p>
      <form onSubmit={(event) => void start(event)} noValidate>
        <FormAlert messages={alert} />
        <FormField label={tutorText.instantClassTitle} value={title} onChange={(event) => setTitle(event.target.value)} error={error} maxLength={100} />
        <button type="submit" disabled={busy}>
          {busy ? tutorText.startingInstant : tutorText.startInstant}
        </button>
      </form>
      {started && (
        <div role="status">
          <p>{tutorText.instantStarted}</p>
          <p>
            {tutorText.instantLinkLabel}: <code>{`${window.location.origin}${path}`}</code>{' '}
            <CopyLinkButton link={`${window.location.origin}${path}`} label={tutorText.copyInstantLink} />
          </p>
          <p>
            <Link to={path}>{tutorText.enterClassroom}</Link>
          </p>
        </div>
      )}
    </section>
  );
}
