import { ContainerModule } from 'inversify';
import { SESSION_SERVICE, SessionService } from '../../application/session-service';
import { AUTH_GATEWAY } from '../../ports/auth-gateway';
import { CLOCK } from '../../ports/clock';
import { HOSTED_PAYMENT } from '../../ports/hosted-payment';
import { LOCAL_STORE, SESSION_STORE } from '../../ports/key-value-store';
import { LOGGER } from '../../ports/logger';
import { PAYMENT_WIDGET } from '../../ports/payment-widget';
import { PROFILE_API } from '../../ports/profile-api';
import { RANDOM_SOURCE } from '../../ports/random-source';
import { SCHEDULER } from '../../ports/scheduler';
import { TOPICS_API } from '../../ports/topics-api';
import { FakeAuthGateway } from '../fakes/fake-auth-gateway';
import { FakeHostedPayment } from '../fakes/fake-hosted-payment';
import { FakePaymentWidget } from '../fakes/fake-payment-widget';
import { FakeProfileApi } from '../fakes/fake-profile-api';
import { FakeTopicsApi } from '../fakes/fake-topics-api';
import { InMemoryStore } from '../fakes/in-memory-store';
import { ManualClock } from '../fakes/manual-clock';
import { ManualScheduler } from '../fakes/manual-scheduler';
import { MemoryLogger } from '../fakes/memory-logger';
import { SeededRandomSource } from '../fakes/seeded-random-source';

/** Every port bound to an in-memory fake; tests rebind what they need. */
export const testModule = new ContainerModule(({ bind }) => {
  bind(LOCAL_STORE).toConstantValue(new InMemoryStore());
  bind(SESSION_STORE).toConstantValue(new InMemoryStore());
  bind(CLOCK).toConstantValue(new ManualClock());
  bind(LOGGER).toConstantValue(new MemoryLogger());
  bind(SCHEDULER).toConstantValue(new ManualScheduler());
  bind(RANDOM_SOURCE).toConstantValue(new SeededRandomSource());
  bind(AUTH_GATEWAY).toConstantValue(new FakeAuthGateway());
  bind(PAYMENT_WIDGET).toConstantValue(new FakePaymentWidget());
  bind(HOSTED_PAYMENT).toConstantValue(new FakeHostedPayment());
  bind(PROFILE_API).toConstantValue(new FakeProfileApi());
  bind(TOPICS_API).toConstantValue(new FakeTopicsApi());
  bind(SESSION_SERVICE).to(SessionService).inSingletonScope();
});
