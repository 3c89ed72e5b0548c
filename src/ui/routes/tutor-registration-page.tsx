import { ROLE } from '../../domain/constants';
import { RegistrationForm } from '../features/auth/registration-form';

export default function TutorRegistrationPage() {
  return <RegistrationForm role={ROLE.TUTOR} />;
}
