import { TutorDashboard } from '../features/tutor/tutor-dashboard';

export default function TutorDashboardPage() {
  return <TutorDashboard />;
}
