import { useParams } from 'react-router-dom';
import { TutorPublicView } from '../features/tutor-page/tutor-public-view';

export default function TutorPublicCoursesPage() {
  const { session = '' } = useParams();
  return <TutorPublicView key={session} slug={session} withCourses />;
}
