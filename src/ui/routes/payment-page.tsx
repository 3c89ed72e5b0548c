import { NotBuiltYet } from '../components/not-built-yet';

export default function PaymentPage() {
  return <NotBuiltYet title="Payment" />;
}
