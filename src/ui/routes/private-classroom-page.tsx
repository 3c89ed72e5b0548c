import { NotBuiltYet } from '../components/not-built-yet';

export default function PrivateClassroomPage() {
  return <NotBuiltYet title="Private classroom" />;
}
