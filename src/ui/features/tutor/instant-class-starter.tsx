import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { InstantClass } from '../../../domain/backend-records';
import { CLASSROOM_ROLE } from '../../../domain/constants';
import { INSTANT_CLASS_API } from '../../../ports/instant-class-api';
import { useService } from '../../app/container-context';
import { FormAlert, FormField } from '../auth/form-field';
import { CopyLinkButton } from './copy-link-button';
import { tutorText } from './tutor-text';
import { paths } from '../../../domain/routes';

/**
 * Starts an instant class (/StartInstantClass), offers the participant link /instant-classroom/{code}/2 to send (it
 * works signed out too) and the host entry /tutor-instant-class/{code}, which only this tutor can use.
 */
export function InstantClassStarter() {
  const api = useService(INSTANT_CLASS_API);
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

  const hostPath = started ? paths.tutorInstantClass(started.ClassCode) : '';
  const participantLink = started ? `${window.location.origin}/instant-classroom/${started.ClassCode}/${CLASSROOM_ROLE.PARTICIPANT}` : '';
  return (
    <section aria-labelledby="instant-class-title" className="card">
      <h2 id="instant-class-title">{tutorText.instantTitle}</h2>
      <p className="muted">{tutorText.instantLead}</p>
      <form onSubmit={(event) => void start(event)} noValidate>
        <FormAlert messages={alert} />
        <FormField label={tutorText.instantClassTitle} value={title} onChange={(event) => setTitle(event.target.value)} error={error} maxLength={100} />
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? tutorText.startingInstant : tutorText.startInstant}
        </button>
      </form>
      {started && (
        <div role="status">
          <p>{tutorText.instantStarted}</p>
          <p>
            {tutorText.instantLinkLabel}: <code>{participantLink}</code> <CopyLinkButton link={participantLink} label={tutorText.copyInstantLink} />
          </p>
          <p>
            <Link className="button primary" to={hostPath}>
              {tutorText.enterClassroom}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
