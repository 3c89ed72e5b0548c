import type { NewCourseSession, CourseEdit, CourseSessionEdit, NewCourse } from '../../../../ports/course-api';
import { DIRECTORY, TUTOR_WORKSPACE } from '../../../../application/tokens';
import { useChange, useRead, useReadList } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';
import { useRefreshOnEvents } from '../../../components/use-refresh-on-events';
import { courseText } from './course-text';

const { errors } = courseText;

/** The tutor's courses (/GetTutorCourses) and topics (/GetAllTopics); create (/SaveTutorCourse) and edit (/EditTutorCourse). */
export function useTutorCourses() {
  // A course's change shows in the list, the upcoming classes and (a cancellation's refunds) the earnings.
  const changes = [tutorReads.courses, tutorReads.upcoming, tutorReads.earnings, tutorReads.students];
  // A seat paid, pushed: the course's bookings.
  useRefreshOnEvents({ classes: [tutorReads.courses], payments: [tutorReads.earnings] });
  return {
    courses: useReadList(TUTOR_WORKSPACE, tutorReads.courses, (tutor) => tutor.courses()),
    topics: useRead(DIRECTORY, tutorReads.topics, (directory) => directory.topics()),
    create: useChange(TUTOR_WORKSPACE, (tutor, input: NewCourse) => tutor.createCourse(input), { failed: errors.saveFailed }, changes),
    edit: useChange(
      TUTOR_WORKSPACE,
      (tutor, input: CourseEdit) => tutor.editCourse(input),
      { failed: errors.saveFailed, 'capacity-taken': errors.capacityTaken, 'status-not-allowed': errors.statusNotAllowed },
      changes,
    ),
    cancel: useChange(TUTOR_WORKSPACE, (tutor, classCode: string, reason?: string) => tutor.cancelCourse(classCode, reason), { failed: errors.saveFailed }, changes),
  };
}

/** One course's sessions: list (/getTutorSessions), add (/SaveTutorSessions), edit (/EditTutorSession), cancel (/CancelCourseSession), remove (/DeleteTutorSession). */
export function useCourseSessions(classId: number) {
  // A session's change shows in the list, the course (its next session), the upcoming classes and the earnings.
  const changes = [tutorReads.sessions(classId), tutorReads.course(classId), tutorReads.courses, tutorReads.upcoming, tutorReads.earnings, tutorReads.students];
  useRefreshOnEvents({ classes: [tutorReads.sessions(classId), tutorReads.course(classId)] });
  return {
    course: useRead(TUTOR_WORKSPACE, tutorReads.course(classId), (tutor) => tutor.course(classId)),
    sessions: useReadList(TUTOR_WORKSPACE, tutorReads.sessions(classId), (tutor) => tutor.sessions(classId)),
    add: useChange(
      TUTOR_WORKSPACE,
      (tutor, input: NewCourseSession[]) => tutor.addSessions(classId, input),
      { failed: errors.saveFailed, overlap: (refusal) => (refusal.details?.length ? errors.overlapIn(refusal.details) : errors.overlap) },
      changes,
    ),
    edit: useChange(TUTOR_WORKSPACE, (tutor, input: CourseSessionEdit) => tutor.editSession(input), { failed: errors.saveFailed, overlap: (refusal) => errors.overlapOne(refusal.serverMessage) }, changes),
    remove: useChange(TUTOR_WORKSPACE, (tutor, sessionId: number) => tutor.removeSession(sessionId), { failed: errors.removeFailed }, changes),
    cancel: useChange(TUTOR_WORKSPACE, (tutor, sessionId: number, reason?: string) => tutor.cancelSession(sessionId, reason), { failed: errors.cancelSessionFailed }, changes),
  };
}
