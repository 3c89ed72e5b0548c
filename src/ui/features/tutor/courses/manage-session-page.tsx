import { useParams } from 'react-router-dom';
import { courseText } from './course-text';
import { ManageSessionsScreen } from './manage-sessions-screen';
import { PageTitle } from '../../../components/page-title';

export function ManageSessionPage() {
  const { ClassID } = useParams();
  const classId = Number(ClassID);
  if (!Number.isInteger(classId) || classId <= 0)
    return (
      <section className="page">
        <PageTitle>{courseText.sessionsTitle}</PageTitle>
        <p role="alert">{courseText.courseNotFound}</p>
      </section>
    );
  return <ManageSessionsScreen key={classId} classId={classId} />;
}
