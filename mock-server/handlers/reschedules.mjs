// Moving a private class to another time (ProposeReschedule, AnswerReschedule): one side proposes, the other accepts or
// declines; the rule is the domain's (src/domain/reschedule-policy.ts); the payment is not touched.
import { deadlineAfterMove, freeCancellationDeadline } from '../../src/domain/cancellation-policy.ts';
import { newTimeProblem, proposalExpiresAt, proposalState } from '../../src/domain/reschedule-policy.ts';
import { badRequest, conflict, forbidden, notFound, pick } from '../lib/http.mjs';
import { addRecord, capturedFor, findOverlap, tutorCalendar } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { noticeHoursForTutor, partyOf } from './cancellations.mjs';
import { publishEvent } from '../lib/events.mjs';
import { privateClassFacts, studentFacts } from '../lib/event-facts.mjs';

/**
 * A proposal's news for the side that did not act (`actor`: Tutor or Student), in the same write: the student who paid
 * hears from the tutor, the tutor from the student.
 */
function announce(ctx, record, type, actor, facts) {
  const studentId = capturedFor(ctx.state, record.ClassLink)[0]?.StudentID;
  const to = actor === 'Tutor' ? (studentId ? [studentId] : []) : [record.TutorID];
  if (to.length === 0) return;
  publishEvent(ctx, to, { Type: type, ...privateClassFacts(ctx.state, record), ...(studentId ? studentFacts(ctx.state, studentId) : {}), By: actor, ...facts });
}

const PROPOSAL_KEYS = ['ProposalID', 'ClassCode', 'ProposedBy', 'ProposedAt', 'PreviousDateTime', 'NewDateTime', 'ExpiresAt', 'Message', 'Status', 'AnsweredAt'];

/** A proposal as the contract shows it: its state now (a pending one that ran out reads Expired). */
export function proposalView(proposal, now) {
  return { ...pick(proposal, PROPOSAL_KEYS), Status: proposalState(proposal, now.getTime()) };
}

/** The latest proposal of a private class, as shown on the class (PrivateClass.Reschedule), or null. */
export function latestProposal(state, classCode) {
  return state.rescheduleProposals.filter((p) => p.ClassCode === classCode).reduce((latest, p) => (!latest || p.ProposalID > latest.ProposalID ? p : latest), null);
}

/** 409 on NewDateTime when the class at `start` would overlap another class or session of its tutor. */
function assertFree(state, record, start, now) {
  const clash = findOverlap(tutorCalendar(state, record.TutorID, now), start, record.Duration, `pc:${record.ClassID}`);
  if (clash) throw conflict(`The new time overlaps the tutor's ${clash.what}.`, 'NewDateTime');
}

export default function register(api) {
  api.post('/ProposeReschedule', (ctx) => {
    const { state, body, now } = ctx;
    const record = state.privateClasses.find((c) => c.ClassLink === body.ClassCode);
    if (!record) throw notFound(`No private class ${body.ClassCode}.`);
    const by = partyOf(ctx, record, { refusal: 'Only the student who paid for this class can propose a new time.' });
    const problem = newTimeProblem({ status: record.Status, startsAt: record.DateTime }, body.NewDateTime, now.getTime());
    if (problem?.code === 'closed') throw conflict(problem.message, 'ClassCode');
    if (problem) throw badRequest('NewDateTime', problem.message);
    // A new time is agreed between the tutor and the student who paid: with nobody paid, the tutor just edits the class.
    if (capturedFor(state, record.ClassLink).length === 0) throw conflict('Nobody has paid for this class yet: there is nobody to agree a new time with.', 'ClassCode');
    const waiting = latestProposal(state, record.ClassLink);
    if (waiting && proposalState(waiting, now.getTime()) === 'Pending') throw conflict('A proposed new time is already waiting for an answer.', 'ClassCode');
    assertFree(state, record, Date.parse(body.NewDateTime), now);
    const proposal = addRecord(state.rescheduleProposals, 'ProposalID', {
      ClassCode: record.ClassLink,
      ProposedBy: by,
      ProposedAt: iso(now),
      PreviousDateTime: record.DateTime,
      NewDateTime: body.NewDateTime,
      ExpiresAt: iso(new Date(proposalExpiresAt(iso(now), record.DateTime, body.NewDateTime))),
      ...(body.Message ? { Message: body.Message } : {}),
      Status: 'Pending',
    });
    announce(ctx, record, 'reschedule.proposed', by, { ProposalID: proposal.ProposalID, NewDateTime: proposal.NewDateTime });
    ctx.persist();
    return proposalView(proposal, now);
  });

  api.post('/AnswerReschedule', (ctx) => {
    const { state, body, now } = ctx;
    const proposal = state.rescheduleProposals.find((p) => p.ProposalID === body.ProposalID);
    if (!proposal) throw notFound(`No reschedule proposal ${body.ProposalID}.`);
    const record = state.privateClasses.find((c) => c.ClassLink === proposal.ClassCode);
    if (!record) throw notFound(`No private class ${proposal.ClassCode}.`);
    const side = partyOf(ctx, record, { refusal: 'Only the student who paid for this class can answer for it.' });
    if (side === proposal.ProposedBy) throw forbidden('You proposed this time; the other side answers it.');
    const answer = body.Accept ? 'Accepted' : 'Declined';
    // The same answer again (a retry after a lost answer): the proposal as answered.
    if (proposal.Status === answer) return proposalView(proposal, now);
    const current = proposalState(proposal, now.getTime());
    if (current !== 'Pending') throw conflict(`This proposal is ${current.toLowerCase()}; the class keeps its time.`, 'ProposalID');
    if (body.Accept) {
      const problem = newTimeProblem({ status: record.Status, startsAt: record.DateTime }, proposal.NewDateTime, now.getTime());
      if (problem) throw conflict(problem.message, 'ProposalID');
      assertFree(state, record, Date.parse(proposal.NewDateTime), ctx.now);
      // The free-cancellation deadline after the move (the domain's rule): until the new start when the tutor asked for
      // it, else no later than it was.
      const payment = capturedFor(state, record.ClassLink)[0];
      const noticeHours = payment?.CancellationNoticeHours ?? noticeHoursForTutor(state, record.TutorID);
      const previousDeadlineMs = freeCancellationDeadline({ startsAt: record.DateTime, noticeHours, freeUntil: record.FreeCancellationUntil });
      record.FreeCancellationUntil = deadlineAfterMove({ proposedBy: proposal.ProposedBy, previousDeadlineMs, newStartsAt: proposal.NewDateTime, noticeHours });
      record.DateTime = proposal.NewDateTime;
      record.Revision = (record.Revision ?? 0) + 1;
    }
    Object.assign(proposal, { Status: answer, AnsweredAt: iso(now) });
    announce(ctx, record, 'reschedule.answered', side, { ProposalID: proposal.ProposalID, NewDateTime: proposal.NewDateTime, Accepted: Boolean(body.Accept) });
    ctx.persist();
    return proposalView(proposal, now);
  });
}
