import { NotBuiltYet } from '../components/not-built-yet';

export default function RegistrationPage() {
  return <NotBuiltYet title="Registration" />;
}
