import { useParams } from 'react-router-dom';
import { CheckoutView } from './checkout-view';

// The checkout's routes (src/domain/routes.ts); /checkout-page and /class-checkout are CheckoutRedirect itself.

/** /private-class-checkout/{session}: pay for a booked private class (spec §2). */
export function PrivateClassCheckoutPage() {
  const { session = '' } = useParams();
  return <CheckoutView key={session} kind="private-class" code={session} />;
}

/** /course-class-checkout/{session}: pay for a booked group course (spec §2). */
export function CourseClassCheckoutPage() {
  const { session = '' } = useParams();
  return <CheckoutView key={session} kind="group-course" code={session} />;
}
