// Each form limit is the contract's: at the contract's edge and one past it, every form field takes what the
// contract's own zod schema (generated from openapi/backend.yaml) takes, and refuses what it refuses. A form that drifts
// from the contract (a number typed by hand, a limit left out) fails here.
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as limits from '../../../src/contract/generated/backend/limits.gen';
import * as contract from '../../../src/contract/generated/backend/zod.gen';
import { PROFILE_LIMITS, SHORT_NAME_FIELDS } from '../../../src/domain/form-limits';
import { profileInputSchema } from '../../../src/domain/user-profile';
import { courseSchema, seriesSchema, sessionEditSchema } from '../../../src/ui/features/tutor/courses/course-schema';
import { bankAccountSchema } from '../../../src/ui/features/tutor/earnings/money-schema';
import { instantClassSchema, privateClassSchema } from '../../../src/ui/features/tutor/private-classes/private-class-schema';

const now = new Date('2026-03-01T00:00:00Z');
const zone = 'Asia/Kolkata';

/** One property of a request body as the contract's zod schema has it. */
function contractField(schema: z.ZodType, field: string): z.ZodType {
  const object = (schema as unknown as { unwrap(): { shape: Record<string, z.ZodType> } }).unwrap();
  const property = object.shape[field];
  if (!property) throw new Error(`The contract has no ${field} here.`);
  return property;
}

/** Whether the form takes `value` in `field` (the other fields valid): no issue on that field. */
function formTakes(schema: z.ZodType, base: Record<string, unknown>, field: string, value: unknown): boolean {
  const result = schema.safeParse({ ...base, [field]: value });
  return !(result.error?.issues ?? []).some((issue) => issue.path[0] === field);
}

const text = (n: number) => 'x'.repeat(n);
/** Edge cases of a numeric limit: each [as typed in the form, as sent to the contract]. */
const around = (min: number, max: number) => [min - 1, min, max, max + 1].map((n) => [String(n), n] as const);
/** Edge cases of a length limit. */
const lengths = (max: number) => [1, max, max + 1].map((n) => [text(n), text(n)] as const);

type Case = [form: string, field: string, schema: z.ZodType, base: Record<string, unknown>, contractField: z.ZodType, values: readonly (readonly [unknown, unknown])[]];

const privateClass = { ClassName: 'Algebra', Duration: '60', DateTime: '2026-03-10T10:00', Price: '500', TransactionFees: '0', CurrencyType: 'INR' };
const course = { CourseName: 'Algebra', Description: '', TopicID: '1', Price: '500', TransactionFees: '0', CurrencyType: 'INR', Capacity: '10', CoverImageURL: '' };
const session = { Title: 'Week', Start: '2026-03-10T10:00', Duration: '60' };
const bank = { HolderName: 'Asha Rao', AccountNumber: '123456789', ConfirmAccountNumber: '123456789', IFSC: 'HDFC0001234', BankName: 'HDFC Bank' };
const tutor = { Role: 1, FirstName: 'Asha', LastName: 'Rao', Phone: '+919876543210', TimeZone: zone, LangID: 1, Bio: 'Maths', TopicIDs: [1], Slug: 'asha-rao' };

const W = contract.zWholeAmount;
const D = contract.zDuration;
const wholeAmounts = around(0, 10_000_000);
const durations = around(15, 480);

const cases: Case[] = [
  ['private class', 'ClassName', privateClassSchema(zone, now), privateClass, contractField(contract.zSavePrivateClassRequest, 'ClassName'), lengths(100)],
  ['private class', 'Duration', privateClassSchema(zone, now), privateClass, D, durations],
  ['private class', 'Price', privateClassSchema(zone, now), privateClass, W, wholeAmounts],
  ['private class', 'TransactionFees', privateClassSchema(zone, now), privateClass, W, wholeAmounts],
  ['instant class', 'title', instantClassSchema, { title: 'Quick question' }, contractField(contract.zStartInstantClassRequest, 'Title'), lengths(100)],
  ['course', 'CourseName', courseSchema, course, contractField(contract.zSaveTutorCourseRequest, 'CourseName'), lengths(100)],
  ['course', 'Description', courseSchema, course, contractField(contract.zSaveTutorCourseRequest, 'Description'), lengths(2000)],
  ['course', 'Price', courseSchema, course, W, wholeAmounts],
  ['course', 'TransactionFees', courseSchema, course, W, wholeAmounts],
  ['course', 'Capacity', courseSchema, course, contractField(contract.zSaveTutorCourseRequest, 'Capacity'), around(1, 500)],
  ['session', 'Title', sessionEditSchema(zone, now), session, contractField(contract.zEditTutorSessionRequest, 'Title'), lengths(100)],
  ['session', 'Duration', sessionEditSchema(zone, now), session, D, durations],
  ['weekly series', 'Duration', seriesSchema(zone, now), { ...session, Count: '4' }, D, durations],
  ['bank account', 'HolderName', bankAccountSchema, bank, contractField(contract.zSaveBankAccountRequest, 'HolderName'), lengths(100)],
  ['bank account', 'AccountNumber', bankAccountSchema, bank, contractField(contract.zSaveBankAccountRequest, 'AccountNumber'), [8, 9, 18, 19].map((n) => ['1'.repeat(n), '1'.repeat(n)] as const)],
  ['bank account', 'BankName', bankAccountSchema, bank, contractField(contract.zSaveBankAccountRequest, 'BankName'), lengths(100)],
];

