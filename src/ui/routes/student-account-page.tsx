import { NotBuiltYet } from '../components/not-built-yet';

export default function StudentAccountPage() {
  return <NotBuiltYet title="Account" />;
}
