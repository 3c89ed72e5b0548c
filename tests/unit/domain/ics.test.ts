import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsFileName } from '../../../src/domain/ics';

const event = {
  uid: '3001-GCdemo0000000001@tutorhub',
  start: '2026-05-08T09:00:00+05:30',
  durationMinutes: 90,
  summary: 'Spoken English: Week 1',
};

describe('buildIcs', () => {
  it('writes a VCALENDAR with CRLF line ends and UTC times', () => {
    const ics = buildIcs([event], '2026-05-01T09:00:00Z', 'Spoken English');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//TutorHub//Classes//EN');
    expect(lines).toContain('DTSTART:20260508T033000Z');
    expect(lines).toContain('DTEND:20260508T050000Z');
    expect(lines).toContain('DTSTAMP:20260501T090000Z');
    expect(lines).toContain('SUMMARY:Spoken English: Week 1');
    expect(lines).toContain('X-WR-CALNAME:Spoken English');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes one VEVENT per event', () => {
    const ics = buildIcs([event, { ...event, uid: 'b' }, { ...event, uid: 'c' }], '2026-05-01T09:00:00Z');
    expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(3);
    expect(ics.match(/END:VEVENT\r\n/g)).toHaveLength(3);
  });

  it('marks a cancelled event STATUS:CANCELLED with a higher SEQUENCE, under the same UID, so calendars update it', () => {
    const before = buildIcs([event], '2026-05-01T09:00:00Z').split('\r\n');
    const after = buildIcs([{ ...event, cancelled: true }], '2026-05-02T09:00:00Z').split('\r\n');
    expect(before).toEqual(expect.arrayContaining(['STATUS:CONFIRMED', 'SEQUENCE:0', `UID:${event.uid}`]));
    expect(after).toEqual(expect.arrayContaining(['STATUS:CANCELLED', 'SEQUENCE:1', `UID:${event.uid}`]));
    // A class moved twice, then cancelled: its revision is the sequence.
    expect(buildIcs([{ ...event, cancelled: true, sequence: 3 }], '2026-05-02T09:00:00Z').split('\r\n')).toContain('SEQUENCE:3');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    const long = 'Grammar, vocabulary; and \\ more\nnext line '.repeat(4);
    const ics = buildIcs([{ ...event, description: long }], '2026-05-01T09:00:00Z');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${escapeIcsText(long)}`);
  });

  it('refuses an invalid date or duration', () => {
    expect(() => buildIcs([{ ...event, start: 'soon' }], '2026-05-01T09:00:00Z')).toThrow(expect.objectContaining({ code: 'ICS.INVALID_DATE' }));
    expect(() => buildIcs([{ ...event, durationMinutes: 0 }], '2026-05-01T09:00:00Z')).toThrow(expect.objectContaining({ code: 'ICS.INVALID_DURATION' }));
  });
});

describe('escapeIcsText and foldIcsLine', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('never splits a multi-byte character', () => {
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(60)}`);
    const parts = folded.split('\r\n ');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });

  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
});

it('makes safe file names', () => {
  expect(icsFileName('Spoken English: Week 1!')).toBe('spoken-english-week-1.ics');
  expect(icsFileName('***')).toBe('calendar.ics');
});

describe('buildIcs methods (issue 41: a booking email invites, a cancellation email cancels)', () => {
  const event = { uid: 'PCdemo0000000002@tutorhub', start: '2026-12-01T05:00:00Z', durationMinutes: 60, summary: 'Geometry Practice' };
  it('PUBLISH by default, with no organizer (a download or a feed)', () => {
    const ics = buildIcs([event], '2026-11-28T05:00:00Z');
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics).not.toContain('ORGANIZER');
  });
  it('REQUEST and CANCEL carry the organizer iTIP wants, and the same UID', () => {
    for (const method of ['REQUEST', 'CANCEL'] as const) {
      const ics = buildIcs([{ ...event, cancelled: method === 'CANCEL' }], '2026-11-28T05:00:00Z', undefined, method);
      expect(ics).toContain(`METHOD:${method}\r\n`);
      expect(ics).toContain('ORGANIZER;CN=TutorHub:mailto:no-reply@tutorhub.example\r\n');
      expect(ics).toContain('UID:PCdemo0000000002@tutorhub\r\n');
    }
  });
});
