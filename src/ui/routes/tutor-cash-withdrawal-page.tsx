import { CashWithdrawalScreen } from '../features/tutor/cash-withdrawal-screen';

export default function TutorCashWithdrawalPage() {
  return <CashWithdrawalScreen />;
}
