import { PaymentHistoryScreen } from '../features/payment-history/payment-history-screen';
import { useTutorTimeZone } from '../features/tutor/use-tutor-time-zone';

export default function TutorPaymentHistoryPage() {
  return <PaymentHistoryScreen viewer="tutor" timeZone={useTutorTimeZone()} />;
}
