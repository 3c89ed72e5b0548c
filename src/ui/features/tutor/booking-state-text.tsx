import type { BookingState, CurrencyType } from '../../../contract/records';
import { DatedText, type Zoned } from '../../components/kit/date-time';
import { tutorText } from './tutor-text';
import { StatusPill, type Tone } from '../../components/kit/status-pill';

export interface BookingStateFacts {
  state: BookingState;
  refundAmount?: number;
  refundedAt?: string;
  currency: CurrencyType;
  /** What the student paid, when the record says (0: a free booking, which has nothing to keep or refund). */
  amount?: number;
}

/**
 * The words of one booking's state for its tutor: "Paid", "Not paid", "Refunded ₹1,500 (4:32 PM, Today)", "Cancelled
 * by you · Refunded …", "Cancelled by the student · Paid, kept (no refund)", "Left the course · Refunded …"; a free
 * booking: "Free booking", "Cancelled by the student", with no word of money.
 */
/** One part of a booking's state in words; a refund with its date is drawn with the date in a <time> (BookingStateWords). */
export type BookingStatePart = string | { refund: string; at: string };

export function bookingStateParts(facts: BookingStateFacts): BookingStatePart[] {
  const { states } = tutorText.booking;
  if (facts.amount === 0) {
    // Refunded without a cancellation is, for a free booking, only the tutor's no-show (it takes no second capture).
    if (facts.state === 'Paid') return [tutorText.booking.free];
    if (facts.state === 'Refunded') return [tutorText.booking.free, tutorText.booking.noShow];
    return [states[facts.state]];
  }
  const refund =
    facts.refundAmount !== undefined && facts.refundAmount > 0
      ? facts.refundedAt
        ? { refund: tutorText.money(facts.refundAmount, facts.currency), at: facts.refundedAt }
        : tutorText.booking.refund(tutorText.money(facts.refundAmount, facts.currency))
      : null;
  switch (facts.state) {
    case 'Paid':
      return refund ? [states.Paid, refund] : [states.Paid];
    case 'NotPaid':
      return [states.NotPaid];
    case 'Refunded':
      return [refund ?? states.Refunded];
    case 'CancelledByTutor':
    case 'CancelledByStudent':
      return [states[facts.state], refund ?? tutorText.booking.kept];
    case 'LeftCourse':
      return [states.LeftCourse, refund ?? tutorText.booking.nothingRefunded];
  }
}

/** The parts joined by ' · ', as one line of text, with a refund's date in the viewer's zone inside <time>. */
export function BookingStateWords({ parts, zoned }: { parts: BookingStatePart[]; zoned: Zoned }) {
  const refunds = parts.filter((part) => typeof part !== 'string');
  if (refunds.length === 0) return parts.join(' · ');
  // The whole line is one sentence, so the words around the dates stay one run of text, as before.
  const line = (...when: string[]) => {
    let next = 0;
    return parts.map((part) => (typeof part === 'string' ? part : tutorText.booking.refund(part.refund, when[next++]))).join(' · ');
  };
  return <DatedText dates={refunds.map((refund) => ({ value: refund.at }))} {...zoned} text={line} />;
}

/** A booking's state as a pill: the success tone while the tutor keeps money from it, a warning while it is unpaid. */
export function BookingStateBadge({ facts, now, timeZone }: { facts: BookingStateFacts; now: Date; timeZone: string }) {
  const keeps = facts.amount !== 0 && (facts.state === 'Paid' || ((facts.state === 'CancelledByStudent' || facts.state === 'CancelledByTutor') && !(facts.refundAmount && facts.refundAmount > 0)));
  const tone: Tone = keeps ? 'success' : facts.state === 'NotPaid' ? 'warning' : 'neutral';
  return (
    <StatusPill tone={tone} className="sentence">
      <BookingStateWords parts={bookingStateParts(facts)} zoned={{ now, timeZone }} />
    </StatusPill>
  );
}
