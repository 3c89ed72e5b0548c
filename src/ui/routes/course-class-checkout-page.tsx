import { useParams } from 'react-router-dom';
import { CheckoutView } from '../features/checkout/checkout-view';

/** /course-class-checkout/{session}: pay for a booked group course (spec §2). */
export default function CourseClassCheckoutPage() {
  const { session = '' } = useParams();
  return <CheckoutView key={session} kind="group-course" code={session} />;
}
