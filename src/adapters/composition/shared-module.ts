import { ContainerModule } from 'inversify';
import { bindUseCases } from '../../application/bindings';
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
  bindUseCases(bind);
});
