// The independent validator of issue 42: openapi-backend (its own router and ajv schemas, and the formats below,
// written here rather than taken from the mock or the domain) judging exchanges with the mock against both documents.
// The mock validates its own requests (and, in tests, responses) with express-openapi-validator; this is another
// reading of the same documents. tests/mock/contract-examples.test.ts runs it over the replayed traffic.
import { createHmac } from 'node:crypto';
import { OpenAPIBackend, SetMatchType, type Operation } from 'openapi-backend';
import { DEFAULT_WEBHOOK_SECRET } from '../../mock-server/server.mjs';
import { DOCUMENTS, resolve, type ExampleRequest, type Exchange } from './contract-examples';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** RFC 3339 date-time, written here rather than taken from the mock or the domain: a real day, a real offset. */
export function rfc3339DateTime(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  if (day > (month === 2 && !isLeap(year) ? 28 : DAYS_IN_MONTH[month - 1]!)) return false;
  if (hour > 23 || minute > 59 || second > 60) return false;
  return m[8]!.toUpperCase() === 'Z' || (Number(m[10]) <= 23 && Number(m[11]) <= 59);
}

function rfc3339Date(value: string): boolean {
  return rfc3339DateTime(`${value}T00:00:00Z`) && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

async function validatorFor(spec: Json): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({
    definition: structuredClone(spec),
    strict: false,
    quick: false,
    validate: true,
    coerceTypes: true,
    customizeAjv: (ajv) => {
      ajv.addFormat('date-time', { type: 'string', validate: rfc3339DateTime });
      ajv.addFormat('date', { type: 'string', validate: rfc3339Date });
      ajv.addFormat('uri', { type: 'string', validate: (v: string) => URL.canParse(v) });
      ajv.addFormat('email', { type: 'string', validate: (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) });
      ajv.addFormat('binary', true);
      ajv.addFormat('int', true);
      return ajv;
    },
  });
  await api.init();
  return api;
}

export interface Verdict {
  /** Whether the document allows the request as sent. */
  requestValid: boolean;
  /** What is wrong with the answer; a problem about an undeclared status starts with 'status '. */
  problems: string[];
}

export interface ContractValidator {
  judge(exchange: Exchange): Verdict;
  forbidden(example: ExampleRequest): ExampleRequest;
}

