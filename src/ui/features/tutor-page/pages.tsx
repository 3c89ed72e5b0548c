import { useParams } from 'react-router-dom';
import { TutorPublicView } from './tutor-public-view';

// The tutor's public routes (src/domain/routes.ts): /{session} and /{session}/courses, {session} the tutor's slug.

export function TutorPublicPage() {
  const { session = '' } = useParams();
  return <TutorPublicView key={session} slug={session} withCourses={false} />;
}

export function TutorPublicCoursesPage() {
  const { session = '' } = useParams();
  return <TutorPublicView key={session} slug={session} withCourses />;
}
