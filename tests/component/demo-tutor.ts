import type { Container } from 'inversify';
import { FAKE_DEMO, FakeBackendDb } from '../../src/adapters/fakes/fake-backend-db';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import type { FakeProfileApi } from '../../src/adapters/fakes/fake-profile-api';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { PROFILE_API } from '../../src/ports/profile-api';

/** Makes the fakes act as the demo tutor (Asha Rao), signed in, with a profile in `timeZone`; returns the fake backend. */
export function actAsDemoTutor(container: Container, timeZone = 'UTC'): FakeBackendDb {
  const db = container.get(FakeBackendDb);
  db.currentUid = FAKE_DEMO.tutor.uid;
  container.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-in', user: { uid: FAKE_DEMO.tutor.uid, email: 'tutor@demo.test' } });
  container.get<FakeProfileApi>(PROFILE_API).profile = {
    UserID: FAKE_DEMO.tutor.uid,
    Email: 'tutor@demo.test',
    Role: 1,
    FirstName: 'Asha',
    LastName: 'Rao',
    Phone: '+919876543210',
    TimeZone: timeZone,
    LangID: 1,
  };
  return db;
}
