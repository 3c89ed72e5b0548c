import { isBackendError, type BackendError, type FieldError } from '../domain/backend-error';
import type { Outcome as BaseOutcome } from '../domain/outcome';

/** Why a change was refused, as a code; the screen puts it in words (its text module), with the server's message where it has one. */
export type RefusalCode =
  /** The time clashes with another class or session of the tutor's. */
  | 'overlap'
  /** The capacity is below the places already taken. */
  | 'capacity-taken'
  /** The status cannot be left or reached (a final status, or one the record may not take). */
  | 'status-not-allowed'
  /** Another refusal of the current state (409): `serverMessage` says which. */
  | 'conflict'
  /** A field the server refused (400): `field` and `serverMessage` say which and why. */
  | 'invalid'
  /** Nothing there by that name or code (404): a tutor's page, a course, a conversation. */
  | 'not-found'
  /** Not for this user (403): `serverMessage` says why where the server said it. */
  | 'refused'
  /** No answer (offline, timeout): trying again may work. */
  | 'offline'
  /** The sign-in has ended (401): signing in again will. */
  | 'signed-out'
  /** Too many at once (429): `serverMessage` says how long to wait where the server said it. */
  | 'too-many'
  /** Not saved or read for another reason (network, server, session, too many at once): trying again may work. */
  | 'failed';

export interface Refusal {
  code: RefusalCode;
  /** The field the refusal is about, when it names one. */
  field?: string;
  /** What the server said, where it said something. */
  serverMessage?: string;
  /** Every field the server refused (a form of several fields shows each at its own), when it named any. */
  fields?: FieldError[];
  /** The server's message per item of a request of several (each clash of a series of sessions): `item` counts from 1. */
  details?: { item?: number; message: string }[];
}

/** How a use case ended: its value, or a coded refusal; `F` defaults to the backend's Refusal (see domain/outcome.ts). */
export type Outcome<T, F extends { code: string } = Refusal> = BaseOutcome<T, F>;

/**
 * Runs one change against the backend and says how it ended: a conflict is what `conflict` makes of it (when it
 * knows), else a 'conflict' with the server's words; a refused field is 'invalid'; anything else is 'failed'.
 */
export async function attempt<T>(work: () => Promise<T>, conflict?: (error: BackendError) => Refusal | undefined): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, ...((isBackendError(error, 'conflict') && conflict?.(error)) || refusalOf(error)) };
  }
}

/**
 * What a failed request (a read's or a change's) means for the screen, as one coded shape: a conflict with the server's
 * words, a refused field, nothing there, not for this user (with the server's words), else 'failed'. The one mapping
 * from the backend's errors: screens word the code (inWords), never the error.
 */
export function refusalOf(error: unknown): Refusal {
  if (!isBackendError(error)) return { code: 'failed' };
  const fields = error.fieldErrors.length > 0 ? { fields: error.fieldErrors } : {};
  const explained = error.message ? { serverMessage: error.message } : {};
  switch (error.kind) {
    case 'conflict': {
      const [first] = error.fieldErrors;
      return { code: 'conflict', field: first?.field, serverMessage: first?.message || error.message || undefined, ...fields };
    }
    case 'validation': {
      const [first] = error.fieldErrors;
      return first ? { code: 'invalid', field: first.field, serverMessage: first.message, ...fields } : { code: 'invalid' };
    }
    case 'not-found':
      return { code: 'not-found' };
    // A refusal the server explained (403, 429): its words go with it, for a screen that shows them.
    case 'forbidden':
      return { code: 'refused', ...explained };
    case 'rate-limited':
      return { code: 'too-many', ...explained };
    case 'unauthorised':
      return { code: 'signed-out' };
    case 'network':
      return { code: 'offline' };
    default:
      return { code: 'failed' };
  }
}
