import type { CheckoutProblem } from '../../../application/checkout';
import type { PaymentFormProblem } from './parse-payment-form';
import { formatMoney } from '../../../domain/money';

/** User-visible texts of checkout and payment (one place, so LangID can select translations later). */
export const checkoutText = {
  pleaseWait: 'Please Wait.....',
  untrustedPaymentPage:
    'This payment page is not on the list of trusted payment providers, so it was not opened. Nothing was charged.',
  noPaymentForm: 'The payment form is missing, so nothing was sent. Nothing was charged.',
  heading: 'Payment',
  backToClass: 'Back to the class',
  backToCourse: 'Back to the course',
  className: 'Class',
  courseName: 'Course',
  duration: 'Duration',
  minutes: (minutes: number) => `${String(minutes)} min`,
  /** A slot of the tutor's hours is held while the student pays (HeldUntil, issue 39). */
  heldUntil: (instant: string, timeZone: string) =>
    `Held for you until ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant))}`,
  /** Before paying for a class that starts within the tutor's cancellation notice (the cancellation rule's figure). */
  startsWithinNotice: (hours: number) => `This lesson starts within ${String(hours)} hours: it cannot be cancelled for a refund.`,
  tutorCancelsRefunds: 'If the tutor cancels, you are refunded in full.',
  dateTime: 'Date and time',
  sessions: (count: number) => (count === 1 ? 'Session' : `Sessions (${String(count)})`),
  sessionsOf: (course: string) => `Sessions of ${course}`,
  session: (title: string, when: string, duration: string) => `${title}: ${when} · ${duration}`,
  promoCode: 'Promo code',
  apply: 'Apply',
  sessionPrice: 'Session price',
  courseFee: 'Course fee',
  transactionFee: 'Transaction fee',
  discount: 'Discount',
  total: 'Total',
  payNow: 'Pay Now',
  paying: 'Processing…',
  summary: 'Price details',
  order: 'Your order',
  tutor: 'Tutor',
  providerNote: 'Payments are handled by Razorpay: your card or UPI details go to Razorpay, never to us.',
  freeNote: 'This class is free: booking it charges nothing and opens no payment window.',
  amount: (amount: number, currency: string) => formatMoney(amount, currency),
  loadFailed: 'This class could not be loaded. Check the link, or go back and open it again.',
  paymentStartFailed: 'The payment could not be started. Nothing was charged. Please try again.',
  paidBadge: 'Paid',
  paidAlready: 'You have paid for this already; nothing more is due.',
  openPaid: (name: string) => `Go to ${name}`,
  openRefused: (name: string) => `Open ${name}`,
  paymentRefused: (reason: string) => `The payment was not started: ${reason} Nothing was charged.`,
  // A free class (total 0) is booked without the payment provider: the button says so rather than 'Pay Now'.
  bookFree: 'Book for free',
  bookingFree: 'Booking…',
  bookedFree: 'Booked. This class is free: nothing was charged.',
  bookedBadge: 'Booked',
  bookedAlready: 'You have booked this already; it is free, nothing is due.',
  bookingRefused: (reason: string) => `The class was not booked: ${reason} Nothing was charged.`,
  priceChanged: (total: string) =>
    `The price changed since this page was opened: the total is now ${total}. Nothing was charged. Check the new total and press Pay Now to pay it.`,
  noPaymentId:
    'The payment provider did not send a payment ID, so this payment cannot be confirmed. If you were charged, contact support before paying again.',
  widgetFailed: 'The payment window could not be opened. Nothing was charged. Check your connection and try again.',
  confirming: 'Payment received — confirming with the school…',
  confirmed: 'Payment confirmed.',
  refunded: (reason: string | null) =>
    `The school did not keep this payment and has refunded it in full${reason ? `: ${reason}` : '.'} The refund shows in your payment history; your bank or card provider may take a few days to return it.`,
  unverified: (reason: string | null) =>
    `The school could not confirm this payment with the payment provider${reason ? `: ${reason}` : '.'} If you were charged, the provider reports it to the school directly and the class will show as paid within minutes; check your payment history before paying again.`,
  willRetry:
    'Your payment was received but the school has not recorded it yet. It is kept safely on this device and will be sent again automatically.',
  needsAttention: (reason: string, paymentId: string) =>
    `The school could not record your payment: ${reason} It will not be sent again automatically. Keep the payment ID ${paymentId} and contact support; nothing more is charged.`,
  noted: 'I have noted the payment ID',
  payNowHeld: 'Pay Now stays off until this payment is recorded, so you are never charged twice.',
  retryNow: 'Try again now',
  failedNothingCharged: 'Nothing was charged.',
  failedReason: (reason: string) => `The payment provider said: ${reason}`,
  tryAgain: 'Try again',
  noticeReceived: 'Payment received',
  noticeBooked: (name: string) => `“${name}” is booked and paid.`,
  noticeFailed: 'Transaction Failed!',
  noticeFailedFor: (name: string) => `Your payment for “${name}” did not go through. Nothing was charged.`,
  noticeOpenCheckout: 'Open the checkout',
  noticeClose: 'Close',
  noticeRegion: 'Your payment',
  nothingToPay: 'There is no class waiting for payment in this tab. Open the class you booked and choose Pay from there.',
  toDashboard: 'Go to your dashboard',
} as const;

/** The checkout's one wording of its problems' codes (the checkout's, and the /payment page's form). */
export function checkoutProblemText(problem: CheckoutProblem | PaymentFormProblem): string {
  switch (problem.code) {
    case 'untrusted-payment-page':
    case 'untrusted-action':
      return checkoutText.untrustedPaymentPage;
    case 'no-form':
      return checkoutText.noPaymentForm;
    case 'payment-refused':
      return checkoutText.paymentRefused(problem.serverMessage);
    case 'payment-start-failed':
      return checkoutText.paymentStartFailed;
    case 'widget-failed':
      return checkoutText.widgetFailed;
    case 'no-payment-id':
      return checkoutText.noPaymentId;
    case 'booking-refused':
      return checkoutText.bookingRefused(problem.serverMessage);
    case 'price-changed':
      return checkoutText.priceChanged(checkoutText.amount(problem.total, problem.currencyType));
  }
}