export async function contractValidator(): Promise<ContractValidator> {
  const validators = new Map<string, { api: OpenAPIBackend; prefix: string; spec: Json }>();
  for (const document of DOCUMENTS()) validators.set(document.file, { api: await validatorFor(document.spec), prefix: document.prefix, spec: document.spec });
  /** The validator's reading of one exchange: is the request one the document allows, and what is wrong with the answer. */
  function judge({ example, status, headers, body }: Exchange): Verdict {
    const { api, prefix, spec } = validators.get(example.document)!;
    const operation = api.getOperation(example.operationId) as Operation | undefined;
    if (!operation) return { requestValid: false, problems: [`the validator finds no operation ${example.operationId}`] };
    const requestHeaders: Record<string, string> = Object.fromEntries(Object.entries(example.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (example.caller) requestHeaders.authorization = 'token';
    if (example.body !== undefined) requestHeaders['content-type'] = example.multipart ? 'multipart/form-data' : 'application/json';
    const request = { method: example.method.toLowerCase(), path: example.path.slice(prefix.length), headers: requestHeaders, query: example.query, body: example.body };
    const requestValid = api.validateRequest(request, operation).valid;
    const problems: string[] = [];
    const declared = operation.responses?.[String(status)] ?? operation.responses?.[`${String(status)[0]}XX`] ?? operation.responses?.default;
    if (!declared) {
      problems.push(`status ${status} is not declared (declared: ${Object.keys(operation.responses ?? {}).join(', ')})`);
      return { requestValid, problems };
    }
    const response = resolve(spec, declared);
    const contentType = headers.get('content-type')?.split(';')[0] ?? '';
    if (response.content && !(contentType in response.content)) problems.push(`Content-Type ${contentType} is not one the ${status} answer declares`);
    if (contentType === 'application/json') {
      const result = api.validateResponse(body, operation, status);
      if (!result.valid) problems.push(...(result.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`));
    }
    const responseHeaders = Object.fromEntries([...headers.entries()].map(([k, v]) => [k.toLowerCase(), /^\d+$/.test(v) ? Number(v) : v]));
    const headerResult = api.validateResponseHeaders(responseHeaders, operation, { statusCode: status, setMatchType: SetMatchType.Superset });
    if (!headerResult.valid) problems.push(...(headerResult.errors ?? []).map((e) => `headers${e.instancePath} ${e.message}`));
    if ((status === 429 || status === 503) && !headers.has('retry-after')) problems.push(`${status} without Retry-After`);
    return { requestValid, problems };
  }

  /**
   * One request per operation the document forbids: a required header or query parameter broken, else the body
   * without its first required field (or, with none required, with a field the contract does not define).
   */
  function forbidden(example: ExampleRequest): ExampleRequest {
    const { spec, prefix } = validators.get(example.document)!;
    const op = Object.values<Json>(spec.paths[example.path.slice(prefix.length)]).find((o) => o?.operationId === example.operationId);
    const base = { ...example, expectStatus: undefined };
    const params = (op.parameters ?? []).map((p: Json) => resolve(spec, p));
    const header = params.find((p: Json) => p.in === 'header' && p.required && p.name !== 'Authorization' && p.name !== 'X-Razorpay-Signature');
    if (header) return { ...base, label: `${example.label} (${header.name} broken)`, headers: { ...example.headers, [header.name]: '!' } };
    const query = params.find((p: Json) => p.in === 'query' && p.required);
    if (query) return { ...base, label: `${example.label} (${query.name} broken)`, query: { ...example.query, [query.name]: '!' } };
    const schema = resolve(spec, Object.values<Json>(op.requestBody?.content ?? {})[0]?.schema) ?? {};
    const body = { ...(example.body ?? {}) };
    const dropped: string | undefined = schema.required?.[0];
    if (dropped) delete body[dropped];
    else body.NotInTheContract = true;
    const headers = { ...example.headers };
    // The provider's webhook: signed again over the changed body, so the refusal is the contract's, not the signature's.
    if ('X-Razorpay-Signature' in headers) headers['X-Razorpay-Signature'] = createHmac('sha256', DEFAULT_WEBHOOK_SECRET).update(JSON.stringify(body)).digest('hex');
    return { ...base, label: `${example.label} (${dropped ? `without ${dropped}` : 'a field the contract does not define'})`, body, headers };
  }

  return { judge, forbidden };
}

/**
 * The refusals issue 42 named, on top of the one forbidden request per operation: every date-time input the examples
 * send made impossible (SavePrivateClass's DateTime among them), a date-time without an offset, an order for a free class.
 */
export function namedRefusals(examples: ExampleRequest[]): ExampleRequest[] {
  const save = examples.find((e) => e.operationId === 'savePrivateClass')!;
  const order = examples.find((e) => e.operationId === 'createOrder')!;
  return [
    ...impossibleDateTimes(examples),
    { ...save, label: 'savePrivateClass (DateTime without an offset)', body: { ...save.body, DateTime: '2030-03-02T10:30:00' } },
    { ...order, label: 'createOrder (a free class: no order under 1 of the currency)', body: { ClassCode: 'PCmeer0000000002', Kind: 'PrivateClass' }, expectStatus: 409 },
  ];
}

const IMPOSSIBLE_DATE_TIMES = ['2027-02-30T10:00:00Z', '2027-03-01T10:00:00+25:00'];

/** Where the value holds a `format: date-time` string, as paths into it ('Sessions.0.StartDateTime'). */
function dateTimePaths(spec: Json, rawSchema: Json, value: unknown, at: string[] = []): string[][] {
  const schema = resolve(spec, rawSchema);
  if (!schema) return [];
  if (schema.allOf) return schema.allOf.flatMap((s: Json) => dateTimePaths(spec, s, value, at));
  if (typeof value === 'string') return schema.format === 'date-time' ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => dateTimePaths(spec, schema.items, item, [...at, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => dateTimePaths(spec, schema.properties?.[key], item, [...at, key]));
  }
  return [];
}

function withValue(body: Json, path: string[], value: string): Json {
  const copy = structuredClone(body);
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key];
  at[path.at(-1)!] = value;
  return copy;
}

/**
 * Every date-time input the examples send (query parameters and body fields, nested ones too), once as a day that does
 * not exist and once with an offset past ±23:59: the document's `format: date-time` forbids both.
 */
export function impossibleDateTimes(examples: ExampleRequest[]): ExampleRequest[] {
  const out: ExampleRequest[] = [];
  const seen = new Set<string>();
  for (const example of examples) {
    const key = `${example.document} ${example.operationId}`;
    if (seen.has(key) || example.problem) continue;
    seen.add(key);
    const { spec, prefix } = DOCUMENTS().find((d) => d.file === example.document)!;
    const op = Object.values<Json>(spec.paths[example.path.slice(prefix.length)]).find((o) => o?.operationId === example.operationId);
    const queryTimes = (op.parameters ?? [])
      .map((p: Json) => resolve(spec, p))
      .filter((p: Json) => p.in === 'query' && p.name in example.query && resolve(spec, p.schema)?.format === 'date-time');
    const bodySchema = Object.values<Json>(op.requestBody?.content ?? {})[0]?.schema;
    const bodyTimes = example.body && bodySchema ? dateTimePaths(spec, bodySchema, example.body) : [];
    for (const bad of IMPOSSIBLE_DATE_TIMES) {
      for (const p of queryTimes) out.push({ ...example, expectStatus: undefined, label: `${example.label} (${p.name} ${bad})`, query: { ...example.query, [p.name]: bad } });
      for (const path of bodyTimes) out.push({ ...example, expectStatus: undefined, label: `${example.label} (${path.join('.')} ${bad})`, body: withValue(example.body, path, bad) });
    }
  }
  return out;
}
