import { CLASS_PLANS } from '../../application/tokens';
import { useService } from './container-context';
import { worded } from './form/save-outcome';

/**
 * A private class's cancel, propose-a-new-time and answer, as either side's card calls them (ClassPlans): a refusal in
 * the screen's words (`failed`), and `after` (a reload of what shows the class) once it went through.
 */
export function useClassPlans(after: () => void, failed: { cancel: string; reschedule: string }) {
  const plans = useService(CLASS_PLANS);
  return {
    cancel: worded((classCode: string, reason?: string) => plans.cancel(classCode, reason), { failed: failed.cancel }, after),
    propose: worded((classCode: string, newDateTime: string, message?: string) => plans.proposeReschedule(classCode, newDateTime, message), { failed: failed.reschedule }, after),
    answer: worded((proposalId: number, accept: boolean) => plans.answerReschedule(proposalId, accept), { failed: failed.reschedule }, after),
  };
}
