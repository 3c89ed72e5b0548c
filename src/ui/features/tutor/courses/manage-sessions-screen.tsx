import { useEffect, useState } from 'react';
import { SkippedNote } from '../../../components/skipped-note';
import { canEnter, classPhase, classWindow, lessonOfSession, type ClassPhase } from '../../../../domain/class-lifecycle';
import { classPhaseText, classroomPath, useNowMs } from '../../../components/class-phase';
import { ActionMenu, type MenuAction } from '../../../components/kit/action-menu';
import { Button, ButtonLink } from '../../../components/kit/button';
import { Card, CardHeader } from '../../../components/kit/card';
import { StatusPill, type Tone } from '../../../components/kit/status-pill';
import { useMenuPanelFocus } from '../../../components/use-menu-panel-focus';
import { ArrowLeft, Pencil, Trash2, Video, XCircle } from 'lucide-react';
import '../tutor-lists.css';
import { DateTime } from '../../../components/kit/date-time';
import type { CourseSession, SessionCancellation } from '../../../../contract/records';
import { CancelControl, CancelledNote } from '../../../components/cancellation';
import { isoToZonedLocal } from '../../../../domain/zoned-time';
import type { CourseSessionEdit, NewCourseSession } from '../../../../ports/course-api';
import { CLOCK } from '../../../../ports/clock';
import { useService } from '../../../components/container-context';
import { PageHeader } from '../../../components/kit/page-header';
import { text } from '../../../components/text';
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

