import { z } from 'zod';
import type { PaymentFormData } from './payment-flow';

// Records the backend ports return, as zod schemas: the HTTP adapter parses every response with them (a mismatch is a
// 'malformed' BackendError), and the types below are what pages and fakes work with. Field names follow the
// contract (openapi/backend.yaml), so the schemas can be checked against its examples.

export const classCodeSchema = z.string().regex(/^[A-Za-z0-9]{16}$/, 'A class code is 16 letters and digits.');
const userId = z.string().min(1).max(128);
const positiveId = z.number().int().positive();
const wholeAmount = z.number().int().nonnegative();
const dateTime = z.iso.datetime({ offset: true });
const url = z.string().min(1).max(2048);

export const CURRENCY_TYPES = ['INR', 'USD', 'EUR', 'GBP', 'JPY'] as const;
export const currencyTypeSchema = z.enum(CURRENCY_TYPES);
export type CurrencyType = z.infer<typeof currencyTypeSchema>;

export const CLASS_STATUSES = ['Scheduled', 'Live', 'Completed', 'Cancelled'] as const;
export const classStatusSchema = z.enum(CLASS_STATUSES);
export type ClassStatus = z.infer<typeof classStatusSchema>;

export const COURSE_STATUSES = ['Open', 'Closed', 'Completed', 'Cancelled'] as const;
export const courseStatusSchema = z.enum(COURSE_STATUSES);
export type CourseStatus = z.infer<typeof courseStatusSchema>;

export const classKindSchema = z.enum(['PrivateClass', 'GroupCourse']);
export type ClassKind = z.infer<typeof classKindSchema>;

export const paymentStatusSchema = z.enum(['Unpaid', 'Paid', 'Failed']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** refunded: captured, then refunded by the backend because the class could not take it (never counts as paid). */
export const providerPaymentStatusSchema = z.enum(['captured', 'failed', 'refunded']);
export type ProviderPaymentStatus = z.infer<typeof providerPaymentStatusSchema>;

export const withdrawalStatusSchema = z.enum(['Requested', 'Processing', 'Paid', 'Rejected']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const filePurposeSchema = z.enum(['ProfilePhoto', 'CourseCover']);
export type FilePurpose = z.infer<typeof filePurposeSchema>;

export const topicSchema = z.object({ TopicID: positiveId, TopicName: z.string().min(1) });

/** A list page, as every list operation answers it. */
export interface Page<T> {
  Items: T[];
  Page: number;
  PageSize: number;
  Total: number;
}
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    Items: z.array(item),
    Page: z.number().int().positive(),
    PageSize: z.number().int().positive().max(100),
    Total: z.number().int().nonnegative(),
  });
}

/** Paging of a list request; both default on the server (1 and 20). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

export const privateClassRecordSchema = z.object({
  ClassID: positiveId,
  ClassLink: classCodeSchema,
  ClassName: z.string().min(1),
  Duration: z.number().int().positive(),
  DateTime: dateTime,
  Price: wholeAmount,
  TransactionFees: wholeAmount,
  CurrencyType: currencyTypeSchema,
  Status: classStatusSchema,
  TutorID: userId,
  TutorName: z.string(),
  TutorSlug: z.string().optional(),
  TimeZone: z.string().optional(),
});
export type PrivateClassRecord = z.infer<typeof privateClassRecordSchema>;

export const groupCourseRecordSchema = z.object({
  ClassID: positiveId,
  ClassLink: classCodeSchema,
  CourseName: z.string().min(1),
  Description: z.string(),
  TopicID: positiveId,
  Price: wholeAmount,
  TransactionFees: wholeAmount,
  CurrencyType: currencyTypeSchema,
  Capacity: z.number().int().positive(),
  EnrolledCount: z.number().int().nonnegative(),
  CoverImageURL: url.optional(),
  Status: courseStatusSchema,
  TutorID: userId,
  TutorName: z.string(),
  TutorSlug: z.string().optional(),
  SessionCount: z.number().int().nonnegative(),
});
export type GroupCourseRecord = z.infer<typeof groupCourseRecordSchema>;

export const courseSessionSchema = z.object({
  SessionID: positiveId,
  ClassID: positiveId,
  ClassLink: classCodeSchema,
  CourseName: z.string(),
  Title: z.string().min(1),
  StartDateTime: dateTime,
  Duration: z.number().int().positive(),
  Status: classStatusSchema,
});
export type CourseSession = z.infer<typeof courseSessionSchema>;

export const courseWithSessionsSchema = groupCourseRecordSchema.extend({ Sessions: z.array(courseSessionSchema) });
export type CourseWithSessions = z.infer<typeof courseWithSessionsSchema>;

const booking = { Paid: z.boolean(), PaymentStatus: paymentStatusSchema, BookedAt: dateTime };
export const studentPrivateClassSchema = privateClassRecordSchema.extend(booking);
export type StudentPrivateClass = z.infer<typeof studentPrivateClassSchema>;
export const studentCourseSchema = groupCourseRecordSchema.extend(booking);
export type StudentCourse = z.infer<typeof studentCourseSchema>;

export const classStatusDetailsSchema = z.object({
  ClassCode: classCodeSchema,
  Status: z.enum(['Scheduled', 'Live', 'Completed', 'Cancelled', 'Open', 'Closed']),
  Paid: z.boolean(),
  PaymentStatus: paymentStatusSchema,
});
export type ClassStatusDetails = z.infer<typeof classStatusDetailsSchema>;

export const userProfileRecordSchema = z.object({
  UserID: userId,
  Role: z.union([z.literal(1), z.literal(2)]),
  FirstName: z.string(),
  LastName: z.string(),
  /** Absent for a phone-only account. */
  Email: z.string().optional(),
  Phone: z.string().optional(),
  TimeZone: z.string(),
  LangID: z.number().int().positive(),
  Bio: z.string().optional(),
  TopicIDs: z.array(positiveId),
  Slug: z.string().optional(),
  PhotoURL: url.optional(),
  HourlyRate: wholeAmount.optional(),
  CurrencyType: currencyTypeSchema.optional(),
  Languages: z.array(z.string()).optional(),
  SelectedTutorSlug: z.string().optional(),
  CreatedAt: dateTime,
});
export type UserProfileRecord = z.infer<typeof userProfileRecordSchema>;

