import { z } from 'zod';
import { BackendError } from '../../../domain/backend-error';
import type { BackendHeaders } from './backend-headers';
import { errorFromResponse, malformedError, networkError } from './error-mapping';
import { DEFAULT_RETRY, retryingFetch, type RetryClass, type RetryOptions } from './retry-policy';

/** What a generated SDK function returns with throwOnError off. */
interface SdkResult {
  data?: unknown;
  error?: unknown;
  response?: Response;
}
/** A generated SDK function, seen loosely: the transport supplies client, fetch and headers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the SDK functions' option types differ per operation
export type SdkFunction = (options: any) => Promise<SdkResult>;

export interface TransportConfig {
  baseUrl: string;
  headers: BackendHeaders;
  fetch?: typeof fetch;
  retry?: Partial<RetryOptions>;
}

export interface CallSpec<T extends z.ZodType> {
  /** operationId, for messages. */
  operation: string;
  retry: RetryClass;
  /** Schema of the envelope's Data. */
  data: T;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

function envelope<T extends z.ZodType>(data: T) {
  return z.object({ StatusCode: z.number().int().min(200).max(299), Message: z.string(), Data: data });
}

/** Drops undefined entries so optional query parameters are left out rather than sent empty. */
function compact(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!values) return undefined;
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Sends one operation through a generated SDK function: the four headers, the retry class's fetch, and the answer
 * turned into either the parsed Data or a BackendError (network, HTTP status with field messages, or malformed).
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

  headers(): Record<string, string> {
    return this.config.headers.current();
  }

  async call<T extends z.ZodType>(sdk: SdkFunction, spec: CallSpec<T>): Promise<z.infer<T>> {
    const body = await this.send(sdk, spec);
    const parsed = envelope(spec.data).safeParse(body);
    if (!parsed.success) throw malformedError(spec.operation, describeIssues(parsed.error));
    return (parsed.data as { Data: z.infer<T> }).Data;
  }

  /** For answers that are not the plain envelope (the payment links): the raw JSON body of a 2xx answer. */
  async send(sdk: SdkFunction, spec: Omit<CallSpec<z.ZodType>, 'data'>): Promise<unknown> {
    let result: SdkResult;
    try {
      result = await sdk({
        baseUrl: this.config.baseUrl,
        fetch: retryingFetch(this.fetchImpl, spec.retry, this.retry),
        headers: this.headers(),
        query: compact(spec.query),
        body: spec.body,
        signal: spec.signal,
        parseAs: 'json',
        throwOnError: false,
      });
    } catch (error) {
      throw networkError(error);
    }
    const { response } = result;
    if (!response) throw networkError(result.error);
    if (!response.ok) throw errorFromResponse(response.status, result.error);
    if (result.error !== undefined) throw malformedError(spec.operation, 'the body is not JSON');
    return result.data;
  }
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

export function isBackendFailure(error: unknown): error is BackendError {
  return error instanceof BackendError;
}
