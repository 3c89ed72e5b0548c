// "Class starting in 10 minutes" (issue 41; mock-server/lib/class-starting.mjs): when a class's room opens, its tutor
// and paid students are sent `class.starting` with a notification, once, following the mock's test clock.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { admin, startMock, STUDENT, tempDataFile, TUTOR, type MockServer } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const MINUTE = 60_000;

let server: MockServer | null = null;
let cleanup: (() => void) | null = null;
afterEach(async () => {
  await server?.close();
  cleanup?.();
  server = null;
  cleanup = null;
});

async function mock(): Promise<MockServer> {
  const data = tempDataFile();
  cleanup = data.cleanup;
  // The real-time tick is an hour away: only the clock's moves (and runNow) run the jobs here.
  server = await startMock(data.file, true, { clockTickMs: 3_600_000 });
  return server;
}
const state = (s: MockServer): Json => s.db.getState();
async function setClock(s: MockServer, at: number) {
  expect((await admin(s, '/__admin/clock', { method: 'POST', body: { at: new Date(at).toISOString() } })).status).toBe(200);
}
/** The class.starting events stored so far, as [recipient, Class]. */
const starting = (s: MockServer) => (state(s).events ?? []).filter((e: Json) => e.Type === 'class.starting').map((e: Json) => [e.UserID, e.Data.Class]);

describe('class starting in 10 minutes', () => {
  it("tells the tutor and the paid student once, when the room opens, each with a notification; never again", async () => {
    const s = await mock();
    const cls = state(s).privateClasses.find((c: Json) => c.ClassID === DEMO.paidPrivateClass.classId);
    const start = Date.parse(cls.DateTime);
    await setClock(s, start - 11 * MINUTE);
    expect(starting(s)).toEqual([]);
    await setClock(s, start - 9 * MINUTE);
    const about = { Kind: 'PrivateClass', ClassID: cls.ClassID, ClassCode: cls.ClassLink, Title: cls.ClassName, StartsAt: cls.DateTime };
    expect(starting(s)).toEqual([
      [TUTOR, about],
      [STUDENT, about],
    ]);
    const notes = state(s).notifications.filter((n: Json) => n.Type === 'class.starting');
    expect(notes.map((n: Json) => [n.UserID, n.ReadAt])).toEqual([
      [TUTOR, null],
      [STUDENT, null],
    ]);
    // Later in the window, more runs: nothing more.
    await setClock(s, start - 2 * MINUTE);
    s.jobs.runNow();
    expect(starting(s)).toHaveLength(2);
  });

  it('a cancelled class gets none; each session of a paid course gets its own, to the tutor and every paid student', async () => {
    const s = await mock();
    const cls = state(s).privateClasses.find((c: Json) => c.ClassID === DEMO.paidPrivateClass.classId);
    cls.Status = 'Cancelled';
    s.persist();
    await setClock(s, Date.parse(cls.DateTime) - 5 * MINUTE);
    expect(starting(s).filter(([, c]: Json) => c.Kind === 'PrivateClass' && c.ClassID === cls.ClassID)).toEqual([]);

    const sessions = state(s).sessions.filter((x: Json) => x.ClassID === DEMO.paidCourse.classId);
    const first = sessions.reduce((a: Json, b: Json) => (Date.parse(a.StartDateTime) <= Date.parse(b.StartDateTime) ? a : b));
    await setClock(s, Date.parse(first.StartDateTime) - 5 * MINUTE);
    const payers = state(s).payments.filter((p: Json) => p.ClassCode === DEMO.paidCourse.code && p.Status === 'captured' && !p.WithdrawnAt).map((p: Json) => p.StudentID);
    expect(payers).toContain(STUDENT);
    const forSession = starting(s).filter(([, c]: Json) => c.Kind === 'GroupCourse' && c.SessionID === first.SessionID);
    expect(forSession.map(([uid]: Json) => uid)).toEqual([TUTOR, ...new Set(payers)]);
    expect(forSession[0][1]).toMatchObject({ ClassID: DEMO.paidCourse.classId, SessionTitle: first.Title, StartsAt: first.StartDateTime });
  });
});
