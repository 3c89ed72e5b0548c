import { NotBuiltYet } from '../components/not-built-yet';

export default function LoginPage() {
  return <NotBuiltYet title="Sign in" />;
}
