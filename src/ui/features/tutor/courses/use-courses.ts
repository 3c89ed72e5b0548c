import type { NewCourseSession, CourseEdit, CourseSessionEdit, NewCourse } from '../../../../ports/course-api';
import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import { useService } from '../../../components/container-context';
import { worded } from '../../../components/form/save-outcome';
import { useInvalidate, useRead, useReadList } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';
import { courseText } from './course-text';

const { errors } = courseText;

/** The tutor's courses (/GetTutorCourses) and topics (/GetAllTopics); create (/SaveTutorCourse) and edit (/EditTutorCourse). */
export function useTutorCourses() {
  const workspace = useService(TUTOR_WORKSPACE);
  const courses = useReadList(TUTOR_WORKSPACE, tutorReads.courses, (tutor) => tutor.courses());
  const topics = useRead(TUTOR_WORKSPACE, tutorReads.topics, (tutor) => tutor.topics());
  const invalidate = useInvalidate();
  // A course's change shows in the list, the upcoming classes and (a cancellation's refunds) the earnings.
  const changed = () => {
    for (const key of [tutorReads.courses, tutorReads.upcoming, tutorReads.earnings]) void invalidate(key);
  };
  return {
    courses,
    topics,
    create: worded((input: NewCourse) => workspace.createCourse(input), { failed: errors.saveFailed }, changed),
    edit: worded(
      (input: CourseEdit) => workspace.editCourse(input),
      { failed: errors.saveFailed, 'capacity-taken': errors.capacityTaken, 'status-not-allowed': errors.statusNotAllowed },
      changed,
    ),
    cancel: worded((classCode: string, reason?: string) => workspace.cancelCourse(classCode, reason), { failed: errors.saveFailed }, changed),
  };
}

/** One course's sessions: list (/getTutorSessions), add (/SaveTutorSessions), edit (/EditTutorSession), cancel (/CancelCourseSession), remove (/DeleteTutorSession). */
export function useCourseSessions(classId: number) {
  const workspace = useService(TUTOR_WORKSPACE);
  const course = useRead(TUTOR_WORKSPACE, tutorReads.course(classId), (tutor) => tutor.course(classId));
  const sessions = useReadList(TUTOR_WORKSPACE, tutorReads.sessions(classId), (tutor) => tutor.sessions(classId));
  const invalidate = useInvalidate();
  // A session's change shows in the list, the course (its next session), the upcoming classes and the earnings.
  const reload = () => {
    for (const key of [tutorReads.sessions(classId), tutorReads.course(classId), tutorReads.courses, tutorReads.upcoming, tutorReads.earnings]) void invalidate(key);
  };
  return {
    course,
    sessions,
    add: worded((input: NewCourseSession[]) => workspace.addSessions(classId, input), { failed: errors.saveFailed, overlap: (refusal) => (refusal.details?.length ? errors.overlapIn(refusal.details) : errors.overlap) }, reload),
    edit: worded((input: CourseSessionEdit) => workspace.editSession(input), { failed: errors.saveFailed, overlap: (refusal) => errors.overlapOne(refusal.serverMessage) }, reload),
    remove: worded((sessionId: number) => workspace.removeSession(sessionId), { failed: errors.removeFailed }, reload),
    cancel: worded((sessionId: number, reason?: string) => workspace.cancelSession(sessionId, reason), { failed: errors.cancelSessionFailed }, reload),
  };
}
