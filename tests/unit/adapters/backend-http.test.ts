import { describe, expect, it } from 'vitest';
import { createBackendAdapters } from '../../../src/adapters/backend/backend-adapters';
import { lazyPort } from '../../../src/adapters/backend/lazy-port';
import { retryDelayMs, retryingFetch, DEFAULT_RETRY } from '../../../src/adapters/backend/http/retry-policy';
import { InMemoryStore } from '../../../src/adapters/fakes/in-memory-store';
import { SeededRandomSource } from '../../../src/adapters/fakes/seeded-random-source';
import { BackendError } from '../../../src/domain/backend-error';

const CODE = 'PCdemo0000000001';
const privateClass = {
  ClassID: 1001,
  ClassLink: CODE,
  ClassName: 'Algebra Basics',
  Duration: 60,
  DateTime: '2026-05-04T10:00:00+05:30',
  Price: 500,
  TransactionFees: 25,
  CurrencyType: 'INR',
  Status: 'Scheduled',
  TutorID: 'demo-tutor-uid',
  TutorName: 'Asha Rao',
};
const ok = (data: unknown) => json(200, { StatusCode: 200, Message: 'OK', Data: data });
function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A fake fetch answering from a script, recording every request (method, url, headers, body). */
function fakeFetch(script: Array<Response | Error | ((request: Request) => Response | Promise<Response>)>) {
  const seen: Array<{ method: string; url: string; headers: Headers; body: string }> = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.clone().text() });
    const next = script.shift();
    if (!next) throw new Error('the script ran out');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(request) : next;
  }) as typeof fetch;
  return { fetchImpl, seen };
}

function setup(script: Parameters<typeof fakeFetch>[0], stored: Record<string, string> = { TOKEN: 'token-abc', platformKeyUser: 'Dev1ce0000000001', langId: '3' }) {
  const { fetchImpl, seen } = fakeFetch(script);
  const local = new InMemoryStore(stored);
  const adapters = createBackendAdapters({ backend: 'http://backend.test/api', functions: 'http://backend.test/functions' }, { local, random: new SeededRandomSource(), fetch: fetchImpl });
  return { adapters, seen, local };
}

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BackendError) return error;
    throw error;
  }
  throw new Error('expected a BackendError');
}

