// A record the client cannot read, stored before the backend checked dates (issue 34), must not take a page down for
// others: over the real HTTP adapters and use cases, each list leaves it out, says how many, and gives the rest.
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { STUDENT_CLASSES, TUTOR_WORKSPACE } from '../../src/application/tokens';
import { buildContainer } from '../../src/adapters/composition/build-container';
import { testModule } from '../../src/adapters/composition/test-module';
import { ManualClock } from '../../src/adapters/fakes/manual-clock';
import { LOCAL_STORAGE_KEYS } from '../../src/domain/constants';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { TUTOR_DIRECTORY_API } from '../../src/ports/tutor-directory-api';
import { admin, startMock, STUDENT, tempDataFile, token, TUTOR, type MockServer } from './support';

// Answers are not checked against the contract here: the point is an answer the contract's schema refuses in part.
const data = tempDataFile();
let server: MockServer;
beforeAll(async () => {
  server = await startMock(data.file, true, { validateResponses: false });
});
afterAll(async () => {
  await server.close();
  data.cleanup();
});

async function signedIn(uid: string, email: string): Promise<Container> {
  const container = await buildContainer(testModule({ backendUrl: server.url, clock: new ManualClock(new Date()) }));
  container.get(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.TOKEN, token(uid, { email }));
  return container;
}

describe('a record stored before the backend checked dates', () => {
  it("is left out of the tutor's dashboard, the student's bookings and the public page, which say how many and show the rest", async () => {
    const bad = [DEMO.openPrivateClass.code, DEMO.paidPrivateClass.code];
    const state = await admin(server, '/__admin/state', { method: 'POST', body: { state: `the private classes ${bad.join(',')} hold the impossible DateTime 2027-02-30T10:00:00Z` } });
    expect(state.status).toBe(200);

    const upcoming = await (await signedIn(TUTOR, DEMO.tutor.email)).get(TUTOR_WORKSPACE).upcoming();
    expect(upcoming.skipped).toBe(2);
    expect(upcoming.items.map((item) => item.code)).not.toContain(DEMO.openPrivateClass.code);
    expect(upcoming.items.map((item) => item.title)).toContain('Session 1: Introductions and small talk');

    const student = await signedIn(STUDENT, DEMO.student.email);
    const booked = await student.get(STUDENT_CLASSES).privateClasses();
    expect([booked.items.map((record) => record.ClassLink), booked.skipped]).toEqual([[DEMO.privateClass.code], 1]);

    const page = await student.get(TUTOR_DIRECTORY_API).getPublicProfile('demo-tutor', { includeCourses: true });
    expect(page.skipped).toBe(1);
    expect(page.UpcomingPrivateClasses.map((record) => record.ClassLink)).not.toContain(DEMO.openPrivateClass.code);
    expect(page.Courses?.length).toBeGreaterThan(0);
  });

  it('reads the same lists whole, with nothing skipped, once the data is good again', async () => {
    await admin(server, '/__admin/reset', { method: 'POST' });
    const upcoming = await (await signedIn(TUTOR, DEMO.tutor.email)).get(TUTOR_WORKSPACE).upcoming();
    expect(upcoming.skipped).toBe(0);
    const page = await (await signedIn(STUDENT, DEMO.student.email)).get(TUTOR_DIRECTORY_API).getPublicProfile('demo-tutor');
    expect(page.skipped).toBeUndefined();
  });
});
