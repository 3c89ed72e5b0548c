import { z } from 'zod';
import { ratingProblem, reviewTextProblem } from '../../domain/reviews';
import { domainRule } from './form/domain-rule';

/** The review form as typed: no star chosen yet is null. */
export interface ReviewFormValues {
  rating: number | null;
  text: string;
}

/** A review checked by the domain's rules (1 to 5 stars; an optional plain-text comment of up to 1,000 characters). */
export const reviewSchema = z.object({
  rating: z
    .number()
    .nullable()
    .superRefine(domainRule(ratingProblem))
    .transform((rating) => rating as number),
  text: z.string().superRefine(domainRule(reviewTextProblem)),
});
