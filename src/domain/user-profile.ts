import { z } from 'zod';
import { CURRENCY_TYPES } from './values.ts';
import { ROLE } from './constants.ts';
import { isImageAddress } from './image-upload.ts';
import { isTimeZoneName } from './time-rules.ts';
import { plainTextField } from './plain-text-field.ts';
import { isReservedSlug } from './routes.ts';
import { MAX_NOTICE_HOURS, MIN_NOTICE_HOURS, noticeHoursProblem } from './cancellation-policy.ts';
import { NAME_MAX, PROFILE_LIMITS as L } from './form-limits.ts';

const NOTICE_MESSAGE = noticeHoursProblem(0) ?? '';

/** Public tutor page address: lower-case letters, digits and single hyphens, 3–40 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** E.164: a plus, the country code and the number (8–15 digits); profiles and phone sign-in alike. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9][0-9]{7,14}$/, 'Use international format, e.g. +919876543210.');

/** The code the provider sends by SMS: six digits. */
export const smsCodeSchema = z.string().trim().regex(/^[0-9]{6}$/, 'Enter the 6-digit code from the SMS.');

/** A person's name: the contract's 50 characters, and plain text (plain-text.ts, as the backend checks it). */
const name = (missing: string) =>
  plainTextField(NAME_MAX.PersonName, { empty: missing, 'too-long': `Use at most ${NAME_MAX.PersonName} characters.`, 'not-text': 'The name contains characters that are not text; type it again.' });

/** What registration collects (tutor and student alike; the tutor-only fields are checked by role). */
export const profileInputSchema = z
  .object({
    Role: z.union([z.literal(ROLE.TUTOR), z.literal(ROLE.STUDENT)]),
    FirstName: name('Enter your first name.'),
    LastName: name('Enter your last name.'),
    /** Tutors must give one; for a student it is optional (left out when blank). */
    Phone: phoneSchema.optional(),
    TimeZone: z.string().refine(isTimeZoneName, 'Choose a time zone from the list (an IANA name such as Asia/Kolkata).'),
    LangID: z.number().int().min(L.langId.min, 'Choose a language.').max(L.langId.max, 'Choose a language.'),
    Bio: z.string().trim().max(L.bioMax, `Use at most ${L.bioMax.toLocaleString('en-US')} characters.`).optional(),
    TopicIDs: z.array(z.number().int().positive()).max(L.topicsMax, `Choose at most ${L.topicsMax} topics.`).optional(),
    Slug: z
      .string()
      .trim()
      .min(L.slug.min, `Use at least ${L.slug.min} characters.`)
      .max(L.slug.max, `Use at most ${L.slug.max} characters.`)
      .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens.')
      .refine((slug) => !isReservedSlug(slug), 'This address is a page of the app. Choose another one.')
      .optional(),
    /** Students who register through a tutor's page (/student-signup/{slug}) are linked to that tutor. */
    SelectedTutorSlug: z.string().regex(SLUG_PATTERN, 'Not a valid tutor page address.').optional(),
    /** From /FileUpload (Purpose ProfilePhoto). */
    PhotoURL: z.string().max(L.photoUrlMax).refine(isImageAddress, 'The photo address is not valid.').optional(),
    // Kept as they are by the profile screens (a save replaces the whole profile); search and the public page use them.
    HourlyRate: z
      .number({ error: 'Enter the hourly rate as a whole number, 0 or more.' })
      .int('Enter the hourly rate as a whole number, 0 or more.')
      .min(L.hourlyRate.min, 'Enter the hourly rate as a whole number, 0 or more.')
      .max(L.hourlyRate.max, `Enter at most ${L.hourlyRate.max.toLocaleString('en-US')}.`)
      .optional(),
    CurrencyType: z.enum(CURRENCY_TYPES).optional(),
    Languages: z.array(z.string().length(2)).max(L.languagesMax, `Choose at most ${L.languagesMax} languages.`).optional(),
    /** Tutors only: how long before a class a student may still cancel it for a full refund (cancellation-policy.ts). */
    CancellationNoticeHours: z
      .number({ error: NOTICE_MESSAGE })
      .int(NOTICE_MESSAGE)
      .min(MIN_NOTICE_HOURS, NOTICE_MESSAGE)
      .max(MAX_NOTICE_HOURS, NOTICE_MESSAGE)
      .optional(),
  })
  .superRefine((profile, ctx) => {
    if (profile.Role !== ROLE.TUTOR) return;
    if (profile.SelectedTutorSlug !== undefined) ctx.addIssue({ code: 'custom', path: ['SelectedTutorSlug'], message: 'Only students register through a tutor page.' });
    if (!profile.Phone) ctx.addIssue({ code: 'custom', path: ['Phone'], message: 'Enter your phone number, e.g. +919876543210.' });
    if (!profile.Slug) ctx.addIssue({ code: 'custom', path: ['Slug'], message: 'Choose the address of your public page.' });
    if (!profile.TopicIDs?.length) ctx.addIssue({ code: 'custom', path: ['TopicIDs'], message: 'Choose at least one topic.' });
    if (!profile.Bio) ctx.addIssue({ code: 'custom', path: ['Bio'], message: 'Write a short bio.' });
    if (profile.HourlyRate !== undefined && !profile.CurrencyType) ctx.addIssue({ code: 'custom', path: ['CurrencyType'], message: 'Choose the currency of your rate.' });
  })
  .superRefine((profile, ctx) => {
    if (profile.Role !== ROLE.TUTOR && profile.CancellationNoticeHours !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['CancellationNoticeHours'], message: 'Only tutors set a cancellation notice period.' });
    }
  });
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** A registered user as the backend keeps them. */
export interface UserProfile extends ProfileInput {
  UserID: string;
  /** Absent for an account that signed up with a phone number only. */
  Email?: string;
}

export interface Topic {
  TopicID: number;
  TopicName: string;
}

/** LangID values the app offers (spec §3/§7: 1, English, is the default); their names live in the UI texts. */
export const LANGUAGE_IDS = [1, 2, 3, 4] as const;

/** What the profile screens change. */
export interface ProfileEdits {
  FirstName: string;
  LastName: string;
  /** Absent (or blank, left out) when a student gives none. */
  Phone?: string;
  TimeZone: string;
  LangID: number;
  PhotoURL?: string;
  /** Tutors only, like TopicIDs and Slug. */
  Bio?: string;
  TopicIDs?: number[];
  Slug?: string;
  /** What students choose a tutor by: the rate per hour in its currency, and the languages taught in. */
  HourlyRate?: number;
  CurrencyType?: ProfileInput['CurrencyType'];
  Languages?: string[];
  /** Hours before a class a student may cancel it for a full refund; unset: the default (24). */
  CancellationNoticeHours?: number;
}

/**
 * The whole profile to save after an edit (SaveUserProfile replaces it): the edits over the saved profile, so what the
 * screens do not show (hourly rate, languages taught, a student's topics) stays as it was. SelectedTutorSlug is left
 * out: the backend keeps the link once made, and a tutor page that has moved since would make it refuse the save.
 * An edit given as undefined (a photo taken away) leaves the field out. The result still goes through profileInputSchema.
 */
export function profileAfterEdit(saved: UserProfile, edits: ProfileEdits): Record<string, unknown> {
  const { UserID: _id, Email: _email, SelectedTutorSlug: _tutor, ...kept } = saved;
  const merged: Record<string, unknown> = { ...kept, ...edits, Role: saved.Role };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}
