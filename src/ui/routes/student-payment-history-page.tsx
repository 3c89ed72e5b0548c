import { NotBuiltYet } from '../components/not-built-yet';

export default function StudentPaymentHistoryPage() {
  return <NotBuiltYet title="Payment history" />;
}
