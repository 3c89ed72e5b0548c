import { NotBuiltYet } from '../components/not-built-yet';

export default function CourseClassCheckoutPage() {
  return <NotBuiltYet title="Payment" />;
}
