import { useEffect } from 'react';
import { PERIODIC_TASK_INTERVAL_MS } from '../../../domain/constants';
import { LOCAL_STORE, type KeyValueStore } from '../../../ports/key-value-store';
import { LOGGER, type Logger } from '../../../ports/logger';
import { PAYMENT_API, type PaymentApi } from '../../../ports/payment-api';
import { SCHEDULER, type Scheduler } from '../../../ports/scheduler';
import { useService } from '../../app/container-context';
import { flushOutbox } from './payment-outbox-store';

/**
 * Sends the signed-in user's payments the backend has not acknowledged yet: on app start, on reconnect, every 20
 * minutes. Another user's entries on this device wait for them.
 */
export function usePaymentOutboxFlush(uid: string | null): void {
  const store = useService<KeyValueStore>(LOCAL_STORE);
  const api = useService<PaymentApi>(PAYMENT_API);
  const logger = useService<Logger>(LOGGER);
  const scheduler = useService<Scheduler>(SCHEDULER);
  useEffect(() => {
    if (uid === null) return;
    const flush = () => void flushOutbox(store, api, logger, uid);
    flush();
    window.addEventListener('online', flush);
    const stop = scheduler.every(PERIODIC_TASK_INTERVAL_MS, flush);
    return () => {
      window.removeEventListener('online', flush);
      stop();
    };
  }, [uid, store, api, logger, scheduler]);
}