export const tutorSummarySchema = z.object({
  UserID: userId,
  Slug: z.string().min(1),
  FirstName: z.string(),
  LastName: z.string(),
  PhotoURL: url.optional(),
  Bio: z.string().optional(),
  Topics: z.array(topicSchema),
  HourlyRate: wholeAmount.optional(),
  CurrencyType: currencyTypeSchema.optional(),
  Languages: z.array(z.string()),
  TimeZone: z.string(),
});
export type TutorSummary = z.infer<typeof tutorSummarySchema>;

export const tutorPublicProfileSchema = z.object({
  Tutor: tutorSummarySchema,
  UpcomingPrivateClasses: z.array(privateClassRecordSchema),
  Courses: z.array(courseWithSessionsSchema).optional(),
});
export type TutorPublicProfile = z.infer<typeof tutorPublicProfileSchema>;

export const TUTOR_SORTS = ['Relevance', 'PriceAsc', 'PriceDesc', 'NameAsc'] as const;
export type TutorSort = (typeof TUTOR_SORTS)[number];

export const studentListEntrySchema = z.object({
  StudentID: userId,
  FirstName: z.string(),
  LastName: z.string(),
  /** Absent for a phone-only account. */
  Email: z.string().optional(),
  PhotoURL: url.optional(),
  Kind: classKindSchema,
  ClassID: positiveId,
  ClassCode: classCodeSchema,
  ClassName: z.string(),
  BookedAt: dateTime,
  Paid: z.boolean(),
});
export type StudentListEntry = z.infer<typeof studentListEntrySchema>;

/** A provider order (amount in minor units, computed by the server). */
export const orderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int().positive(),
  currency: currencyTypeSchema,
  receipt: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * How a class is paid for (spec §4): a hosted payment page (a link to replace the page with, or — added beyond the
 * spec — a form to submit through /payment), or a provider order for the payment widget.
 */
export type PaymentLink =
  | { kind: 'hosted'; url: string }
  | { kind: 'form'; form: PaymentFormData }
  | { kind: 'order'; order: Pick<Order, 'id' | 'amount' | 'currency'> };

const paymentFormSchema = z.object({
  Action: url,
  Method: z.enum(['POST', 'GET']),
  Fields: z.array(z.object({ Name: z.string().min(1).max(100), Value: z.string().max(2048) })).max(50),
});

/** The payment-link body: exactly one of PrivateTutorPaymentLink and Data is non-null; a link has a URL or a form. */
export const paymentLinkResponseSchema = z
  .object({
    StatusCode: z.number().int(),
    Message: z.string(),
    PrivateTutorPaymentLink: z
      .object({ PaymentURL: url.optional(), PaymentForm: paymentFormSchema.optional() })
      .refine((link) => (link.PaymentURL === undefined) !== (link.PaymentForm === undefined), {
        message: 'A payment link has exactly one of PaymentURL and PaymentForm.',
      })
      .nullable(),
    Data: orderSchema.omit({ receipt: true }).nullable(),
  })
  .refine((body) => (body.PrivateTutorPaymentLink === null) !== (body.Data === null), {
    message: 'Exactly one of PrivateTutorPaymentLink and Data must be set.',
  });

