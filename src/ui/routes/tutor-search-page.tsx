import { NotBuiltYet } from '../components/not-built-yet';

export default function TutorSearchPage() {
  return <NotBuiltYet title="Find a tutor" />;
}
