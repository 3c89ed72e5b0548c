import { classroomText } from '../features/classroom/classroom-text';
import { ClassroomRoute } from '../features/classroom/classroom-route';

/** /instant-classroom/{encryptSessionId}/{roleId} (no login guard): roleId 1 hosts, 2 takes part, else an error. */
export default function InstantClassroomPage() {
  return <ClassroomRoute title={classroomText.titles.instantClass} roleSource={'route-role-id'} kind="instant" />;
}
