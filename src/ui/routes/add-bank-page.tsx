import { AddBankScreen } from '../features/tutor/add-bank-screen';

export default function AddBankPage() {
  return <AddBankScreen />;
}
