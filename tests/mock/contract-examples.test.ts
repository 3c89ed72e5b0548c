// The contract as a backend team would read it alone (issue 42), in two checks over one mock on the demo seed:
// 1. Every documented example of openapi/backend.yaml and openapi/cloud-functions.yaml, replayed with the demo
//    accounts' tokens, succeeds (or fails as it says). Order: the store goes back to the fresh demo seed before every
//    example, so each one reads the seed as the document describes it, whatever ran before; an example that needs an
//    earlier step names it (`x-replay-after: proposeReschedule`: that operation's first example runs first, after the
//    reset, and must succeed). The rules of building the requests: tests/mock/contract-examples.ts.
// 2. An independent validator (openapi-backend, tests/mock/contract-validator.ts) judges that traffic, one request per
//    operation the document forbids, the refusals issue 42 named, and each backend example once more behind the fault
//    injector's 503 with Retry-After: no response outside its schema, no undeclared status, no 2xx to a forbidden
//    request. The mock runs WITHOUT its own response validation (express-openapi-validator), so the validator sees the
//    answers as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allExamples, DOCUMENTED_WEB_ORIGIN, failureOf, resetToExamplesNow, seededUids, send, type ExampleRequest, type Exchange } from './contract-examples';
import { contractValidator, namedRefusals } from './contract-validator';
import { client, tempDataFile, startMock, type MockServer } from './support';

describe('the contract documents against the mock', () => {
  const data = tempDataFile();
  let server: MockServer;
  let uids: Set<string>;
  const examples = allExamples();
  /** The examples' exchanges of the first check, judged again by the second. */
  const replayed: Exchange[] = [];

  beforeAll(async () => {
    server = await startMock(data.file, true, { webOrigin: DOCUMENTED_WEB_ORIGIN, validateResponses: false });
    uids = await seededUids(server);
  });
  afterAll(async () => {
    await server?.close();
    data.cleanup();
  });

  /** Back to the fresh demo seed, then the example's earlier steps; null, or why an earlier step failed. */
  async function prepare(example: ExampleRequest): Promise<string | null> {
    // A reset is idempotent: sent again once if a kept-alive socket the mock had just closed lost it.
    const reset = await resetToExamplesNow(server)
      .catch(() => resetToExamplesNow(server))
      .catch((error: Error) => {
        throw new Error(`The reset before ${example.label} got no answer: ${String(error.cause ?? error)}`);
      });
    expect(reset.status).toBe(200);
    for (const operationId of example.after) {
      const given = examples.find((e) => e.document === example.document && e.operationId === operationId);
      const why = given ? (given.problem ?? failureOf(await send(server, given, uids))) : 'no such operation in the document';
      if (why) return `its x-replay-after ${operationId} did not succeed: ${why}`;
    }
    return null;
  }

  async function replay(example: ExampleRequest): Promise<{ exchange?: Exchange; failure: string | null }> {
    const failure = example.problem ?? (await prepare(example));
    if (failure) return { failure };
    const exchange = await send(server, example, uids);
    return { exchange, failure: failureOf(exchange) };
  }

  it('every documented example succeeds (or fails as it says) against the fresh demo seed', async () => {
    const failures: string[] = [];
    const byOperation = new Map<string, { document: string; ok: boolean }>();
    for (const example of examples) {
      const { exchange, failure } = await replay(example);
      if (exchange) replayed.push(exchange);
      if (failure) failures.push(`${example.document}: ${example.label} (${example.method} ${example.path}): ${failure}`);
      const key = `${example.document} ${example.operationId}`;
      const known = byOperation.get(key) ?? { document: example.document, ok: true };
      byOperation.set(key, { ...known, ok: known.ok && !failure });
    }
    const figures = ['openapi/backend.yaml', 'openapi/cloud-functions.yaml'].map((document) => {
      const ops = [...byOperation.values()].filter((o) => o.document === document);
      return `${document}: ${ops.filter((o) => o.ok).length} of ${ops.length} operations`;
    });
    console.log(`Examples replayed: ${examples.length - failures.length} of ${examples.length} succeed as documented (${figures.join('; ')}).`);
    expect(failures, `Examples that do not run as documented:\n${failures.join('\n')}`).toEqual([]);
  });

  it('an independent validator (openapi-backend) finds no response violation, no undeclared status and no forbidden request accepted', async () => {
    const started = performance.now();
    const validator = await contractValidator();
    // Run on its own (vitest -t), it replays the examples itself.
    if (replayed.length === 0) for (const example of examples) replayed.push(...[(await replay(example)).exchange ?? []].flat());
    const violations: string[] = [];
    const undeclared: string[] = [];
    const accepted: string[] = [];
    const proveNothing: string[] = [];
    const counts = { examples: 0, forbidden: 0, faults: 0 };

    function record(kind: keyof typeof counts, result: Exchange) {
      const { example, status } = result;
      const verdict = validator.judge(result);
      counts[kind] += 1;
      const where = `${example.document}: ${example.label} → ${status}`;
      for (const problem of verdict.problems) (problem.startsWith('status ') ? undeclared : violations).push(`${where}: ${problem}`);
      const success = status >= 200 && status < 300;
      if (kind === 'examples' && !verdict.requestValid) proveNothing.push(`${where}: the validator finds the documented example itself invalid`);
      if (kind === 'forbidden' && example.expectStatus === undefined) {
        if (verdict.requestValid) proveNothing.push(`${where}: the validator does not see this request as forbidden, so it proves nothing`);
        else if (success) accepted.push(`${where}: a request the document forbids was answered 2xx`);
      }
      if (kind === 'forbidden' && example.expectStatus !== undefined && status !== example.expectStatus) accepted.push(`${where}: expected ${example.expectStatus}`);
      if (kind === 'faults' && status !== 503) violations.push(`${where}: the injected 503 did not arrive`);
    }

    for (const exchange of replayed) record('examples', exchange);
    const perOperation = [...new Map(examples.filter((e) => !e.problem).map((e) => [`${e.document} ${e.operationId}`, e])).values()];
    for (const example of [...perOperation.map(validator.forbidden), ...namedRefusals(examples)]) {
      const failure = await prepare(example);
      if (failure) violations.push(`${example.document}: ${example.label}: ${failure}`);
      else record('forbidden', await send(server, example, uids));
    }
    // The fault injector serves the backend's paths; the cloud functions are a server of their own in production.
    for (const example of perOperation.filter((e) => e.document === 'openapi/backend.yaml')) {
      const failure = await prepare(example);
      if (failure) continue;
      const set = await client(server).faults([{ path: example.path, status: 503, retryAfter: 2, times: 1 }]);
      expect(set.status, `the fault for ${example.label}`).toBe(200);
      record('faults', await send(server, example, uids));
    }
    await client(server).faults([]);

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Independent validator (openapi-backend): ${counts.examples + counts.forbidden + counts.faults} exchanges (${counts.examples} documented examples, ` +
        `${counts.forbidden} forbidden requests, ${counts.faults} injected 503s; ${seconds} s): ${violations.length} response violations, ` +
        `${undeclared.length} undeclared statuses, ${accepted.length} forbidden requests accepted.`,
    );
    expect([...violations, ...undeclared, ...accepted, ...proveNothing], 'What the independent validator found').toEqual([]);
  });
});
