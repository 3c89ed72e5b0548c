// The rules bad input meets at the forms and at the backend alike (issue 34): real date-times, IANA time zones, plain
// short names, reserved slugs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plainTextFault, plainTextProblem } from '../../../src/domain/plain-text';
import { plainTextField } from '../../../src/domain/plain-text-field';
import { isReservedSlug, reservedSlugs, ROUTES } from '../../../src/domain/routes';
import { isDateTime, isTimeZoneName } from '../../../src/domain/time-rules';
import { profileInputSchema } from '../../../src/domain/user-profile';

describe('isDateTime: a real RFC 3339 date-time with an offset', () => {
  it.each([
    '2026-03-02T10:30:00+05:30',
    '2026-03-02T10:30:00Z',
    '2026-03-02T10:30:00.123Z',
    '2028-02-29T00:00:00Z',
    '2000-02-29T23:59:59-12:00',
    '2026-12-31T23:59:59+14:00',
  ])('takes %s', (text) => expect(isDateTime(text)).toBe(true));

  it.each([
    ['2027-02-30T10:00:00Z', 'a day February does not have'],
    ['2027-02-29T10:00:00Z', 'a leap day in a common year'],
    ['1900-02-29T10:00:00Z', 'a century that is not a leap year'],
    ['2026-04-31T10:00:00Z', 'the 31st of a 30-day month'],
    ['2026-13-01T10:00:00Z', 'month 13'],
    ['2026-00-10T10:00:00Z', 'month 0'],
    ['2026-03-00T10:00:00Z', 'day 0'],
    ['2026-03-02T24:00:00Z', 'hour 24'],
    ['2026-03-02T10:60:00Z', 'minute 60'],
    ['2026-03-02T23:59:60Z', 'a leap second'],
    ['2026-03-02T10:00:00+25:00', 'an offset of 25 hours'],
    ['2026-03-02T10:00:00+05:60', 'an offset of 60 minutes'],
    ['2026-03-02T10:00:00+0530', 'an offset without its colon'],
    ['2026-03-02T10:00:00', 'no offset'],
    ['2026-03-02 10:00:00Z', 'a space for the T'],
    ['2026-03-02t10:00:00z', 'lower-case t and z'],
    ['2026-03-02T10:00Z', 'no seconds'],
    ['tomorrow', 'words'],
  ])('refuses %s (%s)', (text) => expect(isDateTime(text)).toBe(false));

  it('refuses what is not a string', () => {
    expect([isDateTime(undefined), isDateTime(20260302), isDateTime(null)]).toEqual([false, false, false]);
  });
});

describe('isTimeZoneName: an IANA name the runtime lists, UTC, or either name of a renamed zone', () => {
  it.each(['UTC', 'Asia/Kolkata', 'Asia/Calcutta', 'America/New_York', 'Europe/Kyiv', 'Europe/Kiev', 'Australia/Lord_Howe'])('takes %s', (zone) =>
    expect(isTimeZoneName(zone)).toBe(true));

  it.each(['Mars/Olympus', 'UTC+5', 'Etc/GMT+99', '+05:30', 'utc', 'asia/kolkata', '', ' Asia/Kolkata'])('refuses %j', (zone) =>
    expect(isTimeZoneName(zone)).toBe(false));
});

describe('plainTextFault: the one rule for typed text, short names included', () => {
  it.each([
    ['   ', 'empty'],
    ['\t\n', 'empty'],
    ['Algebra\u0000', 'not-text'],
    ['Bell\u0007', 'not-text'],
    ['\u001b[31mRed', 'not-text'],
    ['Del\u007f', 'not-text'],
    ['x'.repeat(101), 'too-long'],
    ['  Algebra Basics  ', null],
    ['Ünïcödé 名前 🙂', null],
  ])('%j → %s', (text, fault) => expect(plainTextFault(text, { max: 100 })).toBe(fault));

  it('counts characters as people do (an emoji is one) and takes nothing typed when optional', () => {
    expect(plainTextFault('🙂'.repeat(100), { max: 100 })).toBeNull();
    expect(plainTextFault('  ', { max: 100, required: false })).toBeNull();
  });

  it('gives messages, reviews and chat the same sentences as before', () => {
    expect(plainTextProblem('Hi\u0007', { max: 10, empty: 'Write something.', noun: 'a message' })).toBe('The message contains characters that are not text; type it again.');
    expect(plainTextProblem(' ', { max: 10, empty: 'Write something.', noun: 'a message' })).toBe('Write something.');
    expect(plainTextProblem('x'.repeat(11), { max: 10, empty: null, noun: 'a message' })).toBe('Keep a message to 10 characters or fewer.');
  });

  it("plainTextField puts each fault in the form's words and gives the trimmed text", () => {
    const field = plainTextField(5, { empty: 'E', 'too-long': 'L', 'not-text': 'N' });
    expect(field.safeParse('  abc ').data).toBe('abc');
    expect(['   ', 'abcdef', 'a\u0000'].map((text) => field.safeParse(text).error?.issues.map((issue) => issue.message))).toEqual([['E'], ['L'], ['N']]);
  });
});

describe('reserved slugs: derived from the route table', () => {
  it("holds every fixed first segment of the table, messages included, and the served pages", () => {
    const slugs = reservedSlugs();
    for (const entry of Object.values(ROUTES)) {
      const first = entry.path.split('/')[1];
      if (first && first !== '*' && !first.startsWith(':')) expect(slugs).toContain(first);
    }
    expect(slugs).toEqual(expect.arrayContaining(['messages', 'login', 'tutor-dashboard', 'course', 'index', 'app', 'assets']));
    expect(slugs).not.toContain('demo-tutor');
  });

  it('is what the mock backend reads (its generated copy is the same list)', () => {
    const copy = JSON.parse(readFileSync(new URL('../../../mock-server/reserved-slugs.generated.json', import.meta.url), 'utf8')) as { generated: string; slugs: string[] };
    expect(copy.generated).toMatch(/^Generated by scripts\/generate-reserved-slugs\.mjs/);
    expect(copy.slugs).toEqual(reservedSlugs());
  });

  it('isReservedSlug reads the address as the router does (any case)', () => {
    expect([isReservedSlug('messages'), isReservedSlug('Messages'), isReservedSlug('asha-rao')]).toEqual([true, true, false]);
  });
});

describe('profileInputSchema refuses bad input at entry', () => {
  const tutor = { Role: 1, FirstName: 'Asha', LastName: 'Rao', Phone: '+919876543210', TimeZone: 'Asia/Kolkata', LangID: 1, Bio: 'I teach.', TopicIDs: [1], Slug: 'asha-rao' };
  const issues = (input: Record<string, unknown>) => profileInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('takes a good profile', () => expect(issues(tutor)).toEqual([]));
  it.each([
    [{ FirstName: '   ' }, ['FirstName', 'Enter your first name.']],
    [{ LastName: 'Rao\u001b' }, ['LastName', 'The name contains characters that are not text; type it again.']],
    [{ TimeZone: 'Mars/Olympus' }, ['TimeZone', 'Choose a time zone from the list (an IANA name such as Asia/Kolkata).']],
    [{ TimeZone: 'UTC+5' }, ['TimeZone', 'Choose a time zone from the list (an IANA name such as Asia/Kolkata).']],
    [{ Slug: 'messages' }, ['Slug', 'This address is a page of the app. Choose another one.']],
  ])('%j', (change, issue) => expect(issues({ ...tutor, ...change })).toEqual([issue]));
});
