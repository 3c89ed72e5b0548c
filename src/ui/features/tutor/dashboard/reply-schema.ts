import { z } from 'zod';
import { replyTextProblem } from '../../../../domain/reviews';
import { domainRule } from '../../../components/form/domain-rule';

/** The tutor's answer to a review, checked by the domain's rule (required, plain text, up to 1,000 characters). */
export const replySchema = z.object({ text: z.string().superRefine(domainRule(replyTextProblem)) });
