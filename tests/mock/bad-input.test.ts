// Bad input that, once stored, broke other people's pages: impossible dates and offsets, time zones that are not IANA
// names, names that are only spaces or hold control characters, reserved slugs. Each is refused with 400 naming the
// field, on every operation that takes it, and nothing is stored.
import { beforeEach, describe, expect, it } from 'vitest';
import { STUDENT, TUTOR, future, mockPerFile } from './support';

const { api } = mockPerFile();
beforeEach(async () => {
  await api.reset();
});

const BAD_DATES = ['2027-02-30T10:00:00Z', '2027-02-29T10:00:00Z', '2027-03-01T10:00:00+25:00', '2027-03-01T10:00:00+05:60', '2027-03-01T24:00:00Z', '2027-03-01 10:00:00Z', '2027-03-01T10:00Z', '2027-03-01T10:00:00'];
const BAD_ZONES = ['Mars/Olympus', 'UTC+5', 'Etc/GMT+99', 'utc'];
const BAD_NAMES: [string, string][] = [
  ['   ', 'is only spaces; type a name.'],
  ['Algebra\u0000', 'contains characters that are not text; type it again.'],
  ['Ring\u0007', 'contains characters that are not text; type it again.'],
  ['\u001b[31mRed', 'contains characters that are not text; type it again.'],
];

const privateClass = { ClassName: 'Vectors', Duration: 30, DateTime: future(9), Price: 300, TransactionFees: 15, CurrencyType: 'INR' };
const profile = { Role: 1, FirstName: 'Asha', LastName: 'Rao', TimeZone: 'Asia/Kolkata', Slug: 'demo-tutor', TopicIDs: [1, 2], Bio: 'I teach.' };
const course = { CourseName: 'Chess', TopicID: 6, Price: 900, TransactionFees: 45, CurrencyType: 'INR', Capacity: 6 };

/** Each operation that takes a date-time in its body, with where it goes. */
const DATE_FIELDS: { path: string; as: string; body: (value: string) => Record<string, unknown>; field: string }[] = [
  { path: '/SavePrivateClass', as: TUTOR, body: (DateTime) => ({ ...privateClass, DateTime }), field: 'DateTime' },
  { path: '/SaveTutorSessions', as: TUTOR, body: (StartDateTime) => ({ ClassID: 2001, Sessions: [{ Title: 'Review', StartDateTime, Duration: 60 }] }), field: 'Sessions.0.StartDateTime' },
  { path: '/EditTutorSession', as: TUTOR, body: (StartDateTime) => ({ SessionID: 3004, StartDateTime }), field: 'StartDateTime' },
  { path: '/ProposeReschedule', as: STUDENT, body: (NewDateTime) => ({ ClassCode: 'PCdemo0000000002', NewDateTime }), field: 'NewDateTime' },
];

/** Each operation that takes a short name, with its field. */
const NAME_FIELDS: { path: string; as: string; body: (value: string) => Record<string, unknown>; field: string }[] = [
  { path: '/SavePrivateClass', as: TUTOR, body: (ClassName) => ({ ...privateClass, ClassName }), field: 'ClassName' },
  { path: '/SaveTutorCourse', as: TUTOR, body: (CourseName) => ({ ...course, CourseName }), field: 'CourseName' },
  { path: '/EditTutorCourse', as: TUTOR, body: (CourseName) => ({ ClassID: 2001, CourseName }), field: 'CourseName' },
  { path: '/SaveTutorSessions', as: TUTOR, body: (Title) => ({ ClassID: 2001, Sessions: [{ Title, StartDateTime: future(40), Duration: 60 }] }), field: 'Sessions.0.Title' },
  { path: '/EditTutorSession', as: TUTOR, body: (Title) => ({ SessionID: 3004, Title }), field: 'Title' },
  { path: '/StartInstantClass', as: TUTOR, body: (Title) => ({ Title }), field: 'Title' },
  { path: '/SaveUserProfile', as: TUTOR, body: (FirstName) => ({ ...profile, FirstName }), field: 'FirstName' },
  { path: '/SaveUserProfile', as: TUTOR, body: (LastName) => ({ ...profile, LastName }), field: 'LastName' },
  { path: '/SaveBankAccount', as: TUTOR, body: (HolderName) => ({ HolderName, AccountNumber: '998877665544', ConfirmAccountNumber: '998877665544', IFSC: 'ICIC0001111', BankName: 'ICICI Bank' }), field: 'HolderName' },
];

