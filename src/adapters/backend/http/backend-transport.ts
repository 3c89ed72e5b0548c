import { ZodError } from 'zod';
import type { PageQuery } from '../../../contract/records';
import type { BackendHeaders, ContractHeaders } from './backend-headers';
import { errorFromResponse, malformedError, networkError } from './error-mapping';
import { DEFAULT_RETRY, retryingFetch, type RetryClass, type RetryOptions } from './retry-policy';

/** What a generated SDK function resolves to with throwOnError off. */
interface SdkResult<R> {
  data?: R;
  error?: unknown;
  response?: Response;
}

/** The transport's part of every SDK call: where, with which fetch and headers, and answers kept as values. */
export interface SdkBase {
  baseUrl: string;
  fetch: typeof fetch;
  headers: ContractHeaders;
  signal?: AbortSignal;
  parseAs: 'json';
  throwOnError: false;
}

/** An SDK call given the transport's part: `(base) => getTutorCourses({ ...base, query })`, typed by the contract. */
export type SdkCall<R> = (base: SdkBase) => Promise<SdkResult<R>>;

export interface TransportConfig {
  baseUrl: string;
  headers: BackendHeaders;
  fetch?: typeof fetch;
  retry?: Partial<RetryOptions>;
}

/**
 * Sends one operation through a generated SDK function: the four headers, the retry class's fetch, and the answer
 * turned into either the body, checked by the SDK against the contract's zod schema, or a BackendError (network,
 * HTTP status with field messages, or malformed).
 */
export class BackendTransport {
  private readonly fetchImpl: typeof fetch;
  private readonly retry: RetryOptions;

  constructor(private readonly config: TransportConfig) {
    this.fetchImpl = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.retry = { ...DEFAULT_RETRY, ...config.retry };
  }

  get baseUrl(): string {
    return this.config.baseUrl;
  }

  headers(): ContractHeaders {
    return this.config.headers.current();
  }

  /** The fetch every call goes through, without the retry classes (a stream's reconnecting is its owner's). */
  fetcher(): typeof fetch {
    return this.fetchImpl;
  }

  /** The envelope's Data of a 2xx answer. */
  async call<R extends { Data: unknown }>(retry: RetryClass, send: SdkCall<R>, signal?: AbortSignal): Promise<R['Data']> {
    return (await this.body(retry, send, signal)).Data;
  }

  /** The whole body of a 2xx answer (the payment links are not the plain envelope). */
  async body<R>(retry: RetryClass, send: SdkCall<R>, signal?: AbortSignal): Promise<R> {
    let operation = '(no request)';
    const retrying = retryingFetch(this.fetchImpl, retry, this.retry);
    // The generated client hands fetch one Request; its path names the operation in a 'malformed' message.
    let answer: Response | undefined;
    const fetchImpl = (async (request: Request) => {
      operation = new URL(request.url).pathname.split('/').pop() ?? operation;
      answer = await retrying(request);
      // Kept unread, so a body the schema refuses only for some list items can be read again without them.
      return answer.clone();
    }) as typeof fetch;
    let result: SdkResult<R>;
    try {
      result = await send({ baseUrl: this.config.baseUrl, fetch: fetchImpl, headers: this.headers(), signal, parseAs: 'json', throwOnError: false });
    } catch (error) {
      throw networkError(error);
    }
    const { response } = result;
    if (!response) throw networkError(result.error);
    if (!response.ok) throw errorFromResponse(response.status, result.error);
    // A 2xx answer the client could not parse, or that the contract's schema refused, comes back as `error`.
    if (result.error instanceof ZodError) {
      const tolerated = answer ? await this.withoutBrokenItems(send, answer, result.error) : null;
      if (tolerated) return tolerated;
      throw malformedError(operation, describeIssues(result.error.issues));
    }
    if (result.error !== undefined || result.data === undefined) throw malformedError(operation, 'the body is not JSON');
    return result.data;
  }

  /**
   * A record the client cannot read must not take the page down for everyone (one tutor's class with an impossible
   * date, stored before the backend refused them, broke every visitor's page): when every issue is inside list items,
   * those items are left out, the rest is checked again by the same SDK function (so the contract's schema stays the
   * one check), and Data says how many were left out (`skipped`, Page and the ports' list results). One mechanism for
   * every list of every operation; anything else still fails as malformed.
   */
  private async withoutBrokenItems<R>(send: SdkCall<R>, answer: Response, error: ZodError): Promise<R | null> {
    const broken = brokenItems(error.issues);
    if (!broken) return null;
    let body: { Data?: unknown };
    try {
      body = (await answer.json()) as { Data?: unknown };
    } catch {
      return null;
    }
    let skipped = 0;
    for (const [list, indexes] of broken) {
      const keys = list.split('.');
      const owner = keys.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body) as Record<string, unknown> | undefined;
      const items = owner?.[keys.at(-1)!];
      if (!Array.isArray(items)) return null;
      owner![keys.at(-1)!] = items.filter((_, index) => !indexes.has(index));
      skipped += indexes.size;
    }
    const again = await send({
      baseUrl: this.config.baseUrl,
      fetch: (async () => new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers })) as typeof fetch,
      headers: this.headers(),
      parseAs: 'json',
      throwOnError: false,
    });
    const data = again.data as { Data?: unknown } | undefined;
    if (again.error !== undefined || data === undefined || typeof data.Data !== 'object' || data.Data === null) return null;
    Object.assign(data.Data, { skipped });
    return data as R;
  }
}

/**
 * The list items of a body that the contract's schema refused, and only those: the index of the outermost list item
 * under Data that each issue is in (`Data.Items.3.DateTime` → Items[3]). Null when an issue is outside any list item
 * (the answer itself is broken, not one record in it).
 */
export function brokenItems(issues: ReadonlyArray<{ path: PropertyKey[] }>): Map<string, Set<number>> | null {
  const broken = new Map<string, Set<number>>();
  for (const { path } of issues) {
    const at = path.findIndex((key) => typeof key === 'number');
    // A list directly under Data (not a property of it) has nowhere to say how many it left out: not tolerated.
    if (path[0] !== 'Data' || at < 2) return null;
    const list = path.slice(0, at).map(String).join('.');
    broken.set(list, (broken.get(list) ?? new Set()).add(path[at] as number));
  }
  return broken.size > 0 ? broken : null;
}

export function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

/** A list request's paging, as every list operation takes it. */
export function paging(query: PageQuery = {}): { Page?: number; PageSize?: number } {
  return { Page: query.page, PageSize: query.pageSize };
}
