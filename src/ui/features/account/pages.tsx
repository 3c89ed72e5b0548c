import { ROLE } from '../../../domain/constants';
import { AccountScreen } from './account-screen';
import { ProfileScreen } from './profile-screen';

// The account area's routes (src/domain/routes.ts): one screen each, for the role the route is for.

export function TutorAccountPage() {
  return <AccountScreen role={ROLE.TUTOR} />;
}

export function StudentAccountPage() {
  return <AccountScreen role={ROLE.STUDENT} />;
}

export function TutorProfilePage() {
  return <ProfileScreen role={ROLE.TUTOR} />;
}

export function StudentProfilePage() {
  return <ProfileScreen role={ROLE.STUDENT} />;
}
