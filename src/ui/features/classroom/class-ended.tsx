import { useEffect, useRef, type ReactNode } from 'react';
import { CalendarPlus, LayoutDashboard, MessageSquare, Search } from 'lucide-react';
import { STUDENT_CLASSES, TUTOR_WORKSPACE } from '../../../application/tokens';
import { CLASSROOM_ROLE, ROLE, type ClassroomRoleId } from '../../../domain/constants';
import { dashboardPath } from '../../../domain/route-access';
import { paths } from '../../../domain/routes';
import { useRole } from '../../components/auth/use-role';
import { useNowMs } from '../../components/class-phase';
import { Button, ButtonLink } from '../../components/kit/button';
import { Card } from '../../components/kit/card';
import { Skeleton } from '../../components/kit/skeleton';
import { ReviewControl } from '../../components/review-control';
import { BOOKINGS, useRead } from '../../components/server-state';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { useSaveReview } from '../../components/use-reviews';
import { classroomText as t } from './classroom-text';
import type { ClassroomKind } from './classroom-screen';

/** What the student's bookings say of this class: who taught it, and whether they may rate it now. */
interface StudentSide {
  tutorId: string;
  tutorName: string;
  tutorSlug?: string;
  noun: 'class' | 'course';
  name: string;
  review: { canReview: boolean; myReview?: Parameters<typeof ReviewControl>[0]['myReview'] };
}

/** Whom the tutor taught in this class (the students who booked it), to write to them. */
type TutorSide = { id: string; name: string }[];

/** How many students of a course the ended screen offers to write to; the rest are on the dashboard. */
const STUDENTS_SHOWN = 3;

function useStudentSide(channel: string, enabled: boolean) {
  // Under BOOKINGS: the review posted here makes the student's cards read again, and they make this one.
  return useRead(
    STUDENT_CLASSES,
    [BOOKINGS, 'classroom-ended', channel],
    async (classes): Promise<StudentSide | null> => {
      const [privateClasses, courses] = await Promise.all([classes.privateClasses(), classes.courses()]);
      const klass = privateClasses.items.find((record) => record.ClassLink === channel);
      if (klass) {
        return { tutorId: klass.TutorID, tutorName: klass.TutorName, tutorSlug: klass.TutorSlug, noun: 'class', name: klass.ClassName, review: { canReview: klass.CanReview ?? false, myReview: klass.MyReview } };
      }
      const course = courses.items.find((record) => record.ClassLink === channel);
      if (course) {
        return { tutorId: course.TutorID, tutorName: course.TutorName, tutorSlug: course.TutorSlug, noun: 'course', name: course.CourseName, review: { canReview: course.CanReview ?? false, myReview: course.MyReview } };
      }
      return null;
    },
    { enabled },
  );
}

function useTutorSide(channel: string, enabled: boolean) {
  return useRead(
    TUTOR_WORKSPACE,
    ['tutor', 'classroom-ended', channel],
    async (workspace): Promise<TutorSide> => {
      const [privateClasses, courses] = await Promise.all([workspace.privateClasses(), workspace.courses()]);
      const klass = privateClasses.items.find((record) => record.ClassLink === channel);
      if (klass) return klass.Booking ? [{ id: klass.Booking.StudentID, name: klass.Booking.StudentName }] : [];
      const course = courses.items.find((record) => record.ClassLink === channel);
      return (course?.Bookings ?? []).filter((booking) => booking.State === 'Paid').map((booking) => ({ id: booking.StudentID, name: booking.StudentName }));
    },
    { enabled },
  );
}

/**
 * 'Class ended' (and 'You left'): the heading takes the focus, then what a user does next by who they are. A student
 * rates the class (when they attended and have not yet), writes to the tutor, books again or finds a tutor, or goes to
 * the dashboard; a tutor goes to the dashboard or writes to the students; someone signed out goes home.
 */
