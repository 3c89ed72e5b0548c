import { NotBuiltYet } from '../components/not-built-yet';

export default function TutorAccountPage() {
  return <NotBuiltYet title="Account" />;
}
