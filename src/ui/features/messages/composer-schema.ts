import { z } from 'zod';
import { messageProblem } from '../../../domain/messages';
import { ruleField } from '../../components/form/rule-field';

/** A message as typed: the domain's message rule (1 to MESSAGE_MAX characters of plain text), checked before sending. */
export const composerSchema = z.object({ text: ruleField(messageProblem) });

export type ComposerValues = z.input<typeof composerSchema>;
