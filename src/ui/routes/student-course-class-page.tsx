import { NotBuiltYet } from '../components/not-built-yet';

export default function StudentCourseClassPage() {
  return <NotBuiltYet title="My courses" />;
}
