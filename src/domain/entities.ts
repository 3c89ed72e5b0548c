import { z } from 'zod';

const classCode = z.string().regex(/^[A-Za-z0-9]{16}$/, 'A class code is 16 letters and digits.');
const wholeAmount = z.number().int('Use a whole number.').nonnegative('Must be 0 or more.');
const currency = z.string().regex(/^[A-Z]{3}$/, 'Use a 3-letter currency code.');

/** Spec §3 private class, as kept in session storage. */
export const privateClassSchema = z.object({
  ClassName: z.string().trim().min(1),
  Duration: z.number().int().positive(),
  DateTime: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Not a valid date and time.'),
  Price: wholeAmount,
  TransactionFees: wholeAmount,
  CurrencyType: currency,
  ClassLink: classCode,
});
export type PrivateClass = z.infer<typeof privateClassSchema>;

/** Spec §3 group course, as kept in session storage. */
export const groupCourseSchema = z.object({
  CourseName: z.string().trim().min(1),
  Price: wholeAmount,
  TransactionFees: wholeAmount,
  CurrencyType: currency,
  ClassLink: classCode,
});
export type GroupCourse = z.infer<typeof groupCourseSchema>;

/** Spec §3/§7 payment confirmation payload. */
export const paymentConfirmationSchema = z.object({
  ClassCode: classCode,
  PaymentID: z.string().min(1),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;
