/** User-visible texts of checkout and payment (one place, so LangID can select translations later). */
export const checkoutText = {
  pleaseWait: 'Please Wait.....',
  untrustedPaymentPage:
    'This payment page is not on the list of trusted payment providers, so it was not opened. Nothing was charged.',
  noPaymentForm: 'The payment form is missing, so nothing was sent. Nothing was charged.',
} as const;
