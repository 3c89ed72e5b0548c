import { z } from 'zod';
import { ROLE } from './constants';

/** Public tutor page address: lower-case letters, digits and single hyphens, 3–40 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** E.164: a plus, the country code and the number (8–15 digits); profiles and phone sign-in alike. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9][0-9]{7,14}$/, 'Use international format, e.g. +919876543210.');

/** The code the provider sends by SMS: six digits. */
export const smsCodeSchema = z.string().trim().regex(/^[0-9]{6}$/, 'Enter the 6-digit code from the SMS.');

const name = z.string().trim().min(1, 'Enter a name.').max(60, 'Use at most 60 characters.');

/** What registration collects (tutor and student alike; the tutor-only fields are checked by role). */
export const profileInputSchema = z
  .object({
    Role: z.union([z.literal(ROLE.TUTOR), z.literal(ROLE.STUDENT)]),
    FirstName: name,
    LastName: name,
    Phone: phoneSchema,
    TimeZone: z.string().refine(isTimeZone, 'Choose a valid time zone.'),
    LangID: z.number().int().positive(),
    Bio: z.string().trim().max(600, 'Use at most 600 characters.').optional(),
    TopicIDs: z.array(z.number().int().positive()).max(10, 'Choose at most 10 topics.').optional(),
    Slug: z
      .string()
      .trim()
      .min(3, 'Use at least 3 characters.')
      .max(40, 'Use at most 40 characters.')
      .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens.')
      .optional(),
    /** Students who register through a tutor's page (/student-signup/{slug}) are linked to that tutor. */
    SelectedTutorSlug: z.string().regex(SLUG_PATTERN, 'Not a valid tutor page address.').optional(),
  })
  .superRefine((profile, ctx) => {
    if (profile.Role !== ROLE.TUTOR) return;
    if (profile.SelectedTutorSlug !== undefined) ctx.addIssue({ code: 'custom', path: ['SelectedTutorSlug'], message: 'Only students register through a tutor page.' });
    if (!profile.Slug) ctx.addIssue({ code: 'custom', path: ['Slug'], message: 'Choose the address of your public page.' });
    if (!profile.TopicIDs?.length) ctx.addIssue({ code: 'custom', path: ['TopicIDs'], message: 'Choose at least one topic.' });
    if (!profile.Bio) ctx.addIssue({ code: 'custom', path: ['Bio'], message: 'Write a short bio.' });
  });
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** A registered user as the backend keeps them. */
export interface UserProfile extends ProfileInput {
  UserID: string;
  /** Absent for an account that signed up with a phone number only. */
  Email?: string;
  PhotoURL?: string | null;
}

export interface Topic {
  TopicID: number;
  TopicName: string;
}
