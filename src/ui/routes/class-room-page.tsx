import { NotBuiltYet } from '../components/not-built-yet';

export default function ClassRoomPage() {
  return <NotBuiltYet title="Classroom" />;
}
