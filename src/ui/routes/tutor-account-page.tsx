import { ROLE } from '../../domain/constants';
import { AccountScreen } from '../features/account/account-screen';

export default function TutorAccountPage() {
  return <AccountScreen role={ROLE.TUTOR} />;
}
