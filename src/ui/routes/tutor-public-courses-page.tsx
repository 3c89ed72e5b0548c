import { NotBuiltYet } from '../components/not-built-yet';

export default function TutorPublicCoursesPage() {
  return <NotBuiltYet title="Tutor courses" />;
}
