import { NotBuiltYet } from '../components/not-built-yet';

export default function CourseClassPage() {
  return <NotBuiltYet title="My courses" />;
}