export function toPaymentLink(body: z.infer<typeof paymentLinkResponseSchema>): PaymentLink {
  const link = body.PrivateTutorPaymentLink;
  if (link?.PaymentURL !== undefined) return { kind: 'hosted', url: link.PaymentURL };
  if (link?.PaymentForm !== undefined) {
    const { Action, Method, Fields } = link.PaymentForm;
    return { kind: 'form', form: { action: Action, method: Method === 'GET' ? 'get' : 'post', fields: Fields.map((f) => ({ name: f.Name, value: f.Value })) } };
  }
  const order = body.Data!;
  return { kind: 'order', order: { id: order.id, amount: order.amount, currency: order.currency } };
}

export const paymentRecordSchema = z.object({
  PaymentID: z.string().min(1),
  OrderID: z.string().optional(),
  ClassCode: classCodeSchema,
  Kind: classKindSchema,
  ClassName: z.string(),
  Status: providerPaymentStatusSchema,
  Amount: wholeAmount,
  /** Price and fee at the time of payment (for receipts); older records may lack them. */
  Price: wholeAmount.optional(),
  TransactionFees: wholeAmount.optional(),
  CurrencyType: currencyTypeSchema,
  PaidAt: dateTime,
  StudentID: userId,
  StudentName: z.string(),
  TutorID: userId,
  TutorName: z.string().optional(),
  ErrorCode: z.string().optional(),
  ErrorDescription: z.string().optional(),
  /** Set on a refunded record: the provider's refund, when, and why (in words for both sides). */
  RefundID: z.string().optional(),
  RefundedAt: dateTime.optional(),
  RefundReason: z.string().optional(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const currencyTotalSchema = z.object({ CurrencyType: currencyTypeSchema, Amount: wholeAmount });
export const paymentHistoryPageSchema = pageSchema(paymentRecordSchema).extend({ Totals: z.array(currencyTotalSchema) });
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPageSchema>;

export const bankAccountSchema = z.object({
  BankAccountID: positiveId,
  HolderName: z.string(),
  AccountLast4: z.string().regex(/^[0-9]{4}$/),
  IFSC: z.string(),
  BankName: z.string(),
  CreatedAt: dateTime,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const withdrawalSchema = z.object({
  WithdrawalID: positiveId,
  BankAccountID: positiveId,
  AccountLast4: z.string().regex(/^[0-9]{4}$/),
  Amount: z.number().int().positive(),
  CurrencyType: currencyTypeSchema,
  Status: withdrawalStatusSchema,
  RequestedAt: dateTime,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const earningsSummarySchema = z.object({
  Balances: z.array(
    z.object({
      CurrencyType: currencyTypeSchema,
      Earned: wholeAmount,
      Withdrawn: wholeAmount,
      PendingWithdrawals: wholeAmount,
      Available: wholeAmount,
    }),
  ),
});
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;

export const instantClassSchema = z.object({
  ClassCode: classCodeSchema,
  TutorID: userId,
  TutorName: z.string(),
  Title: z.string().min(1),
  CreatedAt: dateTime,
  Status: z.enum(['Live', 'Ended']),
  EndedAt: dateTime.optional(),
});
export type InstantClass = z.infer<typeof instantClassSchema>;

export const rosterEntrySchema = z.object({
  UserID: userId,
  DisplayName: z.string(),
  Role: z.union([z.literal(1), z.literal(2)]),
  Uid: z.number().int().positive(),
  PhotoURL: url.optional(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const uploadedFileSchema = z.object({
  FileURL: url,
  Purpose: filePurposeSchema,
  ContentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  Size: z.number().int().positive(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const deletedSessionSchema = z.object({ SessionID: positiveId, Deleted: z.boolean() });
export type DeletedSession = z.infer<typeof deletedSessionSchema>;

export const agoraTokenSchema = z.object({
  Token: z.string().min(1),
  AppId: z.string().min(1),
  Region: z.literal('ap'),
  ExpiresAt: z.number().int().nonnegative(),
  Uid: z.number().int().min(1).max(4_294_967_295),
});
export const classEndSchema = z.object({ ChannelName: classCodeSchema, Ended: z.boolean(), EndedAt: dateTime });

/** Upload limits of /FileUpload (checked before sending, so a bad file gets a message at once). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
