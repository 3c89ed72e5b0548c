import { NotBuiltYet } from '../components/not-built-yet';

export default function PrivateClassCheckoutPage() {
  return <NotBuiltYet title="Payment" />;
}
