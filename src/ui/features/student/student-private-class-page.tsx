import { useParams } from 'react-router-dom';
import { isClassAhead } from '../../../domain/upcoming-classes';
import { useNowMs } from '../../components/class-phase';
import { StudentBookingsScreen } from './student-views';
import { studentText as t } from './student-text';
import { AddToCalendarButton, PrivateClassCard } from './student-views';
import { useStudentPrivateClasses, useViewerTime } from './use-student-classes';

/**
 * The student's private classes, upcoming and past in two tabs (?tab=past); /student-private-class/{code} focuses one
 * (where a finished checkout returns).
 */
export function StudentPrivateClassPage() {
  const { session: focusCode } = useParams();
  const { zone } = useViewerTime();
  const bookings = useStudentPrivateClasses();
  const nowMs = useNowMs();
  return (
    <StudentBookingsScreen
      kind="private"
      title={t.privateClassesTitle}
      focusedTitle={t.focused}
      emptyText={t.noPrivateClasses}
      allHeading={t.allClassesHeading}
      note={t.timeZoneNote(zone)}
      bookings={bookings}
      focusCode={focusCode}
      nameOf={(record) => record.ClassName}
      card={(record, focused) => <PrivateClassCard key={record.ClassLink} record={record} focused={focused} />}
      confirmationAction={(record) => <AddToCalendarButton record={record} />}
      split={{ isAhead: (record) => isClassAhead(record, nowMs), startsAt: (record) => Date.parse(record.DateTime) }}
    />
  );
}
