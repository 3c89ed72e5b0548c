import type { NewCourseSession, CourseEdit, CourseSessionEdit, NewCourse } from '../../../../ports/course-api';
import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import { useService } from '../../../components/container-context';
import { worded } from '../../../components/form/save-outcome';
import { useAsync, useAsyncList } from '../../../components/use-async';
import { courseText } from './course-text';

const { errors } = courseText;

/** The tutor's courses (/GetTutorCourses) and topics (/GetAllTopics); create (/SaveTutorCourse) and edit (/EditTutorCourse). */
export function useTutorCourses() {
  const workspace = useService(TUTOR_WORKSPACE);
  const courses = useAsyncList(() => workspace.courses(), 'tutor-courses');
  const topics = useAsync(() => workspace.topics(), 'topics');
  return {
    courses,
    topics,
    create: worded((input: NewCourse) => workspace.createCourse(input), { failed: errors.saveFailed }, courses.refresh),
    edit: worded(
      (input: CourseEdit) => workspace.editCourse(input),
      { failed: errors.saveFailed, 'capacity-taken': errors.capacityTaken, 'status-not-allowed': errors.statusNotAllowed },
      courses.refresh,
    ),
    cancel: worded((classCode: string, reason?: string) => workspace.cancelCourse(classCode, reason), { failed: errors.saveFailed }, courses.refresh),
  };
}

/** One course's sessions: list (/getTutorSessions), add (/SaveTutorSessions), edit (/EditTutorSession), cancel (/CancelCourseSession), remove (/DeleteTutorSession). */
export function useCourseSessions(classId: number) {
  const workspace = useService(TUTOR_WORKSPACE);
  const course = useAsync(() => workspace.course(classId), `course|${classId}`);
  const sessions = useAsyncList(() => workspace.sessions(classId), `sessions|${classId}`);
  const reload = sessions.refresh;
  return {
    course,
    sessions,
    add: worded((input: NewCourseSession[]) => workspace.addSessions(classId, input), { failed: errors.saveFailed, overlap: (refusal) => (refusal.details?.length ? errors.overlapIn(refusal.details) : errors.overlap) }, reload),
    edit: worded((input: CourseSessionEdit) => workspace.editSession(input), { failed: errors.saveFailed, overlap: (refusal) => errors.overlapOne(refusal.serverMessage) }, reload),
    remove: worded((sessionId: number) => workspace.removeSession(sessionId), { failed: errors.removeFailed }, reload),
    cancel: worded((sessionId: number, reason?: string) => workspace.cancelSession(sessionId, reason), { failed: errors.cancelSessionFailed }, reload),
  };
}
