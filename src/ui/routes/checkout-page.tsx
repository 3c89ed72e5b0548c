import { NotBuiltYet } from '../components/not-built-yet';

export default function CheckoutPage() {
  return <NotBuiltYet title="Checkout" />;
}