/** A session's phase as a pill's tone. */
const SESSION_PILL: Record<ClassPhase, Tone> = { upcoming: 'info', joinable: 'warning', live: 'success', completed: 'neutral', cancelled: 'danger' };

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
  const [mode, setModeState] = useState<'view' | 'edit' | 'remove' | 'cancel'>('view');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const { panelRef, menuBoxRef, after: focusPanelAfterMenu, onTriggerFocus, backToMenu, reset: resetPanelFocus } = useMenuPanelFocus();
  const scheduled = session.Status === 'Scheduled';
  const lesson = lessonOfSession(session);
  const nowMs = now().getTime();
  const phase = classPhase(lesson, nowMs);
  const cancellable = scheduled && Date.parse(session.StartDateTime) > nowMs;
  const opensAt = classWindow(lesson).opensAt;

  function setMode(next: typeof mode) {
    if (next === 'view') resetPanelFocus();
    setModeState(next);
  }
  function openFromMenu(next: typeof mode) {
    setMessage('');
    setMode(next);
    focusPanelAfterMenu();
  }
  function keep() {
    setMode('view');
    backToMenu();
  }

  async function remove() {
    if (busy) return;
    setBusy(true);
    const outcome = await onRemove(session.SessionID);
    setBusy(false);
    setMode('view');
    setMessage(outcome.ok ? courseText.sessionRemoved(session.Title) : outcome.message);
  }

  const menu: MenuAction[] = [
    ...(scheduled ? [{ label: courseText.menu.edit, icon: <Pencil />, onSelect: () => openFromMenu('edit') }] : []),
    ...(scheduled && enrolled === 0 ? [{ label: courseText.menu.remove, icon: <Trash2 />, danger: true, onSelect: () => openFromMenu('remove') }] : []),
    ...(cancellable ? [{ label: courseText.menu.cancelSession, icon: <XCircle />, danger: true, onSelect: () => openFromMenu('cancel') }] : []),
  ];
  const pill = SESSION_PILL[phase];

  return (
    <Card as="li" className="tutor-class-card">
      <CardHeader
        title={session.Title}
        meta={
          <>
            <DateTime value={session.StartDateTime} now={now()} timeZone={timeZone} /> · {tutorText.minutes(session.Duration)}
          </>
        }
        actions={
          <div ref={menuBoxRef} className="tutor-card-status" onFocusCapture={onTriggerFocus}>
            <StatusPill tone={pill}>{classPhaseText.phase[phase]}</StatusPill>
            {menu.length > 0 && <ActionMenu label={tutorText.menu.moreFor(session.Title)} actions={menu} />}
          </div>
        }
      />
      <div className="tutor-card-body">
        {phase === 'upcoming' && Number.isFinite(opensAt) && (
          <p className="tutor-card-line">
            <DateTime value={opensAt} now={now()} timeZone={timeZone} within={classPhaseText.opensAt} />
          </p>
        )}
        {session.MovedFrom && (
          <p className="tutor-card-line">
            <DateTime value={session.MovedFrom} now={now()} timeZone={timeZone} within={courseText.movedFrom} />
          </p>
        )}
        <CancelledNote by="Tutor" at={session.CancelledAt} reason={session.CancellationReason} rule={session.CancellationRule} viewer="Tutor" timeZone={timeZone} nowMs={nowMs} part="session" />
      </div>
      {canEnter(phase) ? (
        <div className="tutor-card-footer">
          <ButtonLink variant="primary" icon={<Video />} to={classroomPath('course', session.ClassLink)} aria-label={classPhaseText.startClassNamed(`${session.CourseName}: ${session.Title}`)}>
            {classPhaseText.startClass}
          </ButtonLink>
        </div>
      ) : null}
      <div ref={panelRef} className="tutor-card-panels">
        {(mode === 'view' || mode === 'cancel') && (
          <CancelControl
            name={session.Title}
            noun="session"
            cancellable={cancellable}
            question={courseText.cancelSessionQuestion(session.Title, enrolled)}
            reasonHint={courseText.cancelReasonHint}
            onCancel={(reason) => onCancelSession(session.SessionID, reason)}
            done={courseText.sessionCancelled}
            opened={{ open: mode === 'cancel', onOpenChange: (next) => setMode(next ? 'cancel' : 'view'), onKept: backToMenu }}
          />
        )}
        {mode === 'edit' && (
          <SessionEditForm
            {...props}
            onSaved={(saved) => {
              setMode('view');
              setMessage(courseText.sessionSaved(saved.Title));
            }}
            onCancel={keep}
          />
        )}
        {mode === 'remove' && (
          <div role="group" className="confirm-group" aria-label={courseText.confirmRemove(session.Title)}>
            <p tabIndex={-1}>{courseText.confirmRemove(session.Title)}</p>
            <p className="actions">
              <Button variant="danger" disabled={busy} onClick={() => void remove()}>
                {courseText.confirmRemoveYes}
              </Button>
              <Button variant="secondary" onClick={keep}>
                {courseText.keepSession}
              </Button>
            </p>
          </div>
        )}
      </div>
      <p aria-live="polite" className="tutor-card-outcome">
        {message}
      </p>
    </Card>
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
  const title = name ? courseText.sessionsTitleOf(name) : courseText.sessionsTitle;
  useEffect(() => {
    document.title = `${title} · ${text.brand}`;
  }, [title]);
  return (
    <section className="page">
      <PageHeader
        title={title}
        lead={tutorText.timesIn(timeZone)}
        actions={
          <ButtonLink variant="quiet" icon={<ArrowLeft />} to={paths.courseClass()}>
            {courseText.backToCourses}
          </ButtonLink>
        }
      />
      <AsyncView load={course} isEmpty={(data) => data === null} empty={courseText.courseNotFound}>
        {() => (
          <>
            <section aria-labelledby="sessions-list-title" className="tutor-section tutor-sessions">
              <h2 id="sessions-list-title">{courseText.sessionsTitle}</h2>
              {enrolled > 0 && <p className="muted">{courseText.enrolledKeepsSessions}</p>}
              <SkippedNote count={sessions.skipped} words={courseText.skipped} />
              <AsyncView load={sessions} isEmpty={(items) => items.length === 0} empty={courseText.sessionsEmpty}>
                {(items) => (
                  <ul className="card-list tutor-card-list">
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
