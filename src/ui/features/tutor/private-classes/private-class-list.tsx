import { useState } from 'react';
import { Link } from 'react-router-dom';
import { canEnter, classPhase, isOver, lessonOfClass } from '../../../../domain/class-lifecycle.mjs';
import { formatClassTime } from '../../../components/class-time-text';
import { classPhaseText, classroomPath, PhaseNote } from '../../../components/class-phase';
import type { ClassStatus, PrivateClassRecord } from '../../../../contract/records';
import { CopyLinkButton } from '../copy-link-button';
import { tutorText } from '../tutor-text';
import type { SaveOutcome } from '../../../components/form/save-outcome';

/** Share link a student opens to book and pay (spec §2 /private-class-checkout/{session}). */
export function privateClassShareLink(origin: string, record: PrivateClassRecord): string {
  return `${origin}/private-class-checkout/${record.ClassLink}`;
}

function PrivateClassItem({
  record,
  timeZone,
  now,
  onChangeStatus,
}: {
  record: PrivateClassRecord;
  timeZone: string;
  now: Date;
  onChangeStatus: (classId: number, status: ClassStatus) => Promise<SaveOutcome<PrivateClassRecord>>;
}) {
  const [asking, setAsking] = useState<ClassStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const link = privateClassShareLink(window.location.origin, record);
  const lesson = lessonOfClass(record);
  const phase = classPhase(lesson, now.getTime());
  const open = !isOver(phase);

  async function confirm() {
    if (!asking || busy) return;
    setBusy(true);
    const outcome = await onChangeStatus(record.ClassID, asking);
    setBusy(false);
    setAsking(null);
    setMessage(outcome.ok ? tutorText.statusChanged(record.ClassName, outcome.value.Status) : outcome.message);
  }

  return (
    <li className="card">
      <h3>{record.ClassName}</h3>
      <p>
        <time dateTime={record.DateTime}>{formatClassTime(record.DateTime, now, timeZone)}</time> · {record.Duration} min ·{' '}
        {tutorText.money(record.Price, record.CurrencyType)}
      </p>
      <p>
        <PhaseNote lesson={lesson} nowMs={now.getTime()} timeZone={timeZone} /> · {tutorText.classCode}: {record.ClassLink}
      </p>
      {canEnter(phase) ? (
        <p>
          <Link className="button primary" to={classroomPath('private', record.ClassLink)} aria-label={classPhaseText.startClassNamed(record.ClassName)}>
            {classPhaseText.startClass}
          </Link>
        </p>
      ) : null}
      <p>
        {tutorText.shareLink}: <code>{link}</code> <CopyLinkButton link={link} label={tutorText.copyLink(record.ClassName)} />
      </p>
      {open && asking === null && (
        <p>
          <button type="button" className="button secondary" onClick={() => setAsking('Completed')}>
            {tutorText.markCompleted}
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setAsking('Cancelled')}>
            {tutorText.cancelClass}
          </button>
        </p>
      )}
      {asking && (
        <div role="group" aria-label={tutorText.confirmStatus(record.ClassName, asking)}>
          <p>{tutorText.confirmStatus(record.ClassName, asking)}</p>
          <button type="button" className="button secondary" disabled={busy} onClick={() => void confirm()}>
            {tutorText.confirmYes(asking)}
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setAsking(null)}>
            {tutorText.confirmNo}
          </button>
        </div>
      )}
      <p aria-live="polite">{message}</p>
    </li>
  );
}

export function PrivateClassList(props: {
  classes: PrivateClassRecord[];
  timeZone: string;
  now: Date;
  onChangeStatus: (classId: number, status: ClassStatus) => Promise<SaveOutcome<PrivateClassRecord>>;
}) {
  return (
    <ul className="card-list">
      {props.classes.map((record) => (
        <PrivateClassItem key={record.ClassID} record={record} timeZone={props.timeZone} now={props.now} onChangeStatus={props.onChangeStatus} />
      ))}
    </ul>
  );
}
