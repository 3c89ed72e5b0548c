import { NotBuiltYet } from '../components/not-built-yet';

export default function StudentProfilePage() {
  return <NotBuiltYet title="My profile" />;
}
