import { NotBuiltYet } from '../components/not-built-yet';

export default function TutorInstantClassPage() {
  return <NotBuiltYet title="Instant class" />;
}
