import { DomainError } from './errors.ts';

export const RANDOM_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** n random bytes; the browser passes one built on crypto.getRandomValues. */
export type RandomBytes = (n: number) => Uint8Array;

// The largest multiple of 62 that fits in a byte: bytes at or above it are rejected, so every letter is equally likely.
const ACCEPT_BELOW = 256 - (256 % RANDOM_ID_ALPHABET.length);

/** Spec §4/§9: a random id of letters and digits, uniformly distributed (rejection sampling, no modulo bias). */
export function randomId(length: number, randomBytes: RandomBytes): string {
  if (!Number.isSafeInteger(length) || length < 1) {
    throw new DomainError('RANDOM_ID.INVALID_LENGTH', `Length must be a positive whole number, got ${String(length)}.`);
  }
  let id = '';
  while (id.length < length) {
    const bytes = randomBytes(Math.ceil((length - id.length) * 1.1) + 1);
    for (const byte of bytes) {
      if (byte >= ACCEPT_BELOW) continue;
      id += RANDOM_ID_ALPHABET[byte % RANDOM_ID_ALPHABET.length];
      if (id.length === length) break;
    }
  }
  return id;
}
