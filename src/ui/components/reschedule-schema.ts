import { z } from 'zod';
import { PARTY_NOTE_MAX } from '../../domain/form-limits';
import { plainTextFault } from '../../domain/plain-text';
import { newTimeProblem } from '../../domain/reschedule-policy';
import { zonedLocalToIso } from '../../domain/zoned-time';
import { rescheduleText as t } from './reschedule-text';

/** The proposal form as typed: the new time as the datetime-local input holds it, and the optional message. */
export interface RescheduleFormValues {
  local: string;
  note: string;
}

/** The message's check (also shown as it is typed): at most PartyNote's length once trimmed; sent trimmed, or not at all. */
export const rescheduleNoteSchema = z
  .string()
  .trim()
  .superRefine((note, ctx) => {
    if (plainTextFault(note, { max: PARTY_NOTE_MAX, required: false }) === 'too-long') ctx.addIssue({ code: 'custom', message: t.messageTooLong });
  })
  .transform((note) => note || undefined);

/** A proposal checked by the reschedule rule (src/domain/reschedule-policy.ts), the new time read in the viewer's zone. */
export function rescheduleSchema(klass: { status: string; startsAt: string }, timeZone: string, nowMs: number) {
  return z.object({
    local: z.string().transform((local, ctx) => {
      const iso = local ? zonedLocalToIso(local, timeZone) : null;
      const problem = iso ? newTimeProblem(klass, iso, nowMs)?.message : t.newTimeMissing;
      if (problem || !iso) {
        ctx.addIssue({ code: 'custom', message: problem ?? t.newTimeMissing });
        return z.NEVER;
      }
      return iso;
    }),
    note: rescheduleNoteSchema,
  });
}
