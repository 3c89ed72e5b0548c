import { NotBuiltYet } from '../components/not-built-yet';

export default function AddBankPage() {
  return <NotBuiltYet title="Add a bank account" />;
}
