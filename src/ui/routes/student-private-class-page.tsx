import { Link, useParams } from 'react-router-dom';
import { ErrorBlock, LoadingBlock } from '../components/async-states';
import { PageTitle } from '../components/page-title';
import { studentText as t } from '../features/student/student-text';
import { PaymentBadge, PrivateClassCard } from '../features/student/student-views';
import { useClassStatus, useStudentPrivateClasses, useViewerTime } from '../features/student/use-student-classes';

/** The student's private classes; /student-private-class/{code} focuses one (where a finished checkout returns). */
export default function StudentPrivateClassPage() {
  const { session: focusCode } = useParams();
  const classes = useStudentPrivateClasses();
  const status = useClassStatus('private', focusCode);
  const { zone } = useViewerTime();

  return (
    <section className="page">
      <PageTitle>{t.privateClassesTitle}</PageTitle>
      <p className="muted">{t.timeZoneNote(zone)}</p>
      {focusCode && (
        <section aria-labelledby="focused-heading" className="card card-focused">
          <h2 id="focused-heading">{t.focused}</h2>
          {status.status === 'loading' && <p role="status">{t.statusLoading}</p>}
          {status.status === 'error' && <ErrorBlock message={t.statusFailed} onRetry={status.retry} />}
          {status.status === 'ready' && status.data && (
            <p>
              {status.data.ClassCode}: <PaymentBadge status={status.data.PaymentStatus} /> <span className="badge">{t.status[status.data.Status] ?? status.data.Status}</span>
            </p>
          )}
        </section>
      )}
      {classes.status === 'loading' && <LoadingBlock />}
      {classes.status === 'error' && <ErrorBlock onRetry={classes.retry} />}
      {classes.status === 'ready' &&
        (classes.data.length === 0 ? (
          <p className="muted">
            {t.noPrivateClasses} <Link to="/tutor-search">{t.findTutor}</Link>
          </p>
        ) : (
          <>
            {focusCode && !classes.data.some((record) => record.ClassLink === focusCode) && <p className="muted">{t.notBooked}</p>}
            <h2>{t.allClassesHeading}</h2>
            <ul className="card-list" aria-label={t.privateClassesTitle}>
              {classes.data.map((record) => (
                <PrivateClassCard key={record.ClassLink} record={record} focused={record.ClassLink === focusCode} />
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}
