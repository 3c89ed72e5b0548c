import { NotBuiltYet } from '../components/not-built-yet';

export default function ClassroomPage() {
  return <NotBuiltYet title="Classroom" />;
}
