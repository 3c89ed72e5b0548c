import { Link, useParams } from 'react-router-dom';
import { ErrorBlock, LoadingBlock } from '../components/async-states';
import { PageTitle } from '../components/page-title';
import { studentText as t } from '../features/student/student-text';
import { CourseCard, PaymentBadge } from '../features/student/student-views';
import { useClassStatus, useStudentCourses } from '../features/student/use-student-classes';

/** The student's group courses; /student-course-class/{code} focuses one (where a finished checkout returns). */
export default function StudentCourseClassPage() {
  const { session: focusCode } = useParams();
  const courses = useStudentCourses();
  const status = useClassStatus('course', focusCode);

  return (
    <section className="page">
      <PageTitle>{t.coursesTitle}</PageTitle>
      {focusCode && (
        <section aria-labelledby="focused-heading" className="card card-focused">
          <h2 id="focused-heading">{t.focusedCourse}</h2>
          {status.status === 'loading' && <p role="status">{t.statusLoading}</p>}
          {status.status === 'error' && <ErrorBlock message={t.statusFailed} onRetry={status.retry} />}
          {status.status === 'ready' && status.data && (
            <p>
              {status.data.ClassCode}: <PaymentBadge status={status.data.PaymentStatus} /> <span className="badge">{t.status[status.data.Status] ?? status.data.Status}</span>
            </p>
          )}
        </section>
      )}
      {courses.status === 'loading' && <LoadingBlock />}
      {courses.status === 'error' && <ErrorBlock onRetry={courses.retry} />}
      {courses.status === 'ready' &&
        (courses.data.length === 0 ? (
          <p className="muted">
            {t.noCourses} <Link to="/tutor-search">{t.findTutor}</Link>
          </p>
        ) : (
          <>
            {focusCode && !courses.data.some((course) => course.ClassLink === focusCode) && <p className="muted">{t.notBooked}</p>}
            <h2>{t.allCoursesHeading}</h2>
            <ul className="card-list" aria-label={t.coursesTitle}>
              {courses.data.map((course) => (
                <CourseCard key={course.ClassLink} course={course} focused={course.ClassLink === focusCode} />
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}
