import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field of a failed zod parse, to show next to each field. */
export function firstErrorPerField<K extends string>(error: z.ZodError): FieldErrors<K> {
  const found: Partial<Record<string, string>> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  return found as FieldErrors<K>;
}
