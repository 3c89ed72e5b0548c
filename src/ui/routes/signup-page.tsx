import { NotBuiltYet } from '../components/not-built-yet';

export default function SignupPage() {
  return <NotBuiltYet title="Create your account" />;
}
