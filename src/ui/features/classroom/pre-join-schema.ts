import { z } from 'zod';
import { checkDisplayName } from '../../../domain/display-name';
import { classroomWords } from './classroom-text';

export interface PreJoinValues {
  name: string;
}

/** The name shown in the class, by the domain's display-name rule, in the form's words; gives the name as others see it. */
export const preJoinSchema = z.object({
  name: z.string().transform((raw, ctx) => {
    const check = checkDisplayName(raw);
    if (check.ok) return check.value;
    ctx.addIssue({ code: 'custom', message: classroomWords({ kind: 'display-name', code: check.code }) });
    return z.NEVER;
  }),
});
