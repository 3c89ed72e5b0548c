import { CLASS_PLANS } from '../../application/tokens';
import { useChange, type ReadKey } from './server-state';

/**
 * A private class's cancel, propose-a-new-time and answer, as either side's card calls them (ClassPlans): a refusal in
 * the screen's words (`failed`), and the reads under `changes` (what shows the class) read again once it went through.
 */
export function useClassPlans(changes: readonly ReadKey[], failed: { cancel: string; reschedule: string }) {
  return {
    cancel: useChange(CLASS_PLANS, (plans, classCode: string, reason?: string) => plans.cancel(classCode, reason), { failed: failed.cancel }, changes),
    propose: useChange(
      CLASS_PLANS,
      (plans, classCode: string, newDateTime: string, message?: string) => plans.proposeReschedule(classCode, newDateTime, message),
      { failed: failed.reschedule },
      changes,
    ),
    answer: useChange(CLASS_PLANS, (plans, proposalId: number, accept: boolean) => plans.answerReschedule(proposalId, accept), { failed: failed.reschedule }, changes),
  };
}
