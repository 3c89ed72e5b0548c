import { NotBuiltYet } from '../components/not-built-yet';

export default function TutorPublicPage() {
  return <NotBuiltYet title="Tutor profile" />;
}
