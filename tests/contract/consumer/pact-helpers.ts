import { createHmac } from 'node:crypto';
import path from 'node:path';
import { MatchersV3, PactV3, type V3Request, type V3Response } from '@pact-foundation/pact';
import { createBackendAdapters, type BackendAdapters } from '../../../src/adapters/backend/backend-adapters';
import { pageServerFetch, type PageServerCredential } from '../../../src/adapters/backend/page-server-fetch';
import { InMemoryStore } from '../../../src/adapters/fakes/in-memory-store';
import { SeededRandomSource } from '../../../src/adapters/fakes/seeded-random-source';
import { BackendError, type BackendErrorKind } from '../../../src/domain/backend-error';
import { DEMO } from '../../../mock-server/demo-data.mjs';
import { mintEmulatorToken } from '../../../mock-server/emulator-token.mjs';

export { DEMO };
export const { like, eachLike, regex, integer, boolean, datetime, string, fromProviderState } = MatchersV3;

export const PACT_DIR = path.resolve(__dirname, '../../../pacts');
export const DEMO_DATA = 'the demo data is loaded';
export const booked = (code: string) => `the demo student has booked ${code}`;
export const paid = (code: string) => `the demo student has paid ${code}`;
/** The demo student paid for the private class `code`; its tutor then cancelled it and the payment was refunded in full. */
export const tutorCancelledPaid = (code: string) => `the tutor cancelled ${code}, which the demo student paid`;
/** The demo student paid for the private class `code`, was in its room, and it is over (reviews). */
export const attendedAndOver = (code: string) => `the demo student attended ${code}, which is over`;
/** As attendedAndOver, and the demo tutor saved the chat of its room to the class page (two messages). */
export const chatSaved = (code: string) => `the demo tutor saved the chat of ${code}, which the demo student attended`;
/**
 * The provider captured `paymentId` on an order the demo student (or another student) created for `code`; not yet
 * saved. With `alreadyPaidByAnother`, another student paid the class before (so this capture is one too many).
 */
/** The private class or course `code` costs nothing (Price 0, TransactionFees 0): booked with /BookFreeClass. */
export const freeClass = (code: string) => `the class ${code} is free`;
/** The demo tutor's bookable hours: 08:00–20:00 Kolkata every day; gives From and To, a week from tomorrow (issue 39). */
export const PUBLISHED_HOURS = 'the demo tutor has published hours';
export const capturedAtProvider = (paymentId: string, who: 'the demo student' | 'another student', code: string, alreadyPaidByAnother = false) =>
  `the provider captured ${paymentId} on ${who}'s order for ${code}${alreadyPaidByAnother ? ', which another student already paid' : ''}`;

/**
 * OrderID and Signature of a payment captured in a `capturedAtProvider` state, as the provider hands them to the browser:
 * the state's order is `order_<what follows pay_>`, signed with the offline key secret (HMAC-SHA256 of OrderID|PaymentID).
 */
export function signedClaim(paymentId: string): { orderId: string; signature: string } {
  const orderId = `order_${paymentId.slice(4)}`;
  return { orderId, signature: createHmac('sha256', 'mock_key_secret_offline_only').update(`${orderId}|${paymentId}`).digest('hex') };
}

// Fixed issue time and a long life, so the committed pact does not change on every run and the provider can
// replay the example token (the mock verifies issuer, audience and expiry only).
const ISSUED_AT = Date.parse('2026-01-01T00:00:00Z') / 1000;
const TEN_YEARS = 10 * 365 * 86_400;
export const TOKENS = {
  tutor: mintEmulatorToken(DEMO.tutor.uid, { email: DEMO.tutor.email, nowSeconds: ISSUED_AT, expiresInSeconds: TEN_YEARS }),
  student: mintEmulatorToken(DEMO.student.uid, { email: DEMO.student.email, nowSeconds: ISSUED_AT, expiresInSeconds: TEN_YEARS }),
  expired: mintEmulatorToken(DEMO.student.uid, { email: DEMO.student.email, nowSeconds: ISSUED_AT, expiresInSeconds: -60 }),
  /** A registered student of the seed who has not paid the demo classes (student-priya-shah). */
  otherStudent: mintEmulatorToken('student-priya-shah', { email: 'priya.shah@demo.test', nowSeconds: ISSUED_AT, expiresInSeconds: TEN_YEARS }),
};
export type Caller = keyof typeof TOKENS | 'anonymous';

