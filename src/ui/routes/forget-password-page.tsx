import { NotBuiltYet } from '../components/not-built-yet';

export default function ForgetPasswordPage() {
  return <NotBuiltYet title="Reset your password" />;
}
