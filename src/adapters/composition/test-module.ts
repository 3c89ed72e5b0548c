import { ContainerModule } from 'inversify';
import { bindUseCases } from '../../application/bindings';
import { AUTH_GATEWAY } from '../../ports/auth-gateway';
import { CLOCK } from '../../ports/clock';
import { HOSTED_PAYMENT } from '../../ports/hosted-payment';
import { CHECKOUT_STORE } from '../../ports/checkout-store';
import { LOCAL_STORE, SESSION_STORE } from '../../ports/key-value-store';
import { LOGGER } from '../../ports/logger';
import { PAYMENT_WIDGET, type PaymentWidget } from '../../ports/payment-widget';
import { PAYMENT_CONFIG } from '../../ports/payment-config';
import { RANDOM_SOURCE } from '../../ports/random-source';
import { SCHEDULER } from '../../ports/scheduler';
import { VIDEO_CALL } from '../../ports/video-call';
import { SessionCheckoutStore } from '../browser/session-checkout-store';
import { createBackendAdapters, type BackendAdapters } from '../backend/backend-adapters';
import { bindBackendPorts, eachBackendPort } from '../backend/backend-bindings';
import { FakeAuthGateway } from '../fakes/fake-auth-gateway';
import { FakeHostedPayment } from '../fakes/fake-hosted-payment';
import { FakePaymentWidget } from '../fakes/fake-payment-widget';
import { FakeVideoCall } from '../fakes/fake-video-call';
import { InMemoryStore } from '../fakes/in-memory-store';
import { ManualClock } from '../fakes/manual-clock';
import { ManualScheduler } from '../fakes/manual-scheduler';
import { MemoryLogger } from '../fakes/memory-logger';
import { SeededRandomSource } from '../fakes/seeded-random-source';

export interface TestModuleOptions {
  /**
   * Where the backend ports go: the HTTP adapters against the mock backend, which tests start in their own process
   * (tests/component/backend.ts). Left out, every backend call rejects with 'not configured' (tests of the app's
   * services that never reach the backend).
   */
  backendUrl?: string;
  /** The clock the screens read; tests hand the mock backend the same one, so a class's phase reads the same on both sides. */
  clock?: ManualClock;
  /** The payment provider's checkout; by default a fake the test completes by hand. Component tests drive the mock's provider stand-in. */
  paymentWidget?: PaymentWidget;
}

/**
 * The test profile: providers (auth, payment widget, hosted page, video) and the browser's infrastructure (storage,
 * clock, scheduler, randomness, logs) are in-memory fakes; the backend is the real HTTP adapters against the one
 * mock backend, so component tests run on the same rules and seed as the offline product and Pact. Tests rebind
 * what they need.
 */
export function testModule(options: TestModuleOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LOCAL_STORE).toConstantValue(new InMemoryStore());
    bind(SESSION_STORE).toConstantValue(new InMemoryStore());
    bind(CHECKOUT_STORE).toDynamicValue((context) => new SessionCheckoutStore(context.get(SESSION_STORE))).inSingletonScope();
    bind(CLOCK).toConstantValue(options.clock ?? new ManualClock('2026-05-01T09:00:00Z'));
    bind(LOGGER).toConstantValue(new MemoryLogger());
    bind(SCHEDULER).toConstantValue(new ManualScheduler());
    bind(RANDOM_SOURCE).toConstantValue(new SeededRandomSource());
    bind(AUTH_GATEWAY).toConstantValue(new FakeAuthGateway());
    bind(PAYMENT_WIDGET).toConstantValue(options.paymentWidget ?? new FakePaymentWidget());
    bind(HOSTED_PAYMENT).toConstantValue(new FakeHostedPayment());
    bind(PAYMENT_CONFIG).toConstantValue({ allowedPaymentOrigins: ['https://pay.example.test'] });
    const base = options.backendUrl?.replace(/\/$/, '');
    if (base) {
      // Loaded eagerly (no lazy proxy), so tests can spy on an adapter's methods.
      let adapters: BackendAdapters | null = null;
      eachBackendPort((token, pick) => {
        bind(token).toDynamicValue((context) => {
          adapters ??= createBackendAdapters(
            { backend: base, functions: `${base}/functions` },
            { local: context.get(LOCAL_STORE), random: context.get(RANDOM_SOURCE) },
          );
          return pick(adapters);
        });
      });
    } else bindBackendPorts(bind, { backend: undefined, functions: undefined });
    bindUseCases(bind);
    bind(VIDEO_CALL).toConstantValue(new FakeVideoCall());
  });
}
