import { NotBuiltYet } from '../components/not-built-yet';

export default function StudentInstantClassPage() {
  return <NotBuiltYet title="Instant class" />;
}
