import { NotBuiltYet } from '../components/not-built-yet';

export default function CourseClassroomPage() {
  return <NotBuiltYet title="Course classroom" />;
}
