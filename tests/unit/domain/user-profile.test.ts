import { describe, expect, it } from 'vitest';
import { profileAfterEdit, profileInputSchema, type UserProfile } from '../../../src/domain/user-profile';
import { storedTimeZone } from '../../../src/domain/time-zone';

const student = { Role: 2, FirstName: 'Nia', LastName: 'Learner', Phone: '+919876543210', TimeZone: 'Asia/Kolkata', LangID: 1 } as const;
const tutor = { ...student, Role: 1, Bio: 'Maths', TopicIDs: [1], Slug: 'nia-learner' } as const;

describe('profileInputSchema: SelectedTutorSlug', () => {
  it('links a student to the tutor whose page they registered through', () => {
    expect(profileInputSchema.parse({ ...student, SelectedTutorSlug: 'demo-tutor' }).SelectedTutorSlug).toBe('demo-tutor');
  });

  it('refuses a malformed slug and a tutor who sends one', () => {
    expect(profileInputSchema.safeParse({ ...student, SelectedTutorSlug: 'Demo Tutor!' }).success).toBe(false);
    const result = profileInputSchema.safeParse({ ...tutor, SelectedTutorSlug: 'demo-tutor' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['SelectedTutorSlug']);
    expect(profileInputSchema.safeParse(tutor).success).toBe(true);
  });
});

describe('profileInputSchema: photo and kept fields', () => {
  it('takes an https: photo address or an offline upload on this machine, and refuses anything else', () => {
    expect(profileInputSchema.parse({ ...student, PhotoURL: 'http://localhost:3001/uploads/a.png' }).PhotoURL).toBe('http://localhost:3001/uploads/a.png');
    expect(profileInputSchema.parse({ ...student, PhotoURL: 'https://files.demo.test/a.png' }).PhotoURL).toBe('https://files.demo.test/a.png');
    for (const hostile of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'http://evil.example/a.png', 'http://localhost.evil.example/a.png', '//evil.example/a.png', 'ftp://files.demo.test/a.png']) {
      const result = profileInputSchema.safeParse({ ...student, PhotoURL: hostile });
      expect(result.success, hostile).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['PhotoURL']);
      expect(result.error?.issues[0]?.message).toBe('The photo address is not valid.');
    }
  });

  it('keeps the hourly rate, currency and languages taught', () => {
    const parsed = profileInputSchema.parse({ ...tutor, HourlyRate: 500, CurrencyType: 'INR', Languages: ['en', 'hi'] });
    expect(parsed).toMatchObject({ HourlyRate: 500, CurrencyType: 'INR', Languages: ['en', 'hi'] });
  });

  it('accepts a LangID of 1 to 99 only', () => {
    expect(profileInputSchema.safeParse({ ...student, LangID: 99 }).success).toBe(true);
    expect(profileInputSchema.safeParse({ ...student, LangID: 0 }).success).toBe(false);
    expect(profileInputSchema.safeParse({ ...student, LangID: 100 }).success).toBe(false);
  });
});

describe('profileAfterEdit: a whole profile to save after an edit', () => {
  const savedTutor: UserProfile = {
    ...tutor,
    TopicIDs: [1],
    UserID: 'uid-1',
    Email: 'nia@demo.test',
    PhotoURL: 'https://files.demo.test/a.png',
    HourlyRate: 500,
    CurrencyType: 'INR',
    Languages: ['en'],
  };
  const edits = { FirstName: 'Nia', LastName: 'Teacher', Phone: '+919876543210', TimeZone: 'Europe/London', LangID: 2, PhotoURL: 'https://files.demo.test/b.png' };

  it('puts the edits over the saved profile and keeps what the screen does not show', () => {
    expect(profileAfterEdit(savedTutor, { ...edits, Bio: 'New bio', TopicIDs: [2], Slug: 'nia-teacher' })).toEqual({
      Role: 1,
      FirstName: 'Nia',
      LastName: 'Teacher',
      Phone: '+919876543210',
      TimeZone: 'Europe/London',
      LangID: 2,
      Bio: 'New bio',
      TopicIDs: [2],
      Slug: 'nia-teacher',
      PhotoURL: 'https://files.demo.test/b.png',
      HourlyRate: 500,
      CurrencyType: 'INR',
      Languages: ['en'],
    });
  });

  it("leaves out the account's ids, a student's tutor link and a photo taken away", () => {
    const savedStudent: UserProfile = { ...student, TopicIDs: [1, 2], UserID: 'uid-2', Email: 's@demo.test', SelectedTutorSlug: 'demo-tutor', PhotoURL: 'https://files.demo.test/s.png' };
    const input = profileAfterEdit(savedStudent, { ...edits, PhotoURL: undefined });
    expect(input).toEqual({ Role: 2, FirstName: 'Nia', LastName: 'Teacher', Phone: '+919876543210', TimeZone: 'Europe/London', LangID: 2, TopicIDs: [1, 2] });
    expect(profileInputSchema.safeParse(input).success).toBe(true);
  });

  it('never changes the role', () => {
    expect(profileAfterEdit(savedTutor, { ...edits, Role: 2 } as never).Role).toBe(1);
  });
});

describe('storedTimeZone', () => {
  it('reads the zone of a stored profile, and nothing from what is missing, unreadable or not a zone', () => {
    expect(storedTimeZone(JSON.stringify({ TimeZone: 'Asia/Kolkata', FirstName: 'A' }))).toBe('Asia/Kolkata');
    expect(storedTimeZone(null)).toBeNull();
    expect(storedTimeZone('{not json')).toBeNull();
    expect(storedTimeZone('null')).toBeNull();
    expect(storedTimeZone(JSON.stringify({ TimeZone: 'Mars/Olympus' }))).toBeNull();
    expect(storedTimeZone(JSON.stringify({ TimeZone: 42 }))).toBeNull();
  });
});

describe('profileInputSchema: phone', () => {
  it('is optional for a student, still checked when given', () => {
    const { Phone: _phone, ...withoutPhone } = student;
    expect(profileInputSchema.safeParse(withoutPhone).success).toBe(true);
    expect(profileInputSchema.safeParse({ ...student, Phone: '98765' }).success).toBe(false);
  });

  it('is required of a tutor', () => {
    const { Phone: _phone, ...withoutPhone } = tutor;
    const result = profileInputSchema.safeParse(withoutPhone);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['Phone']]);
  });
});
