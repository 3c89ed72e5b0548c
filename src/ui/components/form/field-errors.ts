import type { z } from 'zod';
import type { Refusal, RefusalCode } from '../../../application/outcome';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field of a failed zod parse, to show next to each field. */
export function firstErrorPerField<K extends string>(error: z.ZodError): FieldErrors<K> {
  const found: Partial<Record<string, string>> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  return found as FieldErrors<K>;
}

/**
 * The first message per path of a failed zod parse, named as the contract names a refused field ('Weekly[2].To',
 * 'Trial.Price'): for a form whose inputs each stand for a value inside its lists and records.
 */
export function firstErrorPerPath<K extends string>(error: z.ZodError): FieldErrors<K> {
  const found: Partial<Record<string, string>> = {};
  for (const issue of error.issues) found[pathName(issue.path)] ??= issue.message;
  return found as FieldErrors<K>;
}

/** ['Weekly', 2, 'To'] as 'Weekly[2].To'. */
export function pathName(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
}

/** The fields the server refused (Refusal.fields) for refusals of the given codes, for the fields the form has. */
export function refusedFields<K extends string>(refusal: Refusal, fields: readonly K[], codes: readonly RefusalCode[] = ['invalid']): FieldErrors<K> {
  const found: FieldErrors<K> = {};
  if (!codes.includes(refusal.code)) return found;
  for (const { field, message } of refusal.fields ?? []) if ((fields as readonly string[]).includes(field)) found[field as K] = message;
  return found;
}

/** One field's error when `field` is one of the form's (a port's SaveOutcome names at most one). */
export function fieldError<K extends string>(fields: object, field: string | undefined, message: string): FieldErrors<K> {
  return field !== undefined && field in fields ? ({ [field]: message } as FieldErrors<K>) : {};
}

/** A form's field names, for refusedFields. */
export function keysOf<V extends object>(values: V): (keyof V & string)[] {
  return Object.keys(values) as (keyof V & string)[];
}
