import { CheckoutRedirect } from '../features/checkout/checkout-redirect';

/** /checkout-page: goes on to the checkout of the class held in session storage (see CheckoutRedirect). */
export default function CheckoutPage() {
  return <CheckoutRedirect />;
}
