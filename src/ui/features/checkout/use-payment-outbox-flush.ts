import { useEffect } from 'react';
import { PAYMENT_OUTBOX, SESSION_SERVICE } from '../../../application/tokens';
import { PERIODIC_TASK_INTERVAL_MS } from '../../../domain/constants';
import { SCHEDULER } from '../../../ports/scheduler';
import { useService } from '../../components/container-context';

/**
 * Sends the signed-in user's payments the backend has not acknowledged yet: on app start, on reconnect, every 20
 * minutes. Another user's entries on this device wait for them.
 */
export function usePaymentOutboxFlush(uid: string | null): void {
  const outbox = useService(PAYMENT_OUTBOX);
  const scheduler = useService(SCHEDULER);
  const session = useService(SESSION_SERVICE);
  useEffect(() => {
    if (uid === null) return;
    // Right after sign-in the provider says signed-in before TOKEN is stored; a flush then would get a 401 and wait
    // for the next trigger (20 minutes), so the token is made current first.
    const flush = () => void session.refreshIfExpired().then(() => outbox.flush(uid));
    flush();
    window.addEventListener('online', flush);
    const stop = scheduler.every(PERIODIC_TASK_INTERVAL_MS, flush);
    return () => {
      window.removeEventListener('online', flush);
      stop();
    };
  }, [uid, outbox, scheduler, session]);
}
