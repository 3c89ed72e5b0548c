import { z } from 'zod';

/**
 * A text field checked by a domain rule that words its own refusal (`problem`: a sentence, or null when the text is
 * fine), so a form's schema keeps the domain's limits and words rather than restating them. Gives the text as typed.
 */
export function ruleField(problem: (text: string) => string | null) {
  return z.string().superRefine((text, ctx) => {
    const said = problem(text);
    if (said !== null) ctx.addIssue({ code: 'custom', message: said });
  });
}
