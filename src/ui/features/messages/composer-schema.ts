import { z } from 'zod';
import { messageProblem } from '../../../domain/messages';

/** A message as typed: the domain's message rule (1 to MESSAGE_MAX characters of plain text), checked before sending. */
export const composerSchema = z.object({
  text: z.string().superRefine((text, ctx) => {
    const problem = messageProblem(text);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

export type ComposerValues = z.input<typeof composerSchema>;
