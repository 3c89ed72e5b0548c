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

const DEFAULT_MESSAGE: Record<BackendErrorKind, string> = {
  validation: 'Some details are not valid.',
  unauthorised: 'Your session has ended. Sign in again.',
  forbidden: 'You cannot do this.',
  'not-found': 'Not found.',
  conflict: 'This clashes with the current state. Reload and try again.',
  'rate-limited': 'Too many requests. Wait a moment and try again.',
  server: 'The server had a problem. Try again later.',
  network: 'No connection to the server. Check your connection and try again.',
  malformed: 'The server sent an answer this app does not understand.',
};

export function kindForStatus(status: number): BackendErrorKind {
  return KIND_BY_STATUS[status] ?? (status >= 500 ? 'server' : 'validation');
}

/** A non-2xx answer: its kind by status, its message and field messages from the error body when it has the shape. */
export function errorFromResponse(status: number, body: unknown): BackendError {
  const kind = kindForStatus(status);
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return new BackendError(kind, DEFAULT_MESSAGE[kind], [], status);
  const fields = (parsed.data.Errors ?? []).map((error) => ({ field: error.Field, message: error.Message }));
  const { Reason, OpensAt } = parsed.data;
  const refusal = Reason ? { reason: Reason, ...(OpensAt ? { at: OpensAt } : {}) } : undefined;
  return new BackendError(kind, parsed.data.Message || DEFAULT_MESSAGE[kind], fields, status, refusal);
}

export function networkError(cause: unknown): BackendError {
  const reason = cause instanceof Error && cause.name === 'TimeoutError' ? ' (timed out)' : '';
  return new BackendError('network', `${DEFAULT_MESSAGE.network}${reason}`);
}

export function malformedError(operation: string, detail: string): BackendError {
  return new BackendError('malformed', `${DEFAULT_MESSAGE.malformed} (${operation}: ${detail})`);
}
