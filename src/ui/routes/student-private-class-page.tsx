import { NotBuiltYet } from '../components/not-built-yet';

export default function StudentPrivateClassPage() {
  return <NotBuiltYet title="My private classes" />;
}
