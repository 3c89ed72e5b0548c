import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CHECKOUT_SERVICE } from '../../../application/tokens';
import type { CheckoutKind } from '../../../domain/return-path';
import { useService } from '../../components/container-context';
import { useAuthSession } from '../../components/auth/use-auth-session';

/** The checkout screen's view of its use case (src/application/checkout.ts): the state to render and the actions. */
export function useCheckout(kind: CheckoutKind, code: string) {
  const service = useService(CHECKOUT_SERVICE);
  const session = useAuthSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const checkout = useMemo(() => service.open(kind, code, uid), [service, kind, code, uid]);
  const state = useSyncExternalStore(checkout.subscribe, checkout.getSnapshot);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    void checkout.load();
    return () => checkout.dispose();
  }, [checkout]);

  // Back from the hosted payment page: the result is in the address, handled once and then cleared from it.
  useEffect(() => {
    if (state.status === 'ready' && checkout.returnFromHosted(params)) setParams({}, { replace: true });
  }, [state.status, checkout, params, setParams]);

  useEffect(() => {
    if (state.next === null) return;
    const { to, paymentForm } = state.next;
    // Like the hosted page's location.replace, /payment takes the checkout's place in the history.
    if (paymentForm) void navigate(to, { replace: true, state: { paymentForm } });
    else void navigate(to);
  }, [state.next, navigate]);

  return {
    state,
    pay: () => checkout.pay(),
    retrySave: () => checkout.retrySave(),
    dismissHeld: () => checkout.dismissHeld(),
    closeDialog: () => checkout.closeDialog(),
    tryAgain: () => checkout.tryAgain(),
  };
}
