import { useCallback } from 'react';
import { isBackendError } from '../../../domain/backend-error';
import type { CourseSession, GroupCourseRecord } from '../../../contract/records';
import { COURSE_API, type CourseEdit, type CourseSessionEdit, type NewCourse, type NewCourseSession } from '../../../ports/course-api';
import { TOPICS_API } from '../../../ports/topics-api';
import { useService } from '../../app/container-context';
import { courseText } from './course-text';
import { outcomeOfFailure, type SaveOutcome } from './use-private-classes';
import { useAsync } from '../../components/use-async';

/** The tutor's courses (/GetTutorCourses) and topics (/GetAllTopics); create (/SaveTutorCourse) and edit (/EditTutorCourse). */
export function useTutorCourses() {
  const api = useService(COURSE_API);
  const topicsApi = useService(TOPICS_API);
  const courses = useAsync(async () => (await api.listMine({ pageSize: 100 })).Items, 'tutor-courses');
  const topics = useAsync(() => topicsApi.getAllTopics(), 'topics');
  const reloadCourses = courses.refresh;
  const create = useCallback(
    async (input: NewCourse): Promise<SaveOutcome<GroupCourseRecord>> => {
      try {
        const value = await api.save(input);
        reloadCourses();
        return { ok: true, value };
      } catch (error) {
        return outcomeOfFailure(error, courseText.errors.saveFailed);
      }
    },
    [api, reloadCourses],
  );
  const edit = useCallback(
    async (input: CourseEdit): Promise<SaveOutcome<GroupCourseRecord>> => {
      try {
        const value = await api.edit(input);
        reloadCourses();
        return { ok: true, value };
      } catch (error) {
        // The backend knows enrolments made since the list loaded, and refuses leaving a final status.
        if (isBackendError(error, 'conflict')) {
          const field = error.fieldErrors[0]?.field;
          if (field === 'Capacity') return { ok: false, message: courseText.errors.capacityTaken, field };
          if (field === 'Status') return { ok: false, message: courseText.errors.statusNotAllowed, field };
        }
        return outcomeOfFailure(error, courseText.errors.saveFailed);
      }
    },
    [api, reloadCourses],
  );
  return { courses, topics, create, edit };
}

/** One course's sessions: list (/getTutorSessions), add (/SaveTutorSessions), edit (/EditTutorSession), remove (/DeleteTutorSession). */
export function useCourseSessions(classId: number) {
  const api = useService(COURSE_API);
  const course = useAsync(async () => (await api.listMine({ pageSize: 100 })).Items.find((item) => item.ClassID === classId) ?? null, `course|${classId}`);
  const sessions = useAsync(async () => (await api.listSessions({ classId, pageSize: 100 })).Items, `sessions|${classId}`);
  const reload = sessions.refresh;

  const add = useCallback(
    async (input: NewCourseSession[]): Promise<SaveOutcome<CourseSession[]>> => {
      try {
        const value = await api.saveSessions(classId, input);
        reload();
        return { ok: true, value };
      } catch (error) {
        if (isBackendError(error, 'conflict')) return { ok: false, message: courseText.errors.overlap };
        return outcomeOfFailure(error, courseText.errors.saveFailed);
      }
    },
    [api, classId, reload],
  );

  const edit = useCallback(
    async (input: CourseSessionEdit): Promise<SaveOutcome<CourseSession>> => {
      try {
        const value = await api.editSession(input);
        reload();
        return { ok: true, value };
      } catch (error) {
        if (isBackendError(error, 'conflict'))
          return { ok: false, message: courseText.errors.overlapOne, field: 'Start' };
        return outcomeOfFailure(error, courseText.errors.saveFailed);
      }
    },
    [api, reload],
  );

  const remove = useCallback(
    async (sessionId: number): Promise<SaveOutcome<null>> => {
      try {
        await api.deleteSession(sessionId);
        reload();
        return { ok: true, value: null };
      } catch (error) {
        return outcomeOfFailure(error, courseText.errors.removeFailed);
      }
    },
    [api, reload],
  );

  return { course, sessions, add, edit, remove };
}
