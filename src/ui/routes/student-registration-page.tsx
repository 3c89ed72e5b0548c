import { ROLE } from '../../domain/constants';
import { RegistrationForm } from '../features/auth/registration-form';

export default function StudentRegistrationPage() {
  return <RegistrationForm role={ROLE.STUDENT} />;
}
