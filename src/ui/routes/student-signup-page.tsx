import { NotBuiltYet } from '../components/not-built-yet';

export default function StudentSignupPage() {
  return <NotBuiltYet title="Student sign-up" />;
}
