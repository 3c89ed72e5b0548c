import { useParams } from 'react-router-dom';
import { StudentBookingsScreen } from './student-views';
import { studentText as t } from './student-text';
import { CourseCard } from './student-views';
import { useStudentCourses, useStudentSessions } from './use-student-classes';

/** The student's group courses; /student-course-class/{code} focuses one (where a finished checkout returns). */
export function StudentCourseClassPage() {
  const { session: focusCode } = useParams();
  const sessions = useStudentSessions();
  const courses = useStudentCourses();
  return (
    <StudentBookingsScreen
      kind="course"
      title={t.coursesTitle}
      focusedTitle={t.focusedCourse}
      emptyText={t.noCourses}
      allHeading={t.allCoursesHeading}
      bookings={courses}
      focusCode={focusCode}
      nameOf={(course) => course.CourseName}
      card={(course, focused) => <CourseCard key={course.ClassLink} course={course} sessions={sessions.status === 'ready' ? sessions.data : undefined} focused={focused} />}
    />
  );
}
