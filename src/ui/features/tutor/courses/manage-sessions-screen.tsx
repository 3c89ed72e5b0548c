import { useState } from 'react';
import { SkippedNote } from '../../../components/skipped-note';
import { Link } from 'react-router-dom';
import { canEnter, classPhase, lessonOfSession } from '../../../../domain/class-lifecycle';
import { classPhaseText, classroomPath, PhaseNote, useNowMs } from '../../../components/class-phase';
import { formatClassTime } from '../../../../domain/class-time';
import type { CourseSession, SessionCancellation } from '../../../../contract/records';
import { CancelControl, CancelledNote } from '../../../components/cancellation';
import { isoToZonedLocal } from '../../../../domain/zoned-time';
import type { CourseSessionEdit, NewCourseSession } from '../../../../ports/course-api';
import { CLOCK } from '../../../../ports/clock';
import { useService } from '../../../components/container-context';
import { PageTitle } from '../../../components/page-title';
import { FormAlert, FormField, SubmitButton } from '../../../components/form/fields';
import { useForm, type Sent } from '../../../components/form/use-form';
import { MAX_SERIES_TITLE, seriesSchema, sessionEditSchema, type SeriesFormValues, type SessionEditValues } from './course-schema';
import { courseText } from './course-text';
import { AsyncView } from '../../../components/async-states';
import { tutorText } from '../tutor-text';
import { useCourseSessions } from './use-courses';
import { refusedSave, type SaveOutcome } from '../../../components/form/save-outcome';
import { useProfileTimeZone } from '../../../components/use-profile-time-zone';
import { paths } from '../../../../domain/routes';
import { NAME_MAX } from '../../../../domain/form-limits';

const EMPTY_SERIES: SeriesFormValues = { Title: '', Start: '', Duration: '60', Count: '4' };

