import { classroomText } from '../features/classroom/classroom-text';
import { ClassroomRoute } from '../features/classroom/classroom-route';

/** /course-class/{encryptSessionId} (guarded): a group course session live; the tutor hosts. */
export default function CourseClassroomPage() {
  return <ClassroomRoute title={classroomText.titles.courseClass} roleSource={'signed-in-role'} kind="course" />;
}
