import { NotBuiltYet } from '../components/not-built-yet';

export default function TutorPaymentHistoryPage() {
  return <NotBuiltYet title="Payments received" />;
}
