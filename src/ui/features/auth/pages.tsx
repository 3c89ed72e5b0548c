import { ROLE } from '../../../domain/constants';
import { RegistrationForm } from './registration-form';

// The registration routes (src/domain/routes.ts): the one form, for the role the route is for.

export function TutorRegistrationPage() {
  return <RegistrationForm role={ROLE.TUTOR} />;
}

export function StudentRegistrationPage() {
  return <RegistrationForm role={ROLE.STUDENT} />;
}
