import { useProfileTimeZone } from '../app/use-profile-time-zone';
import { PaymentHistoryScreen } from '../features/payment-history/payment-history-screen';

export default function StudentPaymentHistoryPage() {
  return <PaymentHistoryScreen viewer="student" timeZone={useProfileTimeZone()} />;
}
