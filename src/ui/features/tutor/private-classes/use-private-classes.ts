import type { ClassStatus } from '../../../../contract/records';
import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import type { NewPrivateClass } from '../../../../ports/private-class-api';
import { useChange, useReadList } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';
import { useClassPlans } from '../../../components/use-class-plans';
import { useRefreshOnEvents } from '../../../components/use-refresh-on-events';
import { tutorText } from '../tutor-text';

/** The tutor's private classes: list (/GetPrivateClass), create (/SavePrivateClass), status change (/ChangePrivateClassStatus), and plans changing (cancel, a new time: ClassPlans). */
export function usePrivateClasses() {
  // A change shows in the list, the upcoming classes, (a cancellation's refund) the earnings, and the booking's state in
  // the Students table.
  const changes = [tutorReads.privateClasses, tutorReads.upcoming, tutorReads.earnings, tutorReads.students];
  // The student's booking, cancellation or new time, pushed: the same reads.
  useRefreshOnEvents({ classes: changes, payments: [tutorReads.earnings] });
  return {
    list: useReadList(TUTOR_WORKSPACE, tutorReads.privateClasses, (tutor) => tutor.privateClasses()),
    create: useChange(
      TUTOR_WORKSPACE,
      (tutor, input: NewPrivateClass) => tutor.createPrivateClass(input),
      { failed: tutorText.errors.saveFailed, overlap: (refusal) => tutorText.errors.overlap(refusal.serverMessage) },
      changes,
    ),
    ...useClassPlans(changes, { cancel: tutorText.errors.statusFailed, reschedule: tutorText.errors.rescheduleFailed }),
    changeStatus: useChange(TUTOR_WORKSPACE, (tutor, classId: number, status: ClassStatus) => tutor.changePrivateClassStatus(classId, status), { failed: tutorText.errors.statusFailed }, changes),
  };
}
