// The records the backend ports return, under the names the app uses. Every shape is generated from
// openapi/backend.yaml and openapi/cloud-functions.yaml (generated/*/types.gen.ts); only the names are written here.
// Every layer may `import type` from src/contract; only adapters import its code (the SDK and the zod schemas).
import type { SearchTutorsData, TutorPublicProfile as TutorPublicProfileRecord } from './generated/backend/types.gen';

export type {
  AccountRole,
  AttendanceEntry,
  Availability,
  AvailabilityState,
  CalendarFeed,
  EmailPreferences,
  SaveEmailPreferencesRequest,
  DateOverride,
  LessonLength,
  OfferedLesson,
  OpenSlots,
  PublicTutor,
  PushEvent,
  Notification,
  NotificationPage,
  NotificationsRead,
  EventClass,
  StreamPosition,
  TimeRange,
  TrialLesson,
  WeeklyRange,
  BookingState,
  ClassBooking,
  BankAccount,
  Cancellation,
  CancelledBy,
  ClassChat,
  ClassChatMessage,
  ClassParty,
  ClassKind,
  ClassStatus,
  ClassStatusDetails,
  CourseCancellation,
  CourseWithdrawal,
  CourseSession,
  CourseStatus,
  CourseWithSessions,
  CheckoutCourse,
  CurrencyType,
  DeletedSession,
  EarningsSummary,
  FilePurpose,
  GroupCourse as GroupCourseRecord,
  InstantClass,
  Order,
  PaymentHistoryPage,
  PaymentRecord,
  PaymentStatus,
  PrivateClass as PrivateClassRecord,
  RefundRule,
  RescheduleProposal,
  Message,
  MessageList,
  Thread,
  ThreadPage,
  Review,
  ReviewPage,
  RescheduleStatus,
  ProviderPaymentStatus,
  RosterEntry,
  SaveClassChatRequest as SaveClassChatInput,
  SessionCancellation,
  StudentCourse,
  StudentListEntry,
  StudentPrivateClass,
  Topic,
  TutorSummary,
  UploadedFile,
  UserProfile as UserProfileRecord,
  Withdrawal,
  WithdrawalStatus,
} from './generated/backend/types.gen';
export type { AgoraToken, ClassEnd } from './generated/cloud-functions/types.gen';

/** How /SearchTutors orders its answer. */
export type TutorSort = NonNullable<NonNullable<SearchTutorsData['query']>['Sort']>;

/**
 * What a tolerant read adds to an answer with lists (the transport leaves out list items the client cannot read):
 * how many it left out, absent when none.
 */
export interface PartialRead {
  skipped?: number;
}

/** A list page, as every list operation answers it. */
export interface Page<T> extends PartialRead {
  Items: T[];
  Page: number;
  PageSize: number;
  Total: number;
}

/** A tutor's public page: their upcoming classes and courses, less any the client could not read (`skipped`). */
export type TutorPublicProfile = TutorPublicProfileRecord & PartialRead;

/** A list as the use cases give it to a screen: the items that could be read, and how many could not (0: none). */
export interface ReadList<T> {
  items: T[];
  skipped: number;
}

/** Paging of a list request; both default on the server (1 and 20). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}
