import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { canEnter, classPhase, lessonOfSession } from '../../../domain/class-lifecycle.mjs';
import { classPhaseText, classroomPath, PhaseNote, useNowMs } from '../../components/class-phase';
import { formatClassTime } from '../../../domain/class-time';
import type { CourseSession } from '../../../domain/backend-records';
import { isoToZonedLocal } from '../../../domain/zoned-time';
import type { CourseSessionEdit, NewCourseSession } from '../../../ports/course-api';
import { CLOCK } from '../../../ports/clock';
import { useService } from '../../app/container-context';
import { PageTitle } from '../../components/page-title';
import { FormAlert, FormField } from '../auth/form-field';
import { seriesSchema, sessionEditSchema, type SeriesFormValues, type SessionEditValues } from './course-schema';
import { courseText } from './course-text';
import { LoadStates } from './load-states';
import { fieldErrorsOf, type FieldErrors } from './private-class-schema';
import { tutorText } from './tutor-text';
import { useCourseSessions } from './use-courses';
import type { SaveOutcome } from './use-private-classes';
import { useProfileTimeZone } from '../../app/use-profile-time-zone';
import { paths } from '../../../domain/routes';

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
  const [values, setValues] = useState(EMPTY_SERIES);
  const [errors, setErrors] = useState<FieldErrors<keyof SeriesFormValues>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof SeriesFormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert([]);
    setDone('');
    const parsed = seriesSchema(timeZone, now()).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await onAdd(parsed.data);
    setBusy(false);
    if (outcome.ok) {
      setDone(courseText.sessionsAdded(outcome.value.length));
      setValues(EMPTY_SERIES);
    } else setAlert([outcome.message]);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-series-title" className="card">
      <h2 id="add-series-title">{courseText.addSeriesTitle}</h2>
      <FormAlert messages={alert} />
      <FormField label={courseText.sessionTitle} value={values.Title} onChange={set('Title')} error={errors.Title} maxLength={97} />
      <FormField
        label={courseText.firstSession}
        type="datetime-local"
        hint={tutorText.dateTimeHint(timeZone)}
        value={values.Start}
        onChange={set('Start')}
        error={errors.Start}
      />
      <FormField label={tutorText.duration} inputMode="numeric" value={values.Duration} onChange={set('Duration')} error={errors.Duration} />
      <FormField
        label={courseText.sessionCountLabel}
        inputMode="numeric"
        hint={courseText.sessionCountHint}
        value={values.Count}
        onChange={set('Count')}
        error={errors.Count}
      />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? courseText.addingSessions : courseText.addSessions}
      </button>
      <p role="status">{done}</p>
    </form>
  );
}

function SessionItem({
  session,
  timeZone,
  now,
  onEdit,
  onRemove,
}: {
  session: CourseSession;
  timeZone: string;
  now: () => Date;
  onEdit: (input: CourseSessionEdit) => Promise<SaveOutcome<CourseSession>>;
  onRemove: (sessionId: number) => Promise<SaveOutcome<null>>;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const [values, setValues] = useState<SessionEditValues>({ Title: '', Start: '', Duration: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof SessionEditValues>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof SessionEditValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const scheduled = session.Status === 'Scheduled';
  const lesson = lessonOfSession(session);
  const nowMs = now().getTime();

  function startEdit() {
    setValues({ Title: session.Title, Start: isoToZonedLocal(session.StartDateTime, timeZone), Duration: String(session.Duration) });
    setErrors({});
    setAlert([]);
    setMessage('');
    setMode('edit');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert([]);
    const parsed = sessionEditSchema(timeZone, now()).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await onEdit({ SessionID: session.SessionID, ...parsed.data });
    setBusy(false);
    if (outcome.ok) {
      setMode('view');
      setMessage(courseText.sessionSaved(outcome.value.Title));
    } else {
      if (outcome.field === 'Start') setErrors({ Start: outcome.message });
      setAlert([outcome.message]);
    }
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
          <button type="button" className="button secondary" onClick={() => setMode('remove')}>
            {courseText.removeSession(session.Title)}
          </button>
        </p>
      )}
      {mode === 'edit' && (
        <form onSubmit={(event) => void save(event)} noValidate aria-label={courseText.editSession(session.Title)}>
          <FormAlert messages={alert} />
          <FormField label={courseText.sessionTitle} value={values.Title} onChange={set('Title')} error={errors.Title} maxLength={100} />
          <FormField label={tutorText.dateTime} type="datetime-local" hint={tutorText.dateTimeHint(timeZone)} value={values.Start} onChange={set('Start')} error={errors.Start} />
          <FormField label={tutorText.duration} inputMode="numeric" value={values.Duration} onChange={set('Duration')} error={errors.Duration} />
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? courseText.savingSession : courseText.saveSession}
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setMode('view')}>
            {courseText.cancelEdit}
          </button>
        </form>
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
  const { course, sessions, add, edit, remove } = useCourseSessions(classId);
  useNowMs(); // re-renders as time passes, so Start class appears when a session's room opens
  const now = () => clock.now();
  const name = course.state.status === 'ready' && course.state.data ? course.state.data.CourseName : '';
  return (
    <section className="page">
      <PageTitle>{name ? courseText.sessionsTitleOf(name) : courseText.sessionsTitle}</PageTitle>
      <p>
        <Link to={paths.courseClass()}>{courseText.backToCourses}</Link>
      </p>
      <p className="muted">{tutorText.timesIn(timeZone)}</p>
      <LoadStates state={course.state} onRetry={course.reload} isEmpty={(data) => data === null} empty={courseText.courseNotFound}>
        {() => (
          <>
            <section aria-labelledby="sessions-list-title">
              <h2 id="sessions-list-title">{courseText.sessionsTitle}</h2>
              <LoadStates state={sessions.state} onRetry={sessions.reload} isEmpty={(items) => items.length === 0} empty={courseText.sessionsEmpty}>
                {(items) => (
                  <ul className="card-list">
                    {items.map((session) => (
                      <SessionItem key={session.SessionID} session={session} timeZone={timeZone} now={now} onEdit={edit} onRemove={remove} />
                    ))}
                  </ul>
                )}
              </LoadStates>
            </section>
            <WeeklySeriesForm timeZone={timeZone} now={now} onAdd={add} />
          </>
        )}
      </LoadStates>
    </section>
  );
}
