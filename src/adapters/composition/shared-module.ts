import { ContainerModule } from 'inversify';
import { CHECKOUT_SERVICE, CheckoutService } from '../../application/checkout';
import { CLASSROOM_SERVICE, ClassroomService } from '../../application/classroom';
import { PAYMENT_OUTBOX, PaymentOutbox } from '../../application/payment-outbox';
import { SESSION_SERVICE, SessionService } from '../../application/session-service';
import { CLOCK } from '../../ports/clock';
import { HOSTED_PAYMENT } from '../../ports/hosted-payment';
import { CHECKOUT_STORE } from '../../ports/checkout-store';
import { LOCAL_STORE, SESSION_STORE } from '../../ports/key-value-store';
import { LOGGER } from '../../ports/logger';
import { RANDOM_SOURCE } from '../../ports/random-source';
import { SCHEDULER } from '../../ports/scheduler';
import { SessionCheckoutStore } from '../browser/session-checkout-store';
import { ConsoleLogger } from '../browser/console-logger';
import { CryptoRandomSource } from '../browser/crypto-random-source';
import { IntervalScheduler } from '../browser/interval-scheduler';
import { LocationHostedPayment } from '../browser/location-hosted-payment';
import { SystemClock } from '../browser/system-clock';
import { WebStorageStore } from '../browser/web-storage-store';

/** The browser adapters every real profile (offline and production) shares. */
export const browserModule = new ContainerModule(({ bind }) => {
  bind(LOCAL_STORE).toConstantValue(new WebStorageStore(() => window.localStorage));
  bind(SESSION_STORE).toConstantValue(new WebStorageStore(() => window.sessionStorage));
  bind(CHECKOUT_STORE).toDynamicValue((context) => new SessionCheckoutStore(context.get(SESSION_STORE))).inSingletonScope();
  bind(CLOCK).to(SystemClock).inSingletonScope();
  bind(LOGGER).to(ConsoleLogger).inSingletonScope();
  bind(SCHEDULER).to(IntervalScheduler).inSingletonScope();
  bind(RANDOM_SOURCE).to(CryptoRandomSource).inSingletonScope();
  bind(HOSTED_PAYMENT).to(LocationHostedPayment).inSingletonScope();
  bind(SESSION_SERVICE).to(SessionService).inSingletonScope();
  bind(PAYMENT_OUTBOX).to(PaymentOutbox).inSingletonScope();
  bind(CHECKOUT_SERVICE).to(CheckoutService).inSingletonScope();
  bind(CLASSROOM_SERVICE).to(ClassroomService).inSingletonScope();
});
