// The component tests' backend: the mock backend itself (mock-server/server.mjs: the same rules, contract checks and
// demo seed as `npm start` and the Pact provider), started in the test process on a free port with a temp store,
// one per test file, back to its seed before each test. Its clock is the screens' ManualClock, so a test that moves
// the clock moves the server too.
import type { Container } from 'inversify';
import { afterAll, beforeAll, beforeEach, onTestFinished, vi } from 'vitest';
import { buildContainer } from '../../src/adapters/composition/build-container';
import { testModule } from '../../src/adapters/composition/test-module';
import { emulatorStyleToken, type FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { ManualClock } from '../../src/adapters/fakes/manual-clock';
import { LOCAL_STORAGE_KEYS } from '../../src/domain/constants';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import type { PaymentApi } from '../../src/ports/payment-api';
import { DEMO } from '../../mock-server/demo-data.mjs';
import type { MockServer } from '../../mock-server/server.mjs';
import { client, startMock, tempDataFile } from '../mock/support';
import { StandInWidget } from '../support/stand-in-widget';

export { DEMO };

/** Where every test's clock starts (screens and server alike). */
export const TEST_START = '2026-05-01T09:00:00Z';

let server: MockServer | null = null;
let clock = new ManualClock(TEST_START);
const data = tempDataFile();

function running(): MockServer {
  if (!server) throw new Error('The test backend starts in beforeAll: use it inside a test or hook.');
  return server;
}

/** Registers the hooks (tests/component/setup.ts does, for every component test file). */
export function startTestBackend(): void {
  beforeAll(async () => {
    // The browser's origin is jsdom's: the mock's CORS rule lets the app's XMLHttpRequest uploads through from there.
    server = await startMock(data.file, true, { now: () => clock.now(), webOrigin: window.location.origin });
  }, 30_000);
  afterAll(async () => {
    await server?.close();
    server = null;
    data.cleanup();
  });
  beforeEach(async () => {
    clock = new ManualClock(TEST_START);
    running().reset();
    // Only the browser's saves record payments here; the provider's webhooks are the fault suite's subject.
    await client(running()).provider({ webhooks: 'off' });
  });
}

/** The admin client of this file's backend (faults, provider settings, provider states, the whole store). */
export function backendAdmin() {
  return client(running());
}

/** The collections of the mock's store (mock-server/seed/demo.mjs emptyState). */
type Collection =
  | 'users'
  | 'topics'
  | 'privateClasses'
  | 'courses'
  | 'sessions'
  | 'bookings'
  | 'orders'
  | 'providerPayments'
  | 'payments'
  | 'bankAccounts'
  | 'withdrawals'
  | 'instantClasses'
  | 'uploads'
  | 'accountRoles'
  | 'rescheduleProposals'
  | 'attendance'
  | 'reviews'
  | 'messages'
  | 'messageBlocks'
  | 'classChats'
  | 'availability'
  | 'calendarFeeds'
  | 'emailPreferences'
  | 'events'
  | 'notifications';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the store's records are the contract's wire shapes
type Store = Record<Collection, any[]>;

/** Where this file's backend answers (its provider stand-in too). */
export function backendUrl(): string {
  return running().url;
}

/**
 * A payment the provider stand-in captured for `code` (an order made by the signed-in user of `payments`), as its
 * checkout reports it: what a browser holds between the provider's success and the backend's save.
 */
export async function captureAtProvider(payments: PaymentApi, code: string): Promise<{ PaymentID: string; OrderID: string; Signature: string }> {
  const link = await payments.getPrivateClassPaymentLink(code);
  if (link.kind !== 'order') throw new Error(`${code} is not paid through an order.`);
  const response = await fetch(new URL('/__provider/razorpay/pay', running().url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: link.order.id }),
  });
  const paid = (await response.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  return { PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id, Signature: paid.razorpay_signature };
}

/**
 * The address the hosted payment page of `code` sends the browser back to after the student presses Pay there: the
 * app's checkout path with the provider's result in its query (as the stand-in's /__provider/hosted/complete does).
 */
export async function hostedPageReturn(payments: PaymentApi, code: string): Promise<string> {
  const link = await payments.getPrivateClassPaymentLink(code);
  if (link.kind !== 'hosted') throw new Error(`${code} is not paid on a hosted page.`);
  const fields = new URL(link.url).searchParams;
  const response = await fetch(new URL('/__provider/hosted/complete', running().url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: fields.get('order_id'), return: fields.get('return'), outcome: 'pay' }),
    redirect: 'manual',
  });
  const back = new URL(response.headers.get('Location') ?? '');
  return `${back.pathname}${back.search}`;
}

/** The backend's live store (wire field names), for a test to read. */
/** A copy of store data, as stored (the store's records are watched Proxies, which structuredClone cannot copy). */
export function copyOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function store(): Store {
  return running().db.getState() as Store;
}

/** Changes the backend's store in place and writes it, as a handler would: for preparing what a test needs. */
export function changeStore(change: (state: Store) => void): void {
  change(store());
  running().persist();
}

/**
 * A fresh container of the test profile per test: provider fakes, the HTTP adapters against this file's backend, and
 * the payment widget driving that backend's provider stand-in (PAYMENT_WIDGET is a StandInWidget: set `outcome`).
 */
export function buildTestContainer(): Promise<Container> {
  const paymentWidget = new StandInWidget(() => running().url);
  return buildContainer(testModule({ backendUrl: running().url, clock, paymentWidget }));
}

export type Who = 'tutor' | 'student' | { uid: string; email: string | null } | null;

/**
 * Signs `who` in (the demo tutor, the demo student, another account, or nobody): the auth fake's session, and the
 * ID token in local storage where the app keeps it for the backend's Authorization header.
 */
export function actAs(container: Container, who: Who): void {
  const auth = container.get(AUTH_GATEWAY) as FakeAuthGateway;
  const local = container.get(LOCAL_STORE);
  if (who === null) {
    auth.setSession({ status: 'signed-out' });
    local.remove(LOCAL_STORAGE_KEYS.TOKEN);
    return;
  }
  const user = who === 'tutor' ? { uid: DEMO.tutor.uid, email: DEMO.tutor.email } : who === 'student' ? { uid: DEMO.student.uid, email: DEMO.student.email } : who;
  auth.setSession({ status: 'signed-in', user });
  local.set(LOCAL_STORAGE_KEYS.TOKEN, emulatorStyleToken(user, auth.tokenExpiry));
}

/** Moves the clock of the screens and of the backend. */
export function testClock(): ManualClock {
  return clock;
}

/**
 * Makes one record of an operation's answer unreadable for the client, as a record stored before the backend checked
 * dates is (DateTime 2027-02-30): the answer goes through the real transport, which must leave that record out.
 * `records` picks the list in the answer's Data; the record at `index` gets the impossible date. Undone after the test.
 */
export function storedBeforeDatesWereChecked(operation: string, records: (data: Record<string, unknown>) => Record<string, unknown>[], index = 0): void {
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await real(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname.split('/').pop() !== operation || !response.ok) return response;
    const body = (await response.json()) as { Data: Record<string, unknown> };
    const record = records(body.Data)[index];
    if (!record) throw new Error(`${operation} answered no record ${index}.`);
    record.DateTime = '2027-02-30T10:00:00Z';
    return new Response(JSON.stringify(body), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  });
  onTestFinished(() => spy.mockRestore());
}
