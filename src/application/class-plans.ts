import { inject, injectable } from 'inversify';
import type { Cancellation, RescheduleProposal } from '../contract/records';
import { PRIVATE_CLASS_API, type PrivateClassApi } from '../ports/private-class-api';
import { attempt, type Outcome } from './outcome';

/**
 * When plans change for a private class, the same for its two sides (the tutor and the student who paid): cancel it
 * (refunded by the cancellation rule), propose a new time, answer the other side's proposal. The backend decides who
 * may; refusals come back coded (a class that has started, a clash with the tutor's calendar: 'conflict').
 */
@injectable()
export class ClassPlans {
  constructor(@inject(PRIVATE_CLASS_API) private readonly api: PrivateClassApi) {}

  /** /CancelPrivateClass. */
  cancel(classCode: string, reason?: string): Promise<Outcome<Cancellation>> {
    return attempt(() => this.api.cancel(classCode, reason));
  }

  /** /ProposeReschedule: a new time; the other side answers. */
  proposeReschedule(classCode: string, newDateTime: string, message?: string): Promise<Outcome<RescheduleProposal>> {
    return attempt(() => this.api.proposeReschedule(classCode, newDateTime, message));
  }

  /** /AnswerReschedule: accept (the class moves) or decline (it stays). */
  answerReschedule(proposalId: number, accept: boolean): Promise<Outcome<RescheduleProposal>> {
    return attempt(() => this.api.answerReschedule(proposalId, accept));
  }
}
