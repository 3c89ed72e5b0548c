import { NotBuiltYet } from '../components/not-built-yet';

export default function TutorCashWithdrawalPage() {
  return <NotBuiltYet title="Cash withdrawal" />;
}