describe('request headers (spec §7)', () => {
  it('sends the stored token as-is, the device id, the language id and Environment Dev', async () => {
    const { adapters, seen } = setup([ok(privateClass)]);
    await adapters.privateClasses.getByCode(CODE);
    expect(seen[0]!.url).toBe(`http://backend.test/api/GetPrivateClassByCode?ClassCode=${CODE}`);
    expect(seen[0]!.headers.get('Authorization')).toBe('token-abc');
    expect(seen[0]!.headers.get('DeviceID')).toBe('Dev1ce0000000001');
    expect(seen[0]!.headers.get('LangID')).toBe('3');
    expect(seen[0]!.headers.get('Environment')).toBe('Dev');
  });

  it('creates the device id once when missing, defaults LangID to 1 and leaves Authorization out when signed out', async () => {
    const { adapters, seen, local } = setup([ok(privateClass), ok(privateClass)], {});
    await adapters.privateClasses.getByCode(CODE);
    await adapters.privateClasses.getByCode(CODE);
    const created = local.get('platformKeyUser');
    expect(created).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(seen.map((request) => request.headers.get('DeviceID'))).toEqual([created, created]);
    expect(seen[0]!.headers.get('LangID')).toBe('1');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies in the contract field names, leaving unset optional fields out', async () => {
    const record = { PaymentID: 'pay_1', ClassCode: CODE, Kind: 'PrivateClass', ClassName: 'Algebra Basics', Status: 'captured', Amount: 525, CurrencyType: 'INR', PaidAt: '2026-05-01T09:00:00Z', StudentID: 's', StudentName: 'Sam', TutorID: 't' };
    const { adapters, seen } = setup([ok(record)]);
    await adapters.payments.savePrivateClassPayment({ classCode: CODE, paymentId: 'pay_1' });
    expect(seen[0]!.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body)).toEqual({ ClassCode: CODE, PaymentID: 'pay_1' });
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('retry policy', () => {
  const noWait = { retries: 3, baseDelayMs: 0, maxDelayMs: 0, timeoutMs: 1_000, budgetMs: 10_000, writeTimeoutMs: 1_000, random: () => 0, now: () => Date.now() };
  function withRetry(script: Parameters<typeof fakeFetch>[0]) {
    const { fetchImpl, seen } = fakeFetch(script);
    const local = new InMemoryStore({ TOKEN: 't', platformKeyUser: 'Dev1ce0000000001' });
    // Build the adapters with instant backoff through the transport's retry options.
    const adapters = createBackendAdapters({ backend: 'http://b.test', functions: 'http://f.test' }, { local, random: new SeededRandomSource(), fetch: fetchImpl });
    for (const adapter of Object.values(adapters)) {
      const transport = (adapter as unknown as { http: { retry: typeof noWait } }).http;
      Object.assign(transport.retry, noWait);
    }
    return { adapters, seen };
  }

  it('retries a read on a network error, 503 and 429, then succeeds', async () => {
    const { adapters, seen } = withRetry([new TypeError('fetch failed'), json(503, {}), json(429, {}, { 'Retry-After': '0' }), ok(privateClass)]);
    expect((await adapters.privateClasses.getByCode(CODE)).ClassName).toBe('Algebra Basics');
    expect(seen).toHaveLength(4);
  });

  it('gives up after 3 retries with the last error', async () => {
    const { adapters, seen } = withRetry([json(500, {}), json(500, {}), json(500, {}), json(500, { StatusCode: 500, Message: 'Down', Errors: [] })]);
    const error = await failure(adapters.privateClasses.getByCode(CODE));
    expect([error.kind, error.message, seen.length]).toEqual(['server', 'Down', 4]);
  });

  it('never retries a 4xx', async () => {
    const { adapters, seen } = withRetry([json(404, { StatusCode: 404, Message: 'Not found', Errors: [] })]);
    expect((await failure(adapters.privateClasses.getByCode(CODE))).kind).toBe('not-found');
    expect(seen).toHaveLength(1);
  });

  it('never repeats CreateOrder or another non-idempotent write, even after a network error', async () => {
    const { adapters, seen } = withRetry([new TypeError('fetch failed')]);
    expect((await failure(adapters.payments.createOrder(CODE, 'PrivateClass'))).kind).toBe('network');
    expect(seen).toHaveLength(1);
    const second = withRetry([json(503, {})]);
    expect((await failure(second.adapters.privateClasses.changeStatus(1001, 'Live'))).kind).toBe('server');
    expect(second.seen).toHaveLength(1);
  });

  it('retries the save-payment calls (idempotent on PaymentID) with the same body each time', async () => {
    const record = { PaymentID: 'pay_1', ClassCode: CODE, Kind: 'PrivateClass', ClassName: 'A', Status: 'captured', Amount: 525, CurrencyType: 'INR', PaidAt: '2026-05-01T09:00:00Z', StudentID: 's', StudentName: 'S', TutorID: 't' };
    const { adapters, seen } = withRetry([new TypeError('fetch failed'), json(502, {}), ok(record)]);
    await adapters.payments.savePrivateClassPayment({ classCode: CODE, paymentId: 'pay_1', orderId: 'order_1' });
    expect(seen.map((request) => request.body)).toEqual(Array(3).fill(JSON.stringify({ ClassCode: CODE, PaymentID: 'pay_1', OrderID: 'order_1' })));
  });

  it('a try that takes longer than the timeout is abandoned and retried', async () => {
    // As fetch does: a signal already aborted when the try starts (a busy machine can pass the 20 ms before it) rejects
    // at once; an abort event never fires twice, so listening alone would hang this test.
    const hang = (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        else request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const { adapters, seen } = withRetry([hang, ok(privateClass)]);
    for (const adapter of Object.values(adapters)) Object.assign((adapter as unknown as { http: { retry: { timeoutMs: number } } }).http.retry, { timeoutMs: 20 });
    expect((await adapters.privateClasses.getByCode(CODE)).ClassID).toBe(1001);
    expect(seen).toHaveLength(2);
  });

  it('gives up within the call budget: no try starts once the budget is spent, and a try never waits past it', async () => {
    let clock = 0;
    const tries: string[] = [];
    // Each try takes 4 s of the budget and fails like a dropped connection.
    const slow = (request: Request) => {
      tries.push(request.url);
      clock += 4_000;
      return Promise.reject(new TypeError('network down'));
    };
    const options = { ...DEFAULT_RETRY, random: () => 0, now: () => clock };
    const read = retryingFetch(slow as typeof fetch, 'read', options);
    await expect(read(new Request('https://api.test/GetPrivateClass'))).rejects.toThrow('network down');
    // 0 s, 4 s, 8 s: a fourth try would start at 12 s, past the 10 s budget.
    expect(tries).toHaveLength(3);
    expect(clock).toBe(12_000);
  });

  it('backs off exponentially with jitter under a cap, and honours Retry-After up to the cap', () => {
    const options = { ...DEFAULT_RETRY, random: () => 0.999 };
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelayMs(attempt, null, options))).toEqual([299, 599, 1198, 2397, 4995]);
    expect(retryDelayMs(0, json(429, {}, { 'Retry-After': '2' }), options)).toBe(2000);
    expect(retryDelayMs(0, json(429, {}, { 'Retry-After': '120' }), options)).toBe(5000);
    expect(retryDelayMs(2, null, { ...options, random: () => 0 })).toBe(0);
  });
});

describe('error mapping and response checks', () => {
  it.each([
    [400, 'validation'],
    [401, 'unauthorised'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
  ] as const)('HTTP %i becomes %s with the field messages', async (status, kind) => {
    const { adapters } = setup([json(status, { StatusCode: status, Message: 'Nope', Errors: [{ Field: 'ClassName', Message: 'Enter a class name.' }] })]);
    const error = await failure(adapters.privateClasses.save({ ClassName: '', Duration: 60, DateTime: '2026-06-01T10:00:00Z', Price: 1, TransactionFees: 0, CurrencyType: 'INR' }));
    expect([error.kind, error.status, error.message, error.fieldErrors]).toEqual([kind, status, 'Nope', [{ field: 'ClassName', message: 'Enter a class name.' }]]);
  });

  it('an error without the contract body still gets its kind, and no words: the screens word each kind', async () => {
    const { adapters } = setup([new Response('<html>gateway</html>', { status: 403 })]);
    const error = await failure(adapters.privateClasses.getByCode(CODE));
    expect([error.kind, error.message, error.detail]).toEqual(['forbidden', '', "HTTP 403 without the contract's error body"]);
  });

  it('a 200 whose Data breaks the contract is malformed, naming the field', async () => {
    const { adapters } = setup([ok({ ...privateClass, Price: -5 })]);
    const error = await failure(adapters.privateClasses.getByCode(CODE));
    expect(error.kind).toBe('malformed');
    expect(error.detail).toContain('GetPrivateClassByCode: Data.Price');
  });

  it('a list with one record the client cannot read gives the others and says one was left out, from one request', async () => {
    const broken = { ...privateClass, ClassID: 1002, DateTime: '2027-02-30T10:00:00Z' };
    const later = { ...privateClass, ClassID: 1003, DateTime: '2026-05-05T10:00:00+05:30' };
    const { adapters, seen } = setup([ok({ Items: [privateClass, broken, later], Page: 1, PageSize: 20, Total: 3 })]);
    const page = await adapters.privateClasses.listMine();
    expect(page.Items.map((item) => item.ClassID)).toEqual([1001, 1003]);
    expect([page.skipped, page.Total, seen.length]).toEqual([1, 3, 1]);
  });

  it('a readable list says nothing was left out', async () => {
    const { adapters } = setup([ok({ Items: [privateClass], Page: 1, PageSize: 20, Total: 1 })]);
    expect((await adapters.privateClasses.listMine()).skipped).toBeUndefined();
  });

  it("a tutor's public page leaves out each unreadable class and course (an offset of +25:00, a course whose session is broken)", async () => {
    const tutor = { UserID: 'demo-tutor-uid', FirstName: 'Asha', LastName: 'Rao', Slug: 'demo-tutor', Topics: [], Languages: ['en'], TimeZone: 'Asia/Kolkata' };
    const session = { SessionID: 3001, ClassID: 2001, ClassLink: 'GCdemo0000000001', CourseName: 'Spoken English', Title: 'One', StartDateTime: '2026-05-04T10:00:00Z', Duration: 60, Status: 'Scheduled' };
    const course = { ClassID: 2001, ClassLink: 'GCdemo0000000001', CourseName: 'Spoken English', Description: '', TopicID: 1, Price: 100, TransactionFees: 5, CurrencyType: 'INR', Capacity: 5, EnrolledCount: 0, Status: 'Open', TutorID: 'demo-tutor-uid', TutorName: 'Asha Rao', SessionCount: 1, Sessions: [{ ...session, StartDateTime: '2026-05-04T10:00:00+25:00' }] };
    const { adapters } = setup([ok({ Tutor: tutor, UpcomingPrivateClasses: [privateClass, { ...privateClass, ClassID: 1009, DateTime: '2026-05-04T10:00:00+25:00' }], Courses: [course] })]);
    const profile = await adapters.tutorDirectory.getPublicProfile('demo-tutor', { includeCourses: true });
    expect(profile.UpcomingPrivateClasses.map((item) => item.ClassID)).toEqual([1001]);
    expect([profile.Courses, profile.skipped]).toEqual([[], 2]);
  });

  it('a broken field outside any list item is still malformed (the answer, not one record, is wrong)', async () => {
    const { adapters } = setup([ok({ Items: [privateClass, { ...privateClass, DateTime: 'soon' }], Page: -1, PageSize: 20, Total: 2 })]);
    const error = await failure(adapters.privateClasses.listMine());
    expect([error.kind, error.detail]).toEqual(['malformed', expect.stringContaining('Data.Page')]);
  });

  it('a 200 with a body that is not JSON is malformed', async () => {
    const { adapters } = setup([new Response('{oops', { status: 200, headers: { 'Content-Type': 'application/json' } })]);
    expect((await failure(adapters.privateClasses.getByCode(CODE))).kind).toBe('malformed');
  });

  it('payment links become a hosted url or an order; a body with both is malformed', async () => {
    const hosted = { StatusCode: 200, Message: 'OK', PrivateTutorPaymentLink: { PaymentURL: 'https://pay.test/p/1' }, Data: null };
    const order = { StatusCode: 200, Message: 'OK', PrivateTutorPaymentLink: null, Data: { id: 'order_1', amount: 52500, currency: 'INR' } };
    const { adapters } = setup([json(200, hosted), json(200, order), json(200, { ...order, PrivateTutorPaymentLink: hosted.PrivateTutorPaymentLink })]);
    expect(await adapters.payments.getPrivateClassPaymentLink(CODE)).toEqual({ kind: 'hosted', url: 'https://pay.test/p/1' });
    expect(await adapters.payments.getCoursePaymentLink(CODE)).toEqual({ kind: 'order', order: { id: 'order_1', amount: 52500, currency: 'INR' } });
    expect((await failure(adapters.payments.getPrivateClassPaymentLink(CODE))).kind).toBe('malformed');
  });

  it('GetUserProfile 404 means not registered yet (null)', async () => {
    const { adapters } = setup([json(404, { StatusCode: 404, Message: 'No profile', Errors: [] })]);
    expect(await adapters.profile.getMyProfile()).toBeNull();
  });

  it('the cloud functions go to their own base URL; token expiry comes back in milliseconds', async () => {
    const { adapters, seen } = setup([ok({ Token: 'tok', AppId: '0123456789abcdef0123456789abcdef', Region: 'ap', ExpiresAt: 1772442000, Uid: 7 })]);
    const token = await adapters.classLifecycle.requestToken({ channel: CODE, role: 1 });
    expect(seen[0]!.url).toBe('http://backend.test/functions/GenerateAgoraToken');
    expect(token).toEqual({ token: 'tok', appId: '0123456789abcdef0123456789abcdef', region: 'ap', expiresAt: 1772442000000, uid: 7 });
  });

  it("a refused join carries the contract's Reason and OpensAt", async () => {
    const { adapters } = setup([json(403, { StatusCode: 403, Message: 'Not open', Errors: [], Reason: 'not-open-yet', OpensAt: '2026-05-03T09:50:00.000Z' })]);
    const error = await failure(adapters.classLifecycle.requestToken({ channel: CODE, role: 2 }));
    expect([error.kind, error.refusal]).toEqual(['forbidden', { code: 'not-open-yet', at: '2026-05-03T09:50:00.000Z' }]);
  });

  it('a file the server would refuse is refused before sending', async () => {
    const { adapters, seen } = setup([]);
    const error = await failure(adapters.fileUpload.upload({ file: new Blob(['x'], { type: 'text/plain' }), fileName: 'a.txt', purpose: 'ProfilePhoto' }));
    expect([error.kind, error.fieldErrors[0]?.field, seen.length]).toEqual(['validation', 'file', 0]);
  });
});

describe('lazy ports', () => {
  it('load the adapter on the first call only, and again after a failed load', async () => {
    let loads = 0;
    let fail = true;
    const port = lazyPort(async () => {
      loads += 1;
      if (fail) throw new Error('chunk failed');
      return { hello: async (name: string) => `hi ${name}` };
    });
    expect(loads).toBe(0);
    await expect(port.hello('a')).rejects.toThrow('chunk failed');
    fail = false;
    expect(await port.hello('b')).toBe('hi b');
    expect(await port.hello('c')).toBe('hi c');
    expect(loads).toBe(2);
  });
});
