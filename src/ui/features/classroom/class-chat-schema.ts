import { z } from 'zod';
import { chatTextProblem } from '../../../domain/classroom-chat';

/** A chat message as typed: the domain's chat rule (1 to CHAT_MAX characters of plain text), checked before sending. */
export const classChatSchema = z.object({
  text: z.string().superRefine((text, ctx) => {
    const problem = chatTextProblem(text);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

export type ClassChatValues = z.input<typeof classChatSchema>;