describe('impossible dates and offsets', () => {
  for (const { path, as, body, field } of DATE_FIELDS) {
    it.each(BAD_DATES)(`${path} refuses ${field} %s with 400 naming it`, async (value) => {
      const before = await api.db();
      const reply = await api.post(path, body(value), { as });
      expect(reply.status).toBe(400);
      expect(reply.body.Errors).toContainEqual({ Field: field, Message: `${field} is not a real date-time (RFC 3339 with an offset, e.g. 2026-03-02T10:30:00+05:30).` });
      const after = await api.db();
      expect([after.privateClasses, after.sessions, after.reschedules]).toEqual([before.privateClasses, before.sessions, before.reschedules]);
    });
  }

  it('takes a real date with an offset (a leap day, +05:30)', async () => {
    const year = new Date().getUTCFullYear() + 2;
    const leap = [year, year + 1, year + 2, year + 3].find((y) => y % 4 === 0)!;
    expect((await api.post('/SavePrivateClass', { ...privateClass, DateTime: `${leap}-02-29T10:00:00+05:30` }, { as: TUTOR })).status).toBe(200);
  });

  it('refuses an impossible date in a query too (the contract format is the rule, not one handler)', async () => {
    const reply = await api.get('/GetStudentPrivateClass', { as: STUDENT, query: { From: '2027-02-30T00:00:00Z' } });
    expect(reply.status).toBe(400);
    expect(reply.body.Errors[0].Field).toBe('From');
  });
});

describe('time zones that are not IANA names', () => {
  it.each(BAD_ZONES)('SavePrivateClass and SaveUserProfile refuse TimeZone %s with 400 naming it', async (TimeZone) => {
    for (const [path, body] of [['/SavePrivateClass', { ...privateClass, TimeZone }], ['/SaveUserProfile', { ...profile, TimeZone }]] as const) {
      const reply = await api.post(path, body, { as: TUTOR });
      expect(reply.status).toBe(400);
      expect(reply.body.Errors).toContainEqual({ Field: 'TimeZone', Message: `TimeZone ${JSON.stringify(TimeZone)} is not an IANA time zone name (e.g. Asia/Kolkata, America/New_York, UTC).` });
    }
    const db = await api.db();
    expect(db.users.find((u: { UserID: string }) => u.UserID === TUTOR).TimeZone).toBe('Asia/Kolkata');
    expect(db.privateClasses.some((c: { TimeZone?: string }) => c.TimeZone === TimeZone)).toBe(false);
  });

  it.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv'])('takes %s (listed by the runtime, UTC, or either name of a renamed zone)', async (TimeZone) => {
    expect((await api.post('/SaveUserProfile', { ...profile, TimeZone }, { as: TUTOR })).status).toBe(200);
  });
});

describe('names that are only spaces or hold control characters', () => {
  for (const { path, as, body, field } of NAME_FIELDS) {
    it.each(BAD_NAMES)(`${path} refuses ${field} %j with 400 naming it`, async (value, words) => {
      const reply = await api.post(path, body(value), { as });
      expect(reply.status).toBe(400);
      const name = field.split('.').pop()!;
      expect(reply.body.Errors).toContainEqual({ Field: field, Message: words.startsWith('is only') ? `${name} ${words}` : `The ${name} ${words}` });
    });
  }

  it('keeps nothing of a refused name', async () => {
    await api.post('/SavePrivateClass', { ...privateClass, ClassName: 'Bell\u0007' }, { as: TUTOR });
    await api.post('/SaveTutorCourse', { ...course, CourseName: '   ' }, { as: TUTOR });
    const db = await api.db();
    expect(db.privateClasses.some((c: { ClassName: string }) => c.ClassName.startsWith('Bell'))).toBe(false);
    expect(db.courses.some((c: { CourseName: string }) => c.CourseName.trim() === '')).toBe(false);
  });
});
