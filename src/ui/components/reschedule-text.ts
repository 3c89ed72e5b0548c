import type { ClassParty } from '../../contract/records';
import { PARTY_NOTE_MAX } from '../../domain/form-limits';

// The words of moving a class to another time (reschedule.tsx), the same on both sides' class cards.

const NOTE_MAX = PARTY_NOTE_MAX;
const other = (side: ClassParty) => (side === 'Tutor' ? 'the student' : 'the tutor');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const rescheduleText = {
  propose: 'Propose a new time',
  proposeNamed: (name: string) => `Propose a new time for ${name}`,
  formLabel: (name: string) => `New time for ${name}`,
  newTime: 'New date and time',
  newTimeHint: (zone: string) => `In your time zone (${zone}). The other side accepts or declines; until then the class keeps its time.`,
  newTimeMissing: 'Pick the new date and time.',
  message: 'Message (optional)',
  messageTooLong: `Keep the message to ${NOTE_MAX} characters or fewer.`,
  send: 'Send proposal',
  sending: 'Sending…',
  keep: 'Keep the current time',
  sent: (when: string, side: ClassParty) => `Proposal sent: ${when}. ${capital(other(side))} will accept or decline it.`,
  waiting: (when: string, side: ClassParty, expires: string) => `You proposed moving it to ${when}; waiting for ${other(side)} to answer (until ${expires}).`,
  incoming: (when: string, side: ClassParty) => `${capital(other(side))} proposes moving it to ${when}`,
  accept: 'Accept new time',
  acceptNamed: (name: string) => `Accept new time for ${name}`,
  decline: 'Decline',
  declineNamed: (name: string) => `Decline new time for ${name}`,
  accepted: (when: string) => `Accepted: the class now starts ${when}.`,
  declined: (when: string) => `Declined: the class keeps its time, ${when}.`,
  wasAccepted: (previous: string) => `Moved by agreement; it was at ${previous}.`,
  wasDeclined: (when: string, mine: boolean) => (mine ? `Your proposal to move it to ${when} was declined.` : `You declined moving it to ${when}.`),
  expired: (when: string) => `The proposal to move it to ${when} was not answered in time; the class keeps its time.`,
} as const;