export function Finished({ heading, body, role, kind, channel, onRejoin }: { heading: string; body: string; role: ClassroomRoleId; kind: ClassroomKind; channel: string; onRejoin?: () => void }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const userRole = useRole();
  // An instant class has no booking: nothing to rate, nobody to look up.
  const booked = kind !== 'instant';
  const asStudent = userRole === ROLE.STUDENT && role === CLASSROOM_ROLE.PARTICIPANT;
  const asTutor = userRole === ROLE.TUTOR && role === CLASSROOM_ROLE.HOST;
  return (
    <Card className="classroom-card classroom-finished">
      <h2 ref={ref} tabIndex={-1}>
        {heading}
      </h2>
      <p>{body}</p>
      {asStudent ? (
        <StudentNext channel={channel} booked={booked} onRejoin={onRejoin} />
      ) : asTutor ? (
        <TutorNext channel={channel} booked={booked} onRejoin={onRejoin} />
      ) : (
        <Actions onRejoin={onRejoin}>
          {userRole === null ? (
            <ButtonLink variant={onRejoin ? 'secondary' : 'primary'} to={paths.landing()}>
              {t.home}
            </ButtonLink>
          ) : (
            <ButtonLink variant={onRejoin ? 'secondary' : 'primary'} icon={<LayoutDashboard />} to={dashboardPath(userRole)}>
              {t.toDashboard}
            </ButtonLink>
          )}
        </Actions>
      )}
    </Card>
  );
}

/** The card's row of actions: Join again first when the user left a class still running. */
function Actions({ onRejoin, children }: { onRejoin?: () => void; children: ReactNode }) {
  return (
    <div className="actions">
      {onRejoin ? (
        <Button variant="primary" onClick={onRejoin}>
          {t.rejoin}
        </Button>
      ) : null}
      {children}
    </div>
  );
}

function StudentNext({ channel, booked, onRejoin }: { channel: string; booked: boolean; onRejoin?: () => void }) {
  const side = useStudentSide(channel, booked);
  const saveReview = useSaveReview([[BOOKINGS]]);
  const nowMs = useNowMs();
  const zone = useProfileTimeZone();
  // The next step's shape while the booking is read, so the chat under the card does not move when it comes.
  if (booked && side.status === 'loading') return <Skeleton lines={2} />;
  const found = side.status === 'ready' ? side.data : null;
  const primary = onRejoin ? 'secondary' : 'primary';
  return (
    <>
      {found && !onRejoin && (found.review.canReview || found.review.myReview) ? (
        <div className="classroom-next-review">
          {found.review.canReview && !found.review.myReview ? <p className="classroom-next-lead">{t.next.rateLead}</p> : null}
          <ReviewControl
            name={found.name}
            noun={found.noun}
            myReview={found.review.myReview}
            canReview={found.review.canReview}
            nowMs={nowMs}
            timeZone={zone}
            onSave={(rating, text) => saveReview(channel, rating, text)}
          />
        </div>
      ) : null}
      <Actions onRejoin={onRejoin}>
        {found?.tutorSlug ? (
          <ButtonLink variant={primary} icon={<CalendarPlus />} to={paths.tutorPublic(found.tutorSlug)}>
            {t.next.bookAgain(found.tutorName)}
          </ButtonLink>
        ) : (
          <ButtonLink variant={primary} icon={<Search />} to={paths.tutorSearch()}>
            {t.next.findTutor}
          </ButtonLink>
        )}
        {found ? (
          <ButtonLink variant="secondary" icon={<MessageSquare />} to={paths.messages(found.tutorId)} state={{ name: found.tutorName }}>
            {t.next.message(found.tutorName)}
          </ButtonLink>
        ) : null}
        <ButtonLink variant="quiet" icon={<LayoutDashboard />} to={paths.studentDashboard()}>
          {t.toDashboard}
        </ButtonLink>
      </Actions>
    </>
  );
}

function TutorNext({ channel, booked, onRejoin }: { channel: string; booked: boolean; onRejoin?: () => void }) {
  const side = useTutorSide(channel, booked);
  if (booked && side.status === 'loading') return <Skeleton lines={2} />;
  const students = side.status === 'ready' ? side.data : [];
  return (
    <Actions onRejoin={onRejoin}>
      <ButtonLink variant={onRejoin ? 'secondary' : 'primary'} icon={<LayoutDashboard />} to={paths.tutorDashboard()}>
        {t.toDashboard}
      </ButtonLink>
      {students.slice(0, STUDENTS_SHOWN).map((student) => (
        <ButtonLink key={student.id} variant="secondary" icon={<MessageSquare />} to={paths.messages(student.id)} state={{ name: student.name }}>
          {t.next.message(student.name)}
        </ButtonLink>
      ))}
    </Actions>
  );
}
