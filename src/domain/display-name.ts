// The name a participant shows in a class (the pre-join form, the classroom's chat, the mock's signalling server):
// one rule, counted as people count characters (code points: an emoji is one), for the UI and the mock backend, which
// imports this very file.

import type { Outcome } from './outcome.ts';
import { characterCount } from './plain-text.ts';

export const DISPLAY_NAME_MAX: number = 40;

/** Why a name may not be shown. */
export type DisplayNameProblem = 'empty' | 'too-long' | 'invalid-characters';
/** The name as shown (`value`), or why it may not be one. */
export type DisplayNameCheck = Outcome<string, { code: DisplayNameProblem }>;

// Control characters, and the angle brackets of markup: a name is shown to others as it is.
// eslint-disable-next-line no-control-regex -- finding them is the point
const NOT_IN_A_NAME = /[\u0000-\u001f\u007f<>]/;

/** The name other participants see: trimmed, inner whitespace collapsed, 1–40 characters, no control characters or <>. */
export function checkDisplayName(raw: string): DisplayNameCheck {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0) return { ok: false, code: 'empty' };
  if (characterCount(name) > DISPLAY_NAME_MAX) return { ok: false, code: 'too-long' };
  if (NOT_IN_A_NAME.test(name)) return { ok: false, code: 'invalid-characters' };
  return { ok: true, value: name };
}
