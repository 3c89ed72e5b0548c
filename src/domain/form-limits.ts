// The limits of what people type, as the contract sets them (openapi/backend.yaml minimum/maximum/maxLength/maxItems,
// generated into limits.gen.ts with the client): the numbers the forms' zod rules use and the mock backend checks by
// (it validates against the same document, and imports this very file for its own checks). Never a number copied by
// hand: change the contract and regenerate. tests/unit/domain/form-limits.test.ts holds each form to the contract.
import {
  Duration,
  LangID,
  NewCourseSession_Title,
  PartyNote,
  SaveBankAccountRequest_AccountNumber,
  SaveBankAccountRequest_BankName,
  SaveBankAccountRequest_HolderName,
  SavePrivateClassRequest_ClassName,
  SaveTutorCourseRequest_Capacity,
  SaveTutorCourseRequest_CourseName,
  SaveTutorCourseRequest_CoverImageURL,
  SaveTutorCourseRequest_Description,
  SaveTutorSessionsRequest_Sessions,
  SaveUserProfileRequest_Bio,
  SaveUserProfileRequest_FirstName,
  SaveUserProfileRequest_HourlyRate,
  SaveUserProfileRequest_Languages,
  SaveUserProfileRequest_PhotoURL,
  SaveUserProfileRequest_TopicIDs,
  Slug,
  StartInstantClassRequest_Title,
  WholeAmount,
} from '../contract/generated/backend/limits.gen.ts';

/** A whole amount of money (a price, a fee): WholeAmount. */
export const WHOLE_AMOUNT = { min: WholeAmount.minimum, max: WholeAmount.maximum } as const;
/** A class's or a session's length in minutes: Duration. */
export const DURATION_MINUTES = { min: Duration.minimum, max: Duration.maximum } as const;
/** A course's seats (create and edit alike). */
export const COURSE_CAPACITY = { min: SaveTutorCourseRequest_Capacity.minimum, max: SaveTutorCourseRequest_Capacity.maximum } as const;
/** How many sessions one request adds (the weekly series). */
export const SESSIONS_AT_ONCE = { min: SaveTutorSessionsRequest_Sessions.minItems, max: SaveTutorSessionsRequest_Sessions.maxItems } as const;

/** The short names people type, in characters (code points, as plain-text.ts counts and the contract's maxLength does). */
export const NAME_MAX = {
  ClassName: SavePrivateClassRequest_ClassName.maxLength,
  InstantClassTitle: StartInstantClassRequest_Title.maxLength,
  CourseName: SaveTutorCourseRequest_CourseName.maxLength,
  SessionTitle: NewCourseSession_Title.maxLength,
  PersonName: SaveUserProfileRequest_FirstName.maxLength,
  HolderName: SaveBankAccountRequest_HolderName.maxLength,
  BankName: SaveBankAccountRequest_BankName.maxLength,
} as const;

/**
 * The same short names by field name, as they appear in any request body (the mock checks each by plain-text.ts's
 * rule, mock-server/lib/field-rules.mjs): every request property of one name has the same maxLength in the contract.
 */
export const SHORT_NAME_FIELDS: Readonly<Record<'ClassName' | 'CourseName' | 'Title' | 'FirstName' | 'LastName' | 'HolderName' | 'BankName', number>> = {
  ClassName: NAME_MAX.ClassName,
  CourseName: NAME_MAX.CourseName,
  Title: NAME_MAX.SessionTitle,
  FirstName: NAME_MAX.PersonName,
  LastName: NAME_MAX.PersonName,
  HolderName: NAME_MAX.HolderName,
  BankName: NAME_MAX.BankName,
};

/** A payout bank account: the names at least 2 characters, the account number its digits. */
export const BANK_ACCOUNT_LIMITS = {
  holderNameMin: SaveBankAccountRequest_HolderName.minLength,
  bankNameMin: SaveBankAccountRequest_BankName.minLength,
  accountDigits: { min: SaveBankAccountRequest_AccountNumber.minLength, max: SaveBankAccountRequest_AccountNumber.maxLength },
} as const;

export const COURSE_DESCRIPTION_MAX: number = SaveTutorCourseRequest_Description.maxLength;
export const IMAGE_URL_MAX: number = SaveTutorCourseRequest_CoverImageURL.maxLength;
/** A reason or a note to the other side (a cancellation, a reschedule): PartyNote. */
export const PARTY_NOTE_MAX: number = PartyNote.maxLength;

/** A profile's limits. */
export const PROFILE_LIMITS = {
  bioMax: SaveUserProfileRequest_Bio.maxLength,
  topicsMax: SaveUserProfileRequest_TopicIDs.maxItems,
  languagesMax: SaveUserProfileRequest_Languages.maxItems,
  photoUrlMax: SaveUserProfileRequest_PhotoURL.maxLength,
  hourlyRate: { min: SaveUserProfileRequest_HourlyRate.minimum, max: SaveUserProfileRequest_HourlyRate.maximum },
  slug: { min: Slug.minLength, max: Slug.maxLength },
  langId: { min: LangID.minimum, max: LangID.maximum },
} as const;
