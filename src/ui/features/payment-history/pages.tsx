import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { PaymentHistoryScreen } from './payment-history-screen';

// The payment history routes (src/domain/routes.ts): one screen, for the viewer the route is for, in the profile's zone.

export function TutorPaymentHistoryPage() {
  return <PaymentHistoryScreen viewer="tutor" timeZone={useProfileTimeZone()} />;
}

export function StudentPaymentHistoryPage() {
  return <PaymentHistoryScreen viewer="student" timeZone={useProfileTimeZone()} />;
}
