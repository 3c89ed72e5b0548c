// The documented examples of both OpenAPI documents as requests (issue 42): what a backend team reading the contract
// alone would send, built the way the document reads, so a seed or contract change that breaks one fails the suite.
//
// An operation's examples, in this order of precedence:
//  - the named `examples:` of its request body's media type (one request each; an Example Object may carry
//    `x-demo-caller` and `x-expect-status`), else its `example:`, else the body composed from the schema: the
//    schema's `example`, else each property that has an example (allOf merged, oneOf/anyOf the first, arrays one item);
//  - query and header parameters: the named example of the same name when the body has named examples, else the
//    parameter's `example`, else its schema's (required parameters always, optional query parameters when they have
//    one, optional headers never);
//  - the caller: `x-demo-caller` (demo-tutor | demo-student) of the named example, else of the operation; none for an
//    operation whose security allows `{}` or `[]` unless one is named. The document's Authorization example is not a
//    live token (tokens expire in an hour): the caller's token is minted for the demo account (info.description says how);
//  - a `format: binary` part of a multipart body is a 1×1 PNG; the webhook's X-Razorpay-Signature is the documented
//    example, computed over the body exactly as JSON.stringify writes it with the demo webhook secret.
// Each example is expected to answer 2xx unless it says `x-expect-status`.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { admin, client, token, type MockServer } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface ContractDocument {
  file: string;
  /** The prefix under which the mock serves the document's paths ('' or '/functions'). */
  prefix: string;
  spec: Json;
}

export interface ExampleRequest {
  document: string;
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  /** `operationId` or `operationId › name` for a named example. */
  label: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** JSON body, or the multipart fields (a `Blob` for a binary part). */
  body?: Json;
  multipart: boolean;
  /** The multipart fields the schema says are files (`format: binary`): sent as a 1×1 PNG. */
  binaryFields: string[];
  caller?: string;
  expectStatus?: number;
  /** Operations (operationId, same document) whose first example runs first, after the reset (`x-replay-after`). */
  after: string[];
  /** The documented success answer (the first 2xx response's JSON example, or its schema's), for the stable values. */
  responseExample?: Json;
  /** Why the example cannot be built (a required part has no example); the replay reports it as the failure. */
  problem?: string;
}

/** The demo accounts by the names the document uses; another seeded user is named by its uid (e.g. student-priya-shah). */
export const CALLERS: Record<string, string> = { 'demo-tutor': DEMO.tutor.uid, 'demo-student': DEMO.student.uid };

/** The uid an `x-demo-caller` names: a demo account, or a user of the demo seed by uid; undefined for neither. */
export function callerUid(caller: string, seededUids: ReadonlySet<string>): string | undefined {
  return CALLERS[caller] ?? (seededUids.has(caller) ? caller : undefined);
}

export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db40000000049454e44ae426082',
  'hex',
);

export function loadDocument(file: string, prefix: string): ContractDocument {
  return { file, prefix, spec: yaml.load(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) };
}

export const DOCUMENTS = (): ContractDocument[] => [loadDocument('openapi/backend.yaml', ''), loadDocument('openapi/cloud-functions.yaml', '/functions')];

