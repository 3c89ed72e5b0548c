import type { Outcome, Refusal, RefusalCode } from '../../../application/outcome';
import { fieldError, type FieldErrors } from './field-errors';

/** How a save ended, in words a form shows: the message, and the field it is about when it names one. */
export type SaveOutcome<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

/** A screen's words for refusals: `failed` always, and one per code it says in its own words (made from the refusal's details where they matter). */
export type RefusalWords = { failed: string } & Partial<Record<RefusalCode, string | ((refusal: Refusal) => string)>>;

/** The screen's words for the code, else what the server said, else that it failed. */
export function inWords(refusal: Refusal, words: RefusalWords): string {
  const own = words[refusal.code];
  return (typeof own === 'function' ? own(refusal) : own) ?? refusal.serverMessage ?? words.failed;
}

/** A use case's change as a form calls it: a refusal in the screen's words, and `after` (a reload) once it saved. */
export function worded<A extends unknown[], T>(
  change: (...args: A) => Promise<Outcome<T>>,
  words: RefusalWords,
  after: () => void,
): (...args: A) => Promise<SaveOutcome<T>> {
  return async (...args) => {
    const outcome = await change(...args);
    if (outcome.ok) {
      after();
      return outcome;
    }
    return { ok: false, message: inWords(outcome, words), field: outcome.field };
  };
}

/** A refused save as a form shows it: the message above the fields, and at the field it names when that is one of `fields`. */
export function refusedSave<K extends string>(outcome: { message: string; field?: string }, fields: object): { ok: false; alert: string[]; errors: FieldErrors<K> } {
  return { ok: false, alert: [outcome.message], errors: fieldError<K>(fields, outcome.field, outcome.message) };
}
