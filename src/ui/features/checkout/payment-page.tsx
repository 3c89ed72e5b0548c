import { useLocation } from 'react-router-dom';
import { PAYMENT_CONFIG } from '../../../ports/payment-config';
import { useService } from '../../components/container-context';
import { PageTitle } from '../../components/page-title';
import { checkoutText } from './checkout-text';
import { PaymentWaitScreen } from './payment-wait-screen';

/**
 * /payment: the spec's payment wait screen for a hosted payment form the caller supplies in the navigation state
 * (`navigate('/payment', { state: { paymentForm } })`: markup, or the PaymentForm of a payment link, which the checkout
 * sends here). Without one it says so; nothing is posted.
 */
export function PaymentPage() {
  const { state } = useLocation() as { state: { paymentForm?: unknown } | null };
  const config = useService(PAYMENT_CONFIG);
  return (
    <section className="page checkout">
      <PageTitle>{checkoutText.heading}</PageTitle>
      {/* The kit's card class (checkout.css comes with the checkout's chunk; the stylesheet is one for the whole app). */}
      <section className="card order-summary order-waiting" aria-label={checkoutText.order}>
        <PaymentWaitScreen paymentForm={state?.paymentForm} allowedOrigins={config.allowedPaymentOrigins} />
        <p className="order-provider">{checkoutText.providerNote}</p>
      </section>
    </section>
  );
}
