import { NotBuiltYet } from '../components/not-built-yet';

export default function StudentDashboardPage() {
  return <NotBuiltYet title="Student dashboard" />;
}