export function resolve(spec: Json, node: Json): Json {
  let seen = 0;
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    if (++seen > 20) throw new Error(`A $ref cycle at ${node.$ref}`);
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce((at: Json, key: string) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return node;
}

/** The value an example reader takes from a schema; undefined when the schema documents none. */
export function composeSample(spec: Json, raw: Json, depth = 0): Json {
  const schema = resolve(spec, raw);
  if (!schema || depth > 12) return undefined;
  if (schema.example !== undefined) return structuredClone(schema.example);
  if (schema.allOf) {
    const parts = schema.allOf.map((s: Json) => composeSample(spec, s, depth + 1)).filter((s: Json) => s !== undefined);
    return parts.length ? Object.assign({}, ...parts) : undefined;
  }
  if (schema.oneOf || schema.anyOf) return composeSample(spec, (schema.oneOf ?? schema.anyOf)[0], depth + 1);
  if (schema.properties) {
    const out: Record<string, Json> = {};
    for (const [name, property] of Object.entries(schema.properties)) {
      const value = composeSample(spec, property, depth + 1);
      if (value !== undefined) out[name] = value;
    }
    return Object.keys(out).length ? out : undefined;
  }
  if (schema.type === 'array' && schema.items) {
    const item = composeSample(spec, schema.items, depth + 1);
    return item === undefined ? undefined : [item];
  }
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  return undefined;
}

export function operationsOf(document: ContractDocument): { path: string; method: string; op: Json }[] {
  const out = [];
  for (const [path, item] of Object.entries<Json>(document.spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) if (item[method]) out.push({ path, method, op: item[method] });
  }
  return out;
}

function parameterValue(spec: Json, parameter: Json, name?: string): Json {
  if (name && parameter.examples?.[name]) return resolve(spec, parameter.examples[name]).value;
  if (parameter.example !== undefined) return parameter.example;
  return composeSample(spec, parameter.schema);
}

/** Every documented example of the operation as a request. */
export function examplesOf(document: ContractDocument, path: string, method: string, op: Json): ExampleRequest[] {
  const { spec } = document;
  const content = op.requestBody?.content ?? {};
  const [contentType, media] = (Object.entries<Json>(content)[0] ?? [undefined, undefined]) as [string | undefined, Json];
  const named: [string | undefined, Json][] = media?.examples
    ? Object.entries<Json>(media.examples).map(([name, example]) => [name, resolve(spec, example)])
    : [[undefined, media ? { value: media.example ?? composeSample(spec, media.schema) } : undefined]];
  // Parameters may name examples too (a GET has no body): their names then make the list.
  if (!media) {
    const names = new Set<string>();
    for (const p of op.parameters ?? []) for (const n of Object.keys(resolve(spec, p).examples ?? {})) names.add(n);
    // The extensions (x-demo-caller, x-expect-status, x-replay-after) of a GET's named example: on any of its parameters' examples.
    const extensions = (n: string) =>
      Object.fromEntries(
        (op.parameters ?? []).flatMap((p: Json) => Object.entries<Json>(resolve(spec, resolve(spec, p).examples?.[n]) ?? {}).filter(([k]) => k.startsWith('x-'))),
      );
    if (names.size) named.splice(0, named.length, ...[...names].map((n): [string, Json] => [n, extensions(n)]));
  }
  const success = Object.entries<Json>(op.responses ?? {}).find(([code]) => /^2\d\d$/.test(code))?.[1];
  const successJson = resolve(spec, success)?.content?.['application/json'];
  const responseExample = successJson ? (successJson.example ?? composeSample(spec, successJson.schema)) : undefined;
  const security = op.security ?? spec.security ?? [];
  const signedOutAllowed = security.length === 0 || security.some((entry: Json) => Object.keys(entry).length === 0);
  return named.map(([name, example]) => {
    const query: Record<string, string> = {};
    const headers: Record<string, string> = {};
    const problems: string[] = [];
    for (const raw of op.parameters ?? []) {
      const parameter = resolve(spec, raw);
      if (parameter.in === 'header' && parameter.name === 'Authorization') continue;
      // Optional headers are left out: the page server's key and its visitor's address are the page server's own.
      if (parameter.in === 'header' && !parameter.required) continue;
      const value = parameterValue(spec, parameter, name);
      if (value === undefined) {
        if (parameter.required) problems.push(`the required ${parameter.in} parameter ${parameter.name} has no example`);
        continue;
      }
      if (parameter.in === 'query') query[parameter.name] = String(value);
      else if (parameter.in === 'header') headers[parameter.name] = String(value);
      else if (parameter.in === 'path') problems.push(`path parameters are not replayed (${parameter.name})`);
    }
    const caller = example?.['x-demo-caller'] ?? op['x-demo-caller'];
    if (!caller && !signedOutAllowed) problems.push('the operation needs a token and names no x-demo-caller (demo-tutor or demo-student)');
    const body = example?.value;
    if (media && op.requestBody?.required && body === undefined) problems.push('the request body has no example');
    return {
      document: document.file,
      operationId: op.operationId,
      method: method.toUpperCase() as 'GET' | 'POST',
      path: `${document.prefix}${path}`,
      label: name ? `${op.operationId} › ${name}` : op.operationId,
      query,
      headers,
      body,
      multipart: contentType === 'multipart/form-data',
      binaryFields: Object.entries<Json>(resolve(spec, media?.schema)?.properties ?? {})
        .filter(([, property]) => resolve(spec, property)?.format === 'binary')
        .map(([field]) => field),
      caller,
      expectStatus: example?.['x-expect-status'] ?? undefined,
      after: [example?.['x-replay-after'] ?? op['x-replay-after'] ?? []].flat(),
      responseExample,
      problem: problems.length ? problems.join('; ') : undefined,
    };
  });
}

export function allExamples(): ExampleRequest[] {
  return DOCUMENTS().flatMap((document) => operationsOf(document).flatMap(({ path, method, op }) => examplesOf(document, path, method, op)));
}

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

/**
 * The examples' present: the replay builds the demo seed at this instant and runs the mock's clock from it, and mints the
 * tokens at it, so the examples' dates (a booking within the tutor's 365-day horizon, say) stay valid whatever the day
 * the suite runs (openapi/backend.yaml, "Trying the examples").
 */
export const EXAMPLES_NOW = '2027-06-01T00:00:00Z';
const EXAMPLES_NOW_SECONDS = Date.parse(EXAMPLES_NOW) / 1000;

/** Back to the fresh demo seed, built at the examples' present. */
export const resetToExamplesNow = (server: MockServer): Promise<Response> => admin(server, '/__admin/reset', { method: 'POST', body: { at: EXAMPLES_NOW } });

export async function send(server: MockServer, example: ExampleRequest, uids: ReadonlySet<string>): Promise<Exchange> {
  const url = new URL(example.path.replace(/^\//, ''), `${server.url}/`);
  for (const [k, v] of Object.entries(example.query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...example.headers };
  const uid = example.caller ? callerUid(example.caller, uids) : undefined;
  if (example.caller && !uid) throw new Error(`x-demo-caller ${example.caller} is neither a demo account nor a user of the demo seed`);
  if (uid) headers.Authorization = token(uid, { email: `${uid}@demo.test`, nowSeconds: EXAMPLES_NOW_SECONDS });
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
  const response = await fetch(url, { method: example.method, headers, body }).catch((error: unknown) => {
    throw new Error(`${example.document}: ${example.label} (${example.method} ${example.path}) got no answer: ${String((error as Error).cause ?? error)}`);
  });
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
  return unlikeDocumented(example.responseExample, body);
}

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * The answer against the documented success example where it is stable: the envelope's StatusCode and Message, and
 * each of its top-level keys present with the same kind of value (a null on either side is allowed: the payment
 * links answer one of Data and PrivateTutorPaymentLink). Everything else is the validators' (the schema's) business.
 */
function unlikeDocumented(documented: Json, actual: unknown): string | null {
  if (!documented || typeof documented !== 'object' || Array.isArray(documented)) return null;
  if (kind(actual) !== 'object') return `the answer is ${kind(actual)}, the documented example an object`;
  const got = actual as Record<string, unknown>;
  for (const key of ['StatusCode', 'Message']) {
    if (key in documented && got[key] !== documented[key]) return `${key} is ${JSON.stringify(got[key])}, documented ${JSON.stringify(documented[key])}`;
  }
  for (const [key, value] of Object.entries<unknown>(documented)) {
    if (!(key in got)) return `the answer has no ${key}, which the documented example shows`;
    if (value !== null && got[key] !== null && kind(value) !== kind(got[key])) return `${key} is ${kind(got[key])}, documented ${kind(value)}`;
  }
  return null;
}
