import { NotBuiltYet } from '../components/not-built-yet';

export default function ClassCheckoutPage() {
  return <NotBuiltYet title="Checkout" />;
}
