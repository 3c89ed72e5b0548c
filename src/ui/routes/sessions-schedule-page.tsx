import { NotBuiltYet } from '../components/not-built-yet';

export default function SessionsSchedulePage() {
  return <NotBuiltYet title="Course schedule" />;
}
