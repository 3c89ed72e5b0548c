import { CourseClassScreen } from '../features/tutor/course-class-screen';

export default function CourseClassPage() {
  return <CourseClassScreen />;
}