const DEVICE_ID = 'Dev1ce0000000001';

/** The four spec §7 headers as matchers (Authorization is left out for a signed-out caller). */
export function headers(caller: Caller, extra: Record<string, string> = {}) {
  return {
    ...(caller === 'anonymous' ? {} : { Authorization: regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.source, TOKENS[caller]) }),
    DeviceID: regex('^[A-Za-z0-9]{16}$', DEVICE_ID),
    LangID: regex('^[1-9][0-9]?$', '1'),
    Environment: 'Dev',
    ...extra,
  };
}

export const JSON_HEADERS = { 'Content-Type': regex('^application/json', 'application/json') };

/** The success envelope around `data`. */
export function ok(data: unknown): V3Response {
  return { status: 200, headers: JSON_HEADERS, body: { StatusCode: 200, Message: like('OK'), Data: data } };
}

/** The contract's error body. */
export function failure(status: number, fields: string[] = []): V3Response {
  return {
    status,
    headers: JSON_HEADERS,
    body: {
      StatusCode: status,
      Message: like('Something is wrong'),
      Errors: fields.length ? fields.map((field) => ({ Field: field, Message: like('Explains what is wrong.') })) : [],
    },
  };
}

export function page(item: unknown) {
  return { Items: eachLike(item), Page: integer(1), PageSize: integer(20), Total: integer(1) };
}
export function emptyPage() {
  return { Items: [], Page: integer(1), PageSize: integer(20), Total: integer(0) };
}

/**
 * The page server's key in the pacts (X-Page-Server-Key): an example the provider verification starts the mock with
 * (tests/contract/provider/mock-provider.test.ts); each deployment has its own secret.
 */
export const PAGE_SERVER_KEY_EXAMPLE = 'page-server-key-example';

/** The adapters as the app builds them; with `pageServer`, as the page server does (its key and the visitor's address). */
export function adaptersFor(baseUrl: string, caller: Caller, pageServer?: PageServerCredential): BackendAdapters {
  const local = new InMemoryStore({ platformKeyUser: DEVICE_ID, langId: '1', ...(caller === 'anonymous' ? {} : { TOKEN: TOKENS[caller] }) });
  const fetch = pageServer ? pageServerFetch((input, init) => globalThis.fetch(input, init), pageServer) : undefined;
  return createBackendAdapters({ backend: baseUrl, functions: baseUrl }, { local, random: new SeededRandomSource(), ...(fetch ? { fetch } : {}) });
}

export interface InteractionSpec<T> {
  state: string;
  description: string;
  caller: Caller;
  request: Omit<V3Request, 'headers'> & { headers?: Record<string, unknown> };
  response: V3Response;
  run: (adapters: BackendAdapters) => Promise<T>;
  /** The call is the page server's, with this credential (src/adapters/backend/page-server-fetch.ts). */
  pageServer?: PageServerCredential;
}

/** Records one interaction and drives the real adapter against Pact's mock server; returns what the adapter gave. */
export async function verifyInteraction<T>(pact: PactV3, spec: InteractionSpec<T>): Promise<T> {
  pact
    .given(spec.state)
    .uponReceiving(spec.description)
    .withRequest({ ...spec.request, headers: { ...headers(spec.caller), ...(spec.request.headers ?? {}) } } as V3Request)
    .willRespondWith(spec.response);
  return (await pact.executeTest((server) => spec.run(adaptersFor(server.url, spec.caller, spec.pageServer)))) as T;
}

/** As verifyInteraction, for an expected failure: returns the BackendError, checking its kind. */
export async function verifyFailure(pact: PactV3, spec: InteractionSpec<unknown>, kind: BackendErrorKind): Promise<BackendError> {
  const result = await verifyInteraction(pact, {
    ...spec,
    run: async (adapters) => {
      try {
        await spec.run(adapters);
      } catch (error) {
        return error;
      }
      throw new Error(`${spec.description}: expected a ${kind} failure`);
    },
  });
  if (!(result instanceof BackendError) || result.kind !== kind) throw new Error(`${spec.description}: got ${String(result)}`);
  return result;
}

export function newPact(provider: 'tutoring-backend' | 'tutoring-cloud-functions'): PactV3 {
  return new PactV3({ consumer: 'tutoring-web', provider, dir: PACT_DIR, logLevel: 'error' });
}
