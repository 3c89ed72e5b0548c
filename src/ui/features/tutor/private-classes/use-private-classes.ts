import type { ClassStatus } from '../../../../contract/records';
import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import type { NewPrivateClass } from '../../../../ports/private-class-api';
import { useService } from '../../../components/container-context';
import { useInvalidate, useReadList } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';
import { worded } from '../../../components/form/save-outcome';
import { useClassPlans } from '../../../components/use-class-plans';
import { tutorText } from '../tutor-text';

/** The tutor's private classes: list (/GetPrivateClass), create (/SavePrivateClass), status change (/ChangePrivateClassStatus), and plans changing (cancel, a new time: ClassPlans). */
export function usePrivateClasses() {
  const workspace = useService(TUTOR_WORKSPACE);
  const list = useReadList(TUTOR_WORKSPACE, tutorReads.privateClasses, (tutor) => tutor.privateClasses());
  const invalidate = useInvalidate();
  // A change shows in the list, the upcoming classes and (a cancellation's refund) the earnings.
  const changed = () => {
    for (const key of [tutorReads.privateClasses, tutorReads.upcoming, tutorReads.earnings]) void invalidate(key);
  };
  return {
    list,
    create: worded((input: NewPrivateClass) => workspace.createPrivateClass(input), { failed: tutorText.errors.saveFailed, overlap: (refusal) => tutorText.errors.overlap(refusal.serverMessage) }, changed),
    ...useClassPlans(changed, { cancel: tutorText.errors.statusFailed, reschedule: tutorText.errors.rescheduleFailed }),
    changeStatus: worded((classId: number, status: ClassStatus) => workspace.changePrivateClassStatus(classId, status), { failed: tutorText.errors.statusFailed }, changed),
  };
}
