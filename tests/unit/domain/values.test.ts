import { describe, expect, it } from 'vitest';
import * as contract from '../../../src/contract/generated/backend/zod.gen';
import { CLASS_STATUSES, COURSE_STATUSES, CURRENCY_TYPES, TUTOR_SORTS, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../../../src/domain/values';

// The domain's value lists are the contract's, in full and nothing more (their types check one direction at compile
// time; this checks the lists themselves against the generated schemas, which are lazy: unwrap() builds one).
describe('the domain value lists match openapi/backend.yaml', () => {
  it('currencies, class and course statuses', () => {
    expect([...CURRENCY_TYPES].sort()).toEqual([...contract.zCurrencyType.unwrap().options].sort());
    expect([...CLASS_STATUSES].sort()).toEqual([...contract.zClassStatus.unwrap().options].sort());
    expect([...COURSE_STATUSES].sort()).toEqual([...contract.zCourseStatus.unwrap().options].sort());
  });

  it('tutor search sorts', () => {
    expect([...TUTOR_SORTS].sort()).toEqual([...contract.zSearchTutorsQuery.unwrap().shape.Sort.unwrap().unwrap().options].sort());
  });

  it('upload types and the 2 MB limit', () => {
    expect([...UPLOAD_CONTENT_TYPES].sort()).toEqual([...contract.zUploadedFile.unwrap().shape.ContentType.options].sort());
    expect(contract.zUploadedFile.unwrap().shape.Size.safeParse(UPLOAD_MAX_BYTES).success).toBe(true);
    expect(contract.zUploadedFile.unwrap().shape.Size.safeParse(UPLOAD_MAX_BYTES + 1).success).toBe(false);
  });
});
