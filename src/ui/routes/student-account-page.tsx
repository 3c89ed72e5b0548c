import { ROLE } from '../../domain/constants';
import { AccountScreen } from '../features/account/account-screen';

export default function StudentAccountPage() {
  return <AccountScreen role={ROLE.STUDENT} />;
}
