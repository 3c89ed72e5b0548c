import { CLASSROOM_ROLE } from '../../../domain/constants';
import { ClassroomRoute } from './classroom-route';
import { classroomText } from './classroom-text';

// The classroom's routes (src/domain/routes.ts), each the one classroom screen with its title and how the role is known.

/** /classroom/{encryptSessionId} (guarded): the signed-in tutor hosts, a student takes part. */
export function ClassroomPage() {
  return <ClassroomRoute title={classroomText.titles.classroom} roleSource="signed-in-role" kind="any" />;
}

/** /private-class/{encryptSessionId} (guarded): the private class live; the tutor hosts. */
export function PrivateClassroomPage() {
  return <ClassroomRoute title={classroomText.titles.privateClass} roleSource="signed-in-role" kind="private" />;
}

/** /course-class/{encryptSessionId} (guarded): a group course session live; the tutor hosts. */
export function CourseClassroomPage() {
  return <ClassroomRoute title={classroomText.titles.courseClass} roleSource="signed-in-role" kind="course" />;
}

/** /instant-classroom/{encryptSessionId}/{roleId} (no login guard): roleId 1 hosts, 2 takes part, else an error. */
export function InstantClassroomPage() {
  return <ClassroomRoute title={classroomText.titles.instantClass} roleSource="route-role-id" kind="instant" />;
}

/** /student-instant-class/{encryptSessionId} (guarded): a signed-in student joins an instant class. */
export function StudentInstantClassPage() {
  return <ClassroomRoute title={classroomText.titles.instantClass} roleSource={{ fixed: CLASSROOM_ROLE.PARTICIPANT }} kind="instant" />;
}

/**
 * /tutor-instant-class/{encryptSessionId} (no login guard, spec §2): the host entry; only the tutor who started the
 * class, signed in, gets in (others are shown the participant link).
 */
export function TutorInstantClassPage() {
  return <ClassroomRoute title={classroomText.titles.instantClass} roleSource={{ fixed: CLASSROOM_ROLE.HOST }} kind="instant" />;
}