const P = (field: string) => contractField(contract.zSaveUserProfileRequest, field);
const profileCases: Case[] = [
  ['profile', 'FirstName', profileInputSchema, tutor, P('FirstName'), lengths(50)],
  ['profile', 'LastName', profileInputSchema, tutor, P('LastName'), lengths(50)],
  ['profile', 'Bio', profileInputSchema, tutor, P('Bio'), lengths(1000)],
  ['profile', 'TopicIDs', profileInputSchema, tutor, P('TopicIDs'), [20, 21].map((n) => Array.from({ length: n }, (_, i) => i + 1)).map((ids) => [ids, ids] as const)],
  ['profile', 'Languages', profileInputSchema, tutor, P('Languages'), [10, 11].map((n) => Array.from({ length: n }, (_, i) => `${'abcdefghijkl'[i]}a`)).map((codes) => [codes, codes] as const)],
  ['profile', 'HourlyRate', profileInputSchema, tutor, P('HourlyRate'), [-1, 0, 10_000_000, 10_000_001].map((n) => [n, n] as const)],
  ['profile', 'LangID', profileInputSchema, tutor, contract.zLangId, [0, 1, 99, 100].map((n) => [n, n] as const)],
  ['profile', 'Slug', profileInputSchema, tutor, contract.zSlug, [2, 3, 40, 41].map((n) => [text(n), text(n)] as const)],
  ['profile', 'CancellationNoticeHours', profileInputSchema, tutor, contract.zCancellationNoticeHours, [1, 2, 72, 73].map((n) => [n, n] as const)],
];

describe('form limits are the contract’s', () => {
  it.each([...cases, ...profileCases])('%s: %s', (_form, field, schema, base, contractSchema, values) => {
    const disagreements = values.filter(([typed, sent]) => formTakes(schema, base, field, typed) !== contractSchema.safeParse(sent).success);
    expect(disagreements.map(([, sent]) => (typeof sent === 'string' ? `${sent.length} characters` : JSON.stringify(sent)))).toEqual([]);
    // Each case reaches an edge the contract refuses, so agreeing is not agreeing on everything.
    expect(values.some(([, sent]) => !contractSchema.safeParse(sent).success)).toBe(true);
  });

  it('the base records are valid, so a refusal above is the field’s', () => {
    expect(privateClassSchema(zone, now).safeParse(privateClass).success).toBe(true);
    expect(courseSchema.safeParse(course).success).toBe(true);
    expect(sessionEditSchema(zone, now).safeParse(session).success).toBe(true);
    expect(bankAccountSchema.safeParse(bank).success).toBe(true);
    expect(profileInputSchema.safeParse(tutor).success).toBe(true);
  });

  it('the generated limits are the zod schemas’ numbers (both from openapi/backend.yaml)', () => {
    expect(limits.WholeAmount).toEqual({ minimum: 0, maximum: 10_000_000 });
    expect(W.safeParse(limits.WholeAmount.maximum).success && !W.safeParse(limits.WholeAmount.maximum + 1).success).toBe(true);
    expect(D.safeParse(limits.Duration.minimum).success && !D.safeParse(limits.Duration.minimum - 1).success).toBe(true);
    expect(PROFILE_LIMITS.bioMax).toBe(limits.SaveUserProfileRequest_Bio.maxLength);
  });

  it('the mock’s short-name rule holds each field to the maxLength of every request property of that name', () => {
    const byField = new Map<string, number[]>();
    for (const [name, value] of Object.entries(limits)) {
      const field = name.split('_')[1];
      if (field && field in SHORT_NAME_FIELDS && 'maxLength' in value) byField.set(field, [...(byField.get(field) ?? []), value.maxLength]);
    }
    expect([...byField.keys()].sort()).toEqual(Object.keys(SHORT_NAME_FIELDS).sort());
    for (const [field, maxima] of byField) expect(new Set(maxima), field).toEqual(new Set([SHORT_NAME_FIELDS[field as keyof typeof SHORT_NAME_FIELDS]]));
  });
});
