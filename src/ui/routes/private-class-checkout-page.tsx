import { useParams } from 'react-router-dom';
import { CheckoutView } from '../features/checkout/checkout-view';

/** /private-class-checkout/{session}: pay for a booked private class (spec §2). */
export default function PrivateClassCheckoutPage() {
  const { session = '' } = useParams();
  return <CheckoutView key={session} kind="private-class" code={session} />;
}
