import { z } from 'zod';
import { checkDisplayName } from '../../../domain/display-name';
import { classroomText as t } from './classroom-text';

export interface PreJoinValues {
  name: string;
}

/** The name shown in the class, by the domain's display-name rule, in the form's words; gives the name as others see it. */
export const preJoinSchema = z.object({
  name: z.string().transform((raw, ctx) => {
    const check = checkDisplayName(raw);
    if (check.ok) return check.value;
    ctx.addIssue({ code: 'custom', message: t.displayNameErrors[check.code] });
    return z.NEVER;
  }),
});
