import { z } from 'zod';
import { BackendError, type BackendErrorKind } from '../../../domain/backend-error';

/** The contract's one error shape. */
const errorBodySchema = z.object({
  StatusCode: z.number().int(),
  Message: z.string(),
  Errors: z.array(z.object({ Field: z.string(), Message: z.string() })).optional(),
  Reason: z.string().optional(),
  OpensAt: z.string().optional(),
});

const KIND_BY_STATUS: Record<number, BackendErrorKind> = {
  400: 'validation',
  401: 'unauthorised',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  422: 'validation',
  429: 'rate-limited',
};

export function kindForStatus(status: number): BackendErrorKind {
  return KIND_BY_STATUS[status] ?? (status >= 500 ? 'server' : 'validation');
}

// Words for the user are the UI's (each screen's text module maps the kind); an error carries only what the server
// said (its Message and field messages) and, for the logs, a technical detail.

/** A non-2xx answer: its kind by status, its message and field messages from the error body when it has the shape. */
export function errorFromResponse(status: number, body: unknown): BackendError {
  const kind = kindForStatus(status);
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return new BackendError(kind, '', [], status, undefined, `HTTP ${status} without the contract's error body`);
  const fields = (parsed.data.Errors ?? []).map((error) => ({ field: error.Field, message: error.Message }));
  const { Reason, OpensAt } = parsed.data;
  const refusal = Reason ? { code: Reason, ...(OpensAt ? { at: OpensAt } : {}) } : undefined;
  return new BackendError(kind, parsed.data.Message, fields, status, refusal, `HTTP ${status}`);
}

export function networkError(cause: unknown): BackendError {
  const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  return new BackendError('network', '', [], undefined, undefined, `no answer (${reason})`);
}

export function malformedError(operation: string, detail: string): BackendError {
  return new BackendError('malformed', '', [], undefined, undefined, `${operation}: ${detail}`);
}
