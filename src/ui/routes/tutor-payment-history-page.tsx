import { PaymentHistoryScreen } from '../features/payment-history/payment-history-screen';
import { useProfileTimeZone } from '../app/use-profile-time-zone';

export default function TutorPaymentHistoryPage() {
  return <PaymentHistoryScreen viewer="tutor" timeZone={useProfileTimeZone()} />;
}
