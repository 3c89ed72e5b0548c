import { NotBuiltYet } from '../components/not-built-yet';

export default function ManageSessionPage() {
  return <NotBuiltYet title="Manage sessions" />;
}
