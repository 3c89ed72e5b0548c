import { z } from 'zod';
import { ROLE, type Role } from '../../../domain/constants';
import type { AuthFailure } from '../../../domain/auth-error';
import { authErrorMessages, authText as t } from '../../components/auth/auth-text';

// The sign-in pages' checks before the provider is asked (the provider has the last word), as zod schemas for useForm.

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plain email shape check: required, then something@something.tld (spaces around it ignored). */
const email = z
  .string()
  .refine((value) => value.trim() !== '', { message: t.emailRequired, abort: true })
  .refine((value) => EMAIL_SHAPE.test(value.trim()), t.emailInvalid);
const password = z.string().min(1, t.passwordRequired);

export const credentialsSchema = z.object({ email, password });
export const resetSchema = z.object({ email });
export const signUpSchema = z.object({
  email,
  password,
  role: z.custom<Role>((value) => value === ROLE.STUDENT || value === ROLE.TUTOR, t.roleRequired),
});

/** A provider refusal as the form shows it: its messages above the fields. */
export function refused(failure: AuthFailure): { ok: false; alert: string[] } {
  return { ok: false, alert: authErrorMessages(failure) };
}
