import { NotBuiltYet } from '../components/not-built-yet';

export default function TutorDashboardPage() {
  return <NotBuiltYet title="Tutor dashboard" />;
}
