import { NotBuiltYet } from '../components/not-built-yet';

export default function StudentRegistrationPage() {
  return <NotBuiltYet title="Student registration" />;
}
