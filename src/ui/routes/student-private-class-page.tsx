import { useParams } from 'react-router-dom';
import { StudentBookingsScreen } from '../features/student/student-bookings-screen';
import { studentText as t } from '../features/student/student-text';
import { PrivateClassCard } from '../features/student/student-views';
import { useStudentPrivateClasses, useViewerTime } from '../features/student/use-student-classes';

/** The student's private classes; /student-private-class/{code} focuses one (where a finished checkout returns). */
export default function StudentPrivateClassPage() {
  const { session: focusCode } = useParams();
  const { zone } = useViewerTime();
  return (
    <StudentBookingsScreen
      kind="private"
      title={t.privateClassesTitle}
      focusedTitle={t.focused}
      emptyText={t.noPrivateClasses}
      allHeading={t.allClassesHeading}
      note={t.timeZoneNote(zone)}
      bookings={useStudentPrivateClasses()}
      focusCode={focusCode}
      card={(record, focused) => <PrivateClassCard key={record.ClassLink} record={record} focused={focused} />}
    />
  );
}
