import { NotBuiltYet } from '../components/not-built-yet';

export default function TutorRegistrationPage() {
  return <NotBuiltYet title="Tutor registration" />;
}
