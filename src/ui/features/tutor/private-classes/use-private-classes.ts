import type { ClassStatus } from '../../../../contract/records';
import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import type { NewPrivateClass } from '../../../../ports/private-class-api';
import { useService } from '../../../components/container-context';
import { worded } from '../../../components/form/save-outcome';
import { useAsyncList } from '../../../components/use-async';
import { useClassPlans } from '../../../components/use-class-plans';
import { tutorText } from '../tutor-text';

/** The tutor's private classes: list (/GetPrivateClass), create (/SavePrivateClass), status change (/ChangePrivateClassStatus), and plans changing (cancel, a new time: ClassPlans). */
export function usePrivateClasses() {
  const workspace = useService(TUTOR_WORKSPACE);
  const list = useAsyncList(() => workspace.privateClasses(), 'tutor-private-classes');
  return {
    list,
    create: worded((input: NewPrivateClass) => workspace.createPrivateClass(input), { failed: tutorText.errors.saveFailed, overlap: (refusal) => tutorText.errors.overlap(refusal.serverMessage) }, list.refresh),
    ...useClassPlans(list.refresh, { cancel: tutorText.errors.statusFailed, reschedule: tutorText.errors.rescheduleFailed }),
    changeStatus: worded((classId: number, status: ClassStatus) => workspace.changePrivateClassStatus(classId, status), { failed: tutorText.errors.statusFailed }, list.refresh),
  };
}
