import { useState } from 'react';
import { Video } from 'lucide-react';
import { ButtonLink } from '../../../components/kit/button';
import type { InstantClass } from '../../../../contract/records';
import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import { useChange } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';
import { FormAlert, FormField, SubmitButton } from '../../../components/form/fields';
import { useForm } from '../../../components/form/use-form';
import { instantClassSchema } from '../private-classes/private-class-schema';
import { CopyLinkButton } from '../copy-link-button';
import { tutorText } from '../tutor-text';
import { paths } from '../../../../domain/routes';
import { instantParticipantLink } from './instant-class-list';
import { NAME_MAX } from '../../../../domain/form-limits';

/**
 * Starts an instant class (/StartInstantClass), offers the participant link /instant-classroom/{code}/2 to send (it
 * works signed out too) and the host entry /tutor-instant-class/{code}, which only this tutor can use. Both stay on
 * the dashboard's list of the tutor's instant classes (instant-class-list.tsx) until the class is ended.
 */
export function InstantClassStarter() {
  // Started: the list of the tutor's instant classes is read again.
  const start = useChange(TUTOR_WORKSPACE, (tutor, title: string) => tutor.startInstantClass(title), { failed: tutorText.instantFailed }, [tutorReads.instantClasses]);
  const [started, setStarted] = useState<InstantClass | null>(null);
  const form = useForm({
    initial: { title: '' },
    schema: () => instantClassSchema,
    send: async ({ title }) => {
      const outcome = await start(title);
      if (!outcome.ok) return { ok: false, alert: [outcome.message] };
      setStarted(outcome.value);
      return { ok: true };
    },
  });

  const hostPath = started ? paths.tutorInstantClass(started.ClassCode) : '';
  const participantLink = started ? instantParticipantLink(window.location.origin, started.ClassCode) : '';
  return (
    <section aria-labelledby="instant-class-title" className="card">
      <h2 id="instant-class-title">{tutorText.instantTitle}</h2>
      <p className="muted">{tutorText.instantLead}</p>
      <form onSubmit={form.onSubmit} noValidate className="tutor-form">
        <FormAlert messages={form.alert} />
        <FormField label={tutorText.instantClassTitle} maxLength={NAME_MAX.InstantClassTitle} {...form.field('title')} />
        <SubmitButton pending={form.pending} label={tutorText.startInstant} pendingLabel={tutorText.startingInstant} />
      </form>
      {started && (
        <div role="status">
          <p>{tutorText.instantStarted}</p>
          <div className="tutor-card-footer">
            <ButtonLink variant="primary" icon={<Video />} to={hostPath}>
              {tutorText.enterClassroom}
            </ButtonLink>
            <CopyLinkButton link={participantLink} label={tutorText.copyInstantLink} />
          </div>
        </div>
      )}
    </section>
  );
}