export function WeeklySeriesForm({
  timeZone,
  now,
  onAdd,
}: {
  timeZone: string;
  now: () => Date;
  onAdd: (sessions: NewCourseSession[]) => Promise<SaveOutcome<CourseSession[]>>;
}) {
  const form = useForm({
    initial: EMPTY_SERIES,
    schema: () => seriesSchema(timeZone, now()),
    send: async (sessions) => {
      const outcome = await onAdd(sessions);
      if (!outcome.ok) return refusedSave<keyof SeriesFormValues>(outcome, {});
      return { ok: true, done: courseText.sessionsAdded(outcome.value.length), values: EMPTY_SERIES };
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="add-series-title" className="card">
      <h2 id="add-series-title">{courseText.addSeriesTitle}</h2>
      <FormAlert messages={form.alert} />
      <FormField label={courseText.sessionTitle} maxLength={MAX_SERIES_TITLE} {...form.field('Title')} />
      <FormField label={courseText.firstSession} type="datetime-local" hint={tutorText.dateTimeHint(timeZone)} {...form.field('Start')} />
      <FormField label={tutorText.duration} inputMode="numeric" {...form.field('Duration')} />
      <FormField label={courseText.sessionCountLabel} inputMode="numeric" hint={courseText.sessionCountHint} {...form.field('Count')} />
      <SubmitButton pending={form.pending} label={courseText.addSessions} pendingLabel={courseText.addingSessions} />
      <p role="status">{form.done}</p>
    </form>
  );
}

interface SessionProps {
  session: CourseSession;
  timeZone: string;
  now: () => Date;
  onEdit: (input: CourseSessionEdit) => Promise<SaveOutcome<CourseSession>>;
}

/** One scheduled session's title, start and length, edited in place. */
function SessionEditForm({ session, timeZone, now, onEdit, onSaved, onCancel }: SessionProps & { onSaved: (saved: CourseSession) => void; onCancel: () => void }) {
  const form = useForm({
    initial: (): SessionEditValues => ({ Title: session.Title, Start: isoToZonedLocal(session.StartDateTime, timeZone), Duration: String(session.Duration) }),
    schema: () => sessionEditSchema(timeZone, now()),
    send: async (edit): Promise<Sent<SessionEditValues>> => {
      const outcome = await onEdit({ SessionID: session.SessionID, ...edit });
      if (!outcome.ok) return refusedSave<keyof SessionEditValues>(outcome, { Start: '' });
      onSaved(outcome.value);
      return { ok: true };
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={courseText.editSession(session.Title)}>
      <FormAlert messages={form.alert} />
      <FormField label={courseText.sessionTitle} maxLength={NAME_MAX.SessionTitle} {...form.field('Title')} />
      <FormField label={tutorText.dateTime} type="datetime-local" hint={tutorText.dateTimeHint(timeZone)} {...form.field('Start')} />
      <FormField label={tutorText.duration} inputMode="numeric" {...form.field('Duration')} />
      <SubmitButton pending={form.pending} label={courseText.saveSession} pendingLabel={courseText.savingSession} />{' '}
      <button type="button" className="button secondary" onClick={onCancel}>
        {courseText.cancelEdit}
      </button>
    </form>
  );
}

function SessionItem({
  onRemove,
  onCancelSession,
  enrolled,
  ...props
}: SessionProps & {
  onRemove: (sessionId: number) => Promise<SaveOutcome<null>>;
  onCancelSession: (sessionId: number, reason?: string) => Promise<SaveOutcome<SessionCancellation>>;
  /** Students enrolled in the course: with any, a session is cancelled (they are refunded its share), not removed. */
  enrolled: number;
}) {
  const { session, timeZone, now } = props;
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const scheduled = session.Status === 'Scheduled';
  const lesson = lessonOfSession(session);
  const nowMs = now().getTime();

  function startEdit() {
    setMessage('');
    setMode('edit');
  }

  async function remove() {
    if (busy) return;
    setBusy(true);
    const outcome = await onRemove(session.SessionID);
    setBusy(false);
    setMode('view');
    setMessage(outcome.ok ? courseText.sessionRemoved(session.Title) : outcome.message);
  }

  return (
    <li className="card">
      <h3>{session.Title}</h3>
      <p>
        <time dateTime={session.StartDateTime}>{formatClassTime(session.StartDateTime, now(), timeZone)}</time> · {session.Duration} min ·{' '}
        <PhaseNote lesson={lesson} nowMs={nowMs} timeZone={timeZone} />
      </p>
      {session.MovedFrom && <p>{courseText.movedFrom(formatClassTime(session.MovedFrom, now(), timeZone))}</p>}
      <CancelledNote by="Tutor" at={session.CancelledAt} reason={session.CancellationReason} rule={session.CancellationRule} viewer="Tutor" timeZone={timeZone} nowMs={nowMs} part="session" />
      {canEnter(classPhase(lesson, nowMs)) ? (
        <p>
          <Link className="button primary" to={classroomPath('course', session.ClassLink)} aria-label={classPhaseText.startClassNamed(`${session.CourseName}: ${session.Title}`)}>
            {classPhaseText.startClass}
          </Link>
        </p>
      ) : null}
      {mode === 'view' && scheduled && (
        <p>
          <button type="button" className="button secondary" onClick={startEdit}>
            {courseText.editSession(session.Title)}
          </button>{' '}
          {enrolled === 0 && (
            <button type="button" className="button secondary" onClick={() => setMode('remove')}>
              {courseText.removeSession(session.Title)}
            </button>
          )}
        </p>
      )}
      {mode === 'view' && (
        <CancelControl
          name={session.Title}
          noun="session"
          cancellable={scheduled && Date.parse(session.StartDateTime) > nowMs}
          question={courseText.cancelSessionQuestion(session.Title, enrolled)}
          reasonHint={courseText.cancelReasonHint}
          onCancel={(reason) => onCancelSession(session.SessionID, reason)}
          done={courseText.sessionCancelled}
        />
      )}
      {mode === 'edit' && (
        <SessionEditForm
          {...props}
          onSaved={(saved) => {
            setMode('view');
            setMessage(courseText.sessionSaved(saved.Title));
          }}
          onCancel={() => setMode('view')}
        />
      )}
      {mode === 'remove' && (
        <div role="group" aria-label={courseText.confirmRemove(session.Title)}>
          <p>{courseText.confirmRemove(session.Title)}</p>
          <button type="button" className="button secondary" disabled={busy} onClick={() => void remove()}>
            {courseText.confirmRemoveYes}
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setMode('view')}>
            {courseText.keepSession}
          </button>
        </div>
      )}
      <p aria-live="polite">{message}</p>
    </li>
  );
}

/** /course-class/managesession/{ClassID}: list, edit and remove a course's sessions; add a weekly series. */
export function ManageSessionsScreen({ classId }: { classId: number }) {
  const clock = useService(CLOCK);
  const timeZone = useProfileTimeZone();
  const { course, sessions, add, edit, remove, cancel } = useCourseSessions(classId);
  useNowMs(); // re-renders as time passes, so Start class appears when a session's room opens
  const now = () => clock.now();
  const name = course.status === 'ready' && course.data ? course.data.CourseName : '';
  const enrolled = course.status === 'ready' && course.data ? course.data.EnrolledCount : 0;
  return (
    <section className="page">
      <PageTitle>{name ? courseText.sessionsTitleOf(name) : courseText.sessionsTitle}</PageTitle>
      <p>
        <Link to={paths.courseClass()}>{courseText.backToCourses}</Link>
      </p>
      <p className="muted">{tutorText.timesIn(timeZone)}</p>
      <AsyncView load={course} isEmpty={(data) => data === null} empty={courseText.courseNotFound}>
        {() => (
          <>
            <section aria-labelledby="sessions-list-title">
              <h2 id="sessions-list-title">{courseText.sessionsTitle}</h2>
              {enrolled > 0 && <p className="muted">{courseText.enrolledKeepsSessions}</p>}
              <SkippedNote count={sessions.skipped} words={courseText.skipped} />
              <AsyncView load={sessions} isEmpty={(items) => items.length === 0} empty={courseText.sessionsEmpty}>
                {(items) => (
                  <ul className="card-list">
                    {items.map((session) => (
                      <SessionItem key={session.SessionID} session={session} timeZone={timeZone} now={now} onEdit={edit} onRemove={remove} onCancelSession={cancel} enrolled={enrolled} />
                    ))}
                  </ul>
                )}
              </AsyncView>
            </section>
            <WeeklySeriesForm timeZone={timeZone} now={now} onAdd={add} />
          </>
        )}
      </AsyncView>
    </section>
  );
}
