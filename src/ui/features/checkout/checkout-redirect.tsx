import { Link, Navigate } from 'react-router-dom';
import { SESSION_STORAGE_KEYS } from '../../../domain/constants';
import { SESSION_STORE, type KeyValueStore } from '../../../ports/key-value-store';
import { useService } from '../../components/container-context';
import { PageTitle } from '../../components/page-title';
import { checkoutText } from './checkout-text';
import { paths } from '../../../domain/routes';

function storedLink(store: KeyValueStore, key: string): string | null {
  try {
    const value = JSON.parse(store.get(key) ?? 'null') as { ClassLink?: unknown } | null;
    return typeof value?.ClassLink === 'string' && value.ClassLink.length > 0 ? value.ClassLink : null;
  } catch {
    return null;
  }
}

/**
 * The spec's other checkout routes (/class-checkout, /checkout-page) carry no class code: they go on to the checkout
 * of the class held in session storage (a private class first, then a group course), or say there is nothing to pay.
 */
export function CheckoutRedirect() {
  const store = useService(SESSION_STORE);
  const privateClass = storedLink(store, SESSION_STORAGE_KEYS.PRIVATE_CLASS);
  if (privateClass) return <Navigate replace to={paths.privateClassCheckout(privateClass)} />;
  const course = storedLink(store, SESSION_STORAGE_KEYS.GROUP_COURSE);
  if (course) return <Navigate replace to={paths.courseClassCheckout(course)} />;
  return (
    <section className="page">
      <PageTitle>{checkoutText.heading}</PageTitle>
      <p>{checkoutText.nothingToPay}</p>
      <Link to={paths.studentDashboard()}>{checkoutText.toDashboard}</Link>
    </section>
  );
}
