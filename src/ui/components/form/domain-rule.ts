import type { z } from 'zod';

/**
 * A zod refinement made from one of the domain's rules, which says why a value is refused (a sentence) or null: the
 * limits and the words stay the domain's. Use as `.superRefine(domainRule(reviewTextProblem))`.
 */
export function domainRule<T>(problem: (value: T) => string | null) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const found = problem(value);
    if (found !== null) ctx.addIssue({ code: 'custom', message: found });
  };
}
