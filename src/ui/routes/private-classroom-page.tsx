import { classroomText } from '../features/classroom/classroom-text';
import { ClassroomRoute } from '../features/classroom/classroom-route';

/** /private-class/{encryptSessionId} (guarded): the private class live; the tutor hosts. */
export default function PrivateClassroomPage() {
  return <ClassroomRoute title={classroomText.titles.privateClass} roleSource={'signed-in-role'} kind="private" />;
}
