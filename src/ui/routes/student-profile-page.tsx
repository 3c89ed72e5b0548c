import { ROLE } from '../../domain/constants';
import { ProfileScreen } from '../features/account/profile-screen';

export default function StudentProfilePage() {
  return <ProfileScreen role={ROLE.STUDENT} />;
}
