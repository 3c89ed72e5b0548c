// Every documented example of openapi/backend.yaml and openapi/cloud-functions.yaml, replayed against the mock on the
// demo seed with the demo accounts' tokens (issue 42). Order: the store goes back to the fresh demo seed before every
// example, so each one reads the seed as the document describes it, whatever ran before; an example that needs an
// earlier step names it (`x-replay-after: proposeReschedule`: that operation's first example runs first, after the
// reset, and must succeed). The rules of building the requests: tests/mock/contract-examples.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allExamples, callerUid, PNG_1X1, type ExampleRequest } from './contract-examples';
import { client, tempDataFile, token, startMock, type MockServer } from './support';

/** The web origin the document's examples are written for (its upload URLs: `<origin>/api/uploads/…`). */
export const DOCUMENTED_WEB_ORIGIN = 'http://localhost:5173';

export interface Exchange {
  example: ExampleRequest;
  status: number;
  headers: Headers;
  body: unknown;
}

/** The uids of the demo seed's users (a named example may be sent by one of them). */
export async function seededUids(server: MockServer): Promise<Set<string>> {
  const db = await client(server).db();
  return new Set((db.users as { UserID: string }[]).map((u) => u.UserID));
}

export async function send(server: MockServer, example: ExampleRequest, uids: ReadonlySet<string>): Promise<Exchange> {
  const url = new URL(example.path.replace(/^\//, ''), `${server.url}/`);
  for (const [k, v] of Object.entries(example.query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...example.headers };
  const uid = example.caller ? callerUid(example.caller, uids) : undefined;
  if (example.caller && !uid) throw new Error(`x-demo-caller ${example.caller} is neither a demo account nor a user of the demo seed`);
  if (uid) headers.Authorization = token(uid, { email: `${uid}@demo.test` });
  let body: BodyInit | undefined;
  if (example.multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries<unknown>(example.body ?? {})) {
      if (example.binaryFields.includes(k)) form.set(k, new Blob([PNG_1X1], { type: 'image/png' }), 'example.png');
      else form.set(k, String(v));
    }
    body = form;
  } else if (example.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(example.body);
  }
  const response = await fetch(url, { method: example.method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // text/calendar, an event stream
  }
  return { example, status: response.status, headers: response.headers, body: parsed };
}

/** Why the exchange is not what its example says; null when it is. */
export function failureOf({ example, status, body }: Exchange): string | null {
  const message = (body as { Message?: string; Errors?: { Field: string; Message: string }[] })?.Message;
  const errors = (body as { Errors?: { Field: string; Message: string }[] })?.Errors ?? [];
  const said = [message, ...errors.map((e) => `${e.Field}: ${e.Message}`)].filter(Boolean).join(' | ');
  if (example.expectStatus !== undefined) {
    return status === example.expectStatus ? null : `expected ${example.expectStatus} (x-expect-status), got ${status}: ${said}`;
  }
  if (status < 200 || status >= 300) return `expected 2xx, got ${status}: ${said}`;
  if (typeof body === 'object' && body !== null && 'StatusCode' in body && (body as { StatusCode: number }).StatusCode !== status) {
    return `StatusCode ${(body as { StatusCode: number }).StatusCode} does not repeat HTTP ${status}`;
  }
  return null;
}

describe('the contract documents’ examples', () => {
  const data = tempDataFile();
  let server: MockServer;
  beforeAll(async () => {
    server = await startMock(data.file, true, { webOrigin: DOCUMENTED_WEB_ORIGIN });
  });
  afterAll(async () => {
    await server?.close();
    data.cleanup();
  });

  it('each one succeeds (or fails as it says) against the fresh demo seed', async () => {
    const examples = allExamples();
    const api = client(server);
    const uids = await seededUids(server);
    const first = (document: string, operationId: string) => examples.find((e) => e.document === document && e.operationId === operationId);
    const failures: string[] = [];
    const byOperation = new Map<string, { document: string; ok: boolean }>();
    for (const example of examples) {
      const key = `${example.document} ${example.operationId}`;
      expect((await api.reset()).status).toBe(200);
      let failure = example.problem ?? null;
      for (const operationId of example.after) {
        if (failure) break;
        const given = first(example.document, operationId);
        const why = given ? (given.problem ?? failureOf(await send(server, given, uids))) : 'no such operation in the document';
        if (why) failure = `its x-replay-after ${operationId} did not succeed: ${why}`;
      }
      failure ??= failureOf(await send(server, example, uids));
      if (failure) failures.push(`${example.document}: ${example.label} (${example.method} ${example.path}): ${failure}`);
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
});
