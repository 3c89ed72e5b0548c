import { Video } from 'lucide-react';
import { ButtonLink } from '../../../components/kit/button';
import { Card, CardHeader } from '../../../components/kit/card';
import { StatusPill } from '../../../components/kit/status-pill';
import type { InstantClass } from '../../../../contract/records';
import { CLASSROOM_ROLE } from '../../../../domain/constants';
import { paths } from '../../../../domain/routes';
import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import { AsyncView } from '../../../components/async-states';
import { useRead, type AsyncLoad } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';
import { DateTime } from '../../../components/kit/date-time';
import { CopyLinkButton } from '../copy-link-button';
import { tutorText } from '../tutor-text';

/** The participant link of an instant class: works signed out (spec §2 /instant-classroom/{session}/{role}). */
export function instantParticipantLink(origin: string, classCode: string): string {
  return `${origin}/instant-classroom/${classCode}/${CLASSROOM_ROLE.PARTICIPANT}`;
}

/** The tutor's Live and recently ended instant classes (/GetTutorInstantClasses); a start invalidates it. */
export function useInstantClasses(): AsyncLoad<InstantClass[]> {
  return useRead(TUTOR_WORKSPACE, tutorReads.instantClasses, (tutor) => tutor.instantClasses());
}

/**
 * "Your instant classes": each Live one with its participant link to copy and the host entry, until it is ended;
 * an ended one stays an hour, marked Ended, with neither.
 */
export function InstantClassList({ load, timeZone, now }: { load: AsyncLoad<InstantClass[]>; timeZone: string; now: Date }) {
  return (
    <section aria-labelledby="instant-classes-title" className="card">
      <h2 id="instant-classes-title">{tutorText.instantListTitle}</h2>
      <AsyncView load={load} isEmpty={(items) => items.length === 0} empty={tutorText.instantListEmpty}>
        {(items) => (
          <ul className="card-list tutor-card-list">
            {items.map((item) => (
              <InstantClassItem key={item.ClassCode} item={item} timeZone={timeZone} now={now} />
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}

function InstantClassItem({ item, timeZone, now }: { item: InstantClass; timeZone: string; now: Date }) {
  const link = instantParticipantLink(window.location.origin, item.ClassCode);
  const live = item.Status === 'Live';
  return (
    <Card as="li" className="tutor-class-card" aria-labelledby={`instant-${item.ClassCode}`}>
      <CardHeader
        title={<span id={`instant-${item.ClassCode}`}>{item.Title}</span>}
        meta={
          live ? (
            <DateTime value={item.CreatedAt} now={now} timeZone={timeZone} within={tutorText.instantLive} />
          ) : (
            <DateTime value={item.EndedAt ?? item.CreatedAt} now={now} timeZone={timeZone} within={tutorText.instantEnded} />
          )
        }
        actions={<StatusPill tone={live ? 'success' : 'neutral'}>{live ? tutorText.pill.live : tutorText.instantEndedPill}</StatusPill>}
      />
      {live && (
        <div className="tutor-card-footer">
          <ButtonLink variant="primary" icon={<Video />} to={paths.tutorInstantClass(item.ClassCode)} aria-label={tutorText.hostEntryOf(item.Title)}>
            {tutorText.hostEntry}
          </ButtonLink>
          <CopyLinkButton link={link} label={tutorText.copyInstantLink} name={tutorText.copyInstantLinkOf(item.Title)} />
        </div>
      )}
    </Card>
  );
}
