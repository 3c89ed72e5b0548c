import { NotBuiltYet } from '../components/not-built-yet';

export default function InstantClassroomPage() {
  return <NotBuiltYet title="Instant classroom" />;
}
