import { PaymentHistoryScreen } from '../features/payment-history/payment-history-screen';
import { useViewerTime } from '../features/student/use-student-classes';

export default function StudentPaymentHistoryPage() {
  return <PaymentHistoryScreen viewer="student" timeZone={useViewerTime().zone} />;
}
