import { ROLE } from '../../domain/constants';
import { ProfileScreen } from '../features/account/profile-screen';

export default function TutorProfilePage() {
  return <ProfileScreen role={ROLE.TUTOR} />;
}
