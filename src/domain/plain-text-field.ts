import { z } from 'zod';
import { plainTextFault, type PlainTextFault } from './plain-text.ts';

/**
 * A short name typed in a form (a class, course or session name, a person's name, a bank's): plain-text.mjs's rule,
 * the one the mock backend applies (trimmed, not only spaces, no control characters, at most `max` characters), each
 * fault in the form's own words. Gives the trimmed text.
 */
export function plainTextField(max: number, words: Record<PlainTextFault, string>) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const fault = plainTextFault(text, { max });
      if (fault) ctx.addIssue({ code: 'custom', message: words[fault] });
    });
}
