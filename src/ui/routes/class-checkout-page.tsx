import { CheckoutRedirect } from '../features/checkout/checkout-redirect';

/** /class-checkout: goes on to the checkout of the class held in session storage (see CheckoutRedirect). */
export default function ClassCheckoutPage() {
  return <CheckoutRedirect />;
}
