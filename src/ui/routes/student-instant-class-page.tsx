import { CLASSROOM_ROLE } from '../../domain/constants';
import { classroomText } from '../features/classroom/classroom-text';
import { ClassroomRoute } from '../features/classroom/classroom-route';

/** /student-instant-class/{encryptSessionId} (guarded): a signed-in student joins an instant class. */
export default function StudentInstantClassPage() {
  return <ClassroomRoute title={classroomText.titles.instantClass} roleSource={{ fixed: CLASSROOM_ROLE.PARTICIPANT }} kind="instant" />;
}
