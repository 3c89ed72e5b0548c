import { NotBuiltYet } from '../components/not-built-yet';

export default function TutorProfilePage() {
  return <NotBuiltYet title="My profile" />;
}
