import { z } from 'zod';
import { chatTextProblem } from '../../../domain/classroom-chat';
import { ruleField } from '../../components/form/rule-field';

/** A chat message as typed: the domain's chat rule (1 to CHAT_MAX characters of plain text), checked before sending. */
export const classChatSchema = z.object({ text: ruleField(chatTextProblem) });

export type ClassChatValues = z.input<typeof classChatSchema>;
