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

  /** The envelope's Data of a 2xx answer. */
  async call<R extends { Data: unknown }>(retry: RetryClass, send: SdkCall<R>, signal?: AbortSignal): Promise<R['Data']> {
    return (await this.body(retry, send, signal)).Data;
  }

  /** The whole body of a 2xx answer (the payment links are not the plain envelope). */
  async body<R>(retry: RetryClass, send: SdkCall<R>, signal?: AbortSignal): Promise<R> {
    let operation = '(no request)';
    const retrying = retryingFetch(this.fetchImpl, retry, this.retry);
    // The generated client hands fetch one Request; its path names the operation in a 'malformed' message.
    const fetchImpl = ((request: Request) => {
      operation = new URL(request.url).pathname.split('/').pop() ?? operation;
      return retrying(request);
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
    if (result.error instanceof ZodError) throw malformedError(operation, describeIssues(result.error.issues));
    if (result.error !== undefined || result.data === undefined) throw malformedError(operation, 'the body is not JSON');
    return result.data;
  }
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
