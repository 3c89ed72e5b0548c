import { z } from 'zod';
import { accountText as t } from './account-text';

/**
 * The password-change form's own checks before the provider is asked. The provider's policy (length, character kinds)
 * is the provider's rule, not ours (spec §1): its refusal is shown as it comes back.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, t.currentRequired),
    newPassword: z.string().min(1, t.newRequired),
    confirmPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.newPassword !== '' && values.confirmPassword !== values.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: t.confirmMismatch });
    }
    if (values.newPassword !== '' && values.newPassword === values.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: t.sameAsCurrent });
    }
  });
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
