import { classroomText } from '../features/classroom/classroom-text';
import { ClassroomRoute } from '../features/classroom/classroom-route';

/** /classroom/{encryptSessionId} (guarded): the signed-in tutor hosts, a student takes part. */
export default function ClassroomPage() {
  return <ClassroomRoute title={classroomText.titles.classroom} roleSource={'signed-in-role'} kind="any" />;
}
