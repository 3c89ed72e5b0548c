import { CLASSROOM_ROLE } from '../../domain/constants';
import { classroomText } from '../features/classroom/classroom-text';
import { ClassroomRoute } from '../features/classroom/classroom-route';

/** /tutor-instant-class/{encryptSessionId} (no login guard, spec §2): the host entry; only the tutor who started the class, signed in, gets in (others are shown the participant link). */
export default function TutorInstantClassPage() {
  return <ClassroomRoute title={classroomText.titles.instantClass} roleSource={{ fixed: CLASSROOM_ROLE.HOST }} kind="instant" />;
}
