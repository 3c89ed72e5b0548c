import { formatMoney } from '../../../domain/money.mjs';

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
  dateTime: 'Date and time',
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
  amount: (amount: number, currency: string) => formatMoney(amount, currency),
  loadFailed: 'This class could not be loaded. Check the link, or go back and open it again.',
  paymentStartFailed: 'The payment could not be started. Nothing was charged. Please try again.',
  paidBadge: 'Paid',
  paidAlready: 'You have paid for this already; nothing more is due.',
  openPaid: (name: string) => `Go to ${name}`,
  openRefused: (name: string) => `Open ${name}`,
  paymentRefused: (reason: string) => `The payment was not started: ${reason} Nothing was charged.`,
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
  nothingToPay: 'There is no class waiting for payment in this tab. Open the class you booked and choose Pay from there.',
  toDashboard: 'Go to your dashboard',
} as const;
