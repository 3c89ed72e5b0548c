import { z } from 'zod';
import { DURATION_MINUTES, NAME_MAX, WHOLE_AMOUNT } from '../../../../domain/form-limits';
import { CURRENCY_TYPES } from '../../../../domain/values';
import { zonedLocalToIso } from '../../../../domain/zoned-time';
import { plainTextField } from '../../../../domain/plain-text-field';
import type { NewPrivateClass } from '../../../../ports/private-class-api';
import { tutorText } from '../tutor-text';

const e = tutorText.errors;
/** A whole amount as the contract takes it (WholeAmount: 0 to 10,000,000). */
const whole = z
  .string()
  .trim()
  .regex(/^\d+$/, e.wholeAmount)
  .transform(Number)
  .refine((n) => n <= WHOLE_AMOUNT.max, e.amountTooLarge);

export interface PrivateClassFormValues {
  ClassName: string;
  Duration: string;
  DateTime: string;
  Price: string;
  TransactionFees: string;
  CurrencyType: string;
}

/** The private-class form as typed, checked and turned into the port's input (DateTime picked in the tutor's zone). */
export function privateClassSchema(timeZone: string, now: Date) {
  return z
    .object({
      ClassName: plainTextField(NAME_MAX.ClassName, { empty: e.classNameRequired, 'too-long': e.classNameTooLong, 'not-text': e.classNameNotText }),
      Duration: z
        .string()
        .trim()
        .regex(/^\d+$/, e.durationRange)
        .transform(Number)
        .refine((minutes) => minutes >= DURATION_MINUTES.min && minutes <= DURATION_MINUTES.max, e.durationRange),
      DateTime: z
        .string()
        .min(1, e.dateTimeRequired)
        .transform((local, ctx) => {
          const iso = zonedLocalToIso(local, timeZone);
          if (iso === null) {
            ctx.addIssue({ code: 'custom', message: e.dateTimeRequired });
            return z.NEVER;
          }
          if (Date.parse(iso) <= now.getTime()) {
            ctx.addIssue({ code: 'custom', message: e.dateTimePast });
            return z.NEVER;
          }
          return iso;
        }),
      Price: whole,
      TransactionFees: whole,
      CurrencyType: z.enum(CURRENCY_TYPES, { message: e.currency }),
    })
    .transform((value): NewPrivateClass => ({ ...value, TimeZone: timeZone }));
}

/** An instant class's title: required, plain text (sent trimmed). */
export const instantClassSchema = z.object({
  title: plainTextField(NAME_MAX.InstantClassTitle, { empty: tutorText.instantTitleRequired, 'too-long': tutorText.instantTitleTooLong, 'not-text': tutorText.instantTitleNotText }),
});
