// Text people type (messages, reviews, answers, chat, the short names of forms): one rule for how long it is and what it may hold, for the UI and
// the mock backend, which imports this very file (as messages.ts).

// Control characters other than tab and line breaks: not text anyone typed.
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export type PlainTextFault = 'empty' | 'too-long' | 'not-text';

/** How many characters `text` has as people count them: code points, so an emoji is one (as the contract's maxLength). */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * What is wrong with a typed text, as a code, or null: 'empty' (nothing but spaces, when it is required), 'too-long'
 * (over `max` characters as people count them, after trimming) or 'not-text' (control characters). The one rule for
 * messages, reviews, chat and the short names of forms (class, course and session names, people's names); forms map
 * the code to their words, the mock backend names the field (mock-server/lib/field-rules.mjs).
 */
export function plainTextFault(text: string | undefined | null, { max, required = true }: { max: number; required?: boolean }): PlainTextFault | null {
  const trimmed = (text ?? '').trim();
  if (trimmed.length === 0) return required ? 'empty' : null;
  if (characterCount(trimmed) > max) return 'too-long';
  if (CONTROL.test(trimmed)) return 'not-text';
  return null;
}

/**
 * Why a typed text is refused (a sentence), or null. It is trimmed first; its length is counted as people count
 * characters (an emoji is one), as the contract's maxLength does. `empty` is the words for nothing typed (null: optional).
 * `noun`: 'a message' ('Keep a message to …'); `what`: its name in 'The … contains' (default: the noun without its article).
 */
export function plainTextProblem(
  text: string | undefined | null,
  { max, empty, noun, what = noun.replace(/^(a|the) /, '') }: { max: number; empty: string | null; noun: string; what?: string },
): string | null {
  switch (plainTextFault(text, { max, required: empty !== null })) {
    case 'empty':
      return empty;
    case 'too-long':
      return `Keep ${noun} to ${max.toLocaleString('en-US')} characters or fewer.`;
    case 'not-text':
      return `The ${what} contains characters that are not text; type it again.`;
    default:
      return null;
  }
}
