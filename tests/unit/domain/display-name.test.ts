import { describe, expect, it } from 'vitest';
import { chatMessageOf } from '../../../src/domain/classroom-chat';
import { checkDisplayName, DISPLAY_NAME_MAX } from '../../../src/domain/display-name';

describe('display names', () => {
  it('trims and collapses whitespace', () => {
    expect(checkDisplayName('  Sam   Student ')).toEqual({ ok: true, value: 'Sam Student' });
  });

  it('refuses empty, too long and control or markup characters', () => {
    expect(DISPLAY_NAME_MAX).toBe(40);
    expect(checkDisplayName('   ')).toEqual({ ok: false, code: 'empty' });
    expect(checkDisplayName('x'.repeat(40))).toEqual({ ok: true, value: 'x'.repeat(40) });
    expect(checkDisplayName('x'.repeat(41))).toEqual({ ok: false, code: 'too-long' });
    expect(checkDisplayName('Sam\u0007')).toEqual({ ok: false, code: 'invalid-characters' });
    expect(checkDisplayName('<b>Sam</b>')).toEqual({ ok: false, code: 'invalid-characters' });
  });

  it('counts characters as people see them: an emoji is one (40 emoji are 80 UTF-16 units)', () => {
    expect(checkDisplayName('😀'.repeat(40))).toEqual({ ok: true, value: '😀'.repeat(40) });
    expect(checkDisplayName('😀'.repeat(41))).toEqual({ ok: false, code: 'too-long' });
  });

  it('is the rule the classroom chat reads a sender’s name by', () => {
    const message = { id: 'u1-abc', uid: 1, host: false, at: 1_000, text: 'Hi' };
    for (const name of ['  Sam   Student ', '😀'.repeat(40), '😀'.repeat(41), 'x'.repeat(41), '<b>Sam</b>', 'Sam\u0007', '   ']) {
      const check = checkDisplayName(name);
      expect(chatMessageOf({ ...message, name })?.name ?? null, JSON.stringify(name)).toBe(check.ok ? check.value : null);
    }
  });
});
