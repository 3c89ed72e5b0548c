/** Why a backend call failed, as every backend port reports it (adapters map HTTP and transport failures here). */
export type BackendErrorKind =
  | 'unauthorised' // 401: no token or an expired one
  | 'forbidden' // 403: the role or the record does not fit
  | 'validation' // 400: see fieldErrors
  | 'not-found' // 404
  | 'conflict' // 409
  | 'rate-limited' // 429
  | 'server' // 5xx
  | 'network' // no answer, timeout, offline
  | 'malformed'; // an answer that does not match the contract

export interface FieldError {
  field: string;
  message: string;
}

/** Why the server refused, as a code, where the contract gives one (the classroom's Reason, with OpensAt for 'not-open-yet'). */
export interface RefusalReason {
  code: string;
  /** An instant the code refers to (ISO 8601). */
  at?: string;
}

/**
 * `message` is what the server said (its Message), empty when it said nothing: the words a user reads come from the
 * UI's text modules by `kind`, with the server's message where a screen shows it. `detail` is for the logs.
 */
export class BackendError extends Error {
  readonly code: string;
  readonly kind: BackendErrorKind;
  readonly fieldErrors: FieldError[];
  readonly status?: number;
  readonly refusal?: RefusalReason;
  readonly detail?: string;

  // Fields assigned by hand, not parameter properties: Node's type stripping (the mock runs src/domain) refuses those.
  constructor(kind: BackendErrorKind, message = '', fieldErrors: FieldError[] = [], status?: number, refusal?: RefusalReason, detail?: string) {
    super(message);
    this.kind = kind;
    this.fieldErrors = fieldErrors;
    this.status = status;
    this.refusal = refusal;
    this.detail = detail;
    this.name = 'BackendError';
    this.code = `BACKEND.${kind.toUpperCase().replace('-', '_')}`;
  }
}

export function isBackendError(error: unknown, kind?: BackendErrorKind): error is BackendError {
  return error instanceof BackendError && (kind === undefined || error.kind === kind);
}
