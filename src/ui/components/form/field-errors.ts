import type { z } from 'zod';
import { isBackendError, type BackendErrorKind } from '../../../domain/backend-error';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field of a failed zod parse, to show next to each field. */
export function firstErrorPerField<K extends string>(error: z.ZodError): FieldErrors<K> {
  const found: Partial<Record<string, string>> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  return found as FieldErrors<K>;
}

/** The backend's field errors (BackendError.fieldErrors) of the given kinds, for the fields the form has. */
export function backendFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
  kinds: readonly BackendErrorKind[] = ['validation'],
): FieldErrors<K> {
  const found: FieldErrors<K> = {};
  if (!isBackendError(error) || !kinds.includes(error.kind)) return found;
  for (const { field, message } of error.fieldErrors) if ((fields as readonly string[]).includes(field)) found[field as K] = message;
  return found;
}

/** One field's error when `field` is one of the form's (a port's SaveOutcome names at most one). */
export function fieldError<K extends string>(fields: object, field: string | undefined, message: string): FieldErrors<K> {
  return field !== undefined && field in fields ? ({ [field]: message } as FieldErrors<K>) : {};
}

/** A form's field names, for backendFieldErrors. */
export function keysOf<V extends object>(values: V): (keyof V & string)[] {
  return Object.keys(values) as (keyof V & string)[];
}
