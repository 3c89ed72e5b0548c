import { RANDOM_ID_LENGTH } from './constants.ts';
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

/**
 * A random id as randomId(RANDOM_ID_LENGTH) makes it: 16 letters or digits. It is the shape of a class code (a private
 * class's ClassLink, an instant class's ClassCode, the video channel: openapi ClassCode) and of the DeviceID a browser
 * makes once (spec §7). The one pattern for the app, its adapters and the mock backend (which imports this file).
 */
export const RANDOM_ID_PATTERN: RegExp = new RegExp(`^[A-Za-z0-9]{${RANDOM_ID_LENGTH}}$`);

/** Whether a value is a class code, as a link, a form or a request carries it. */
export function isClassCode(value: unknown): value is string {
  return typeof value === 'string' && RANDOM_ID_PATTERN.test(value);
}

/** Whether a value is a DeviceID as the browser makes it (the DeviceID header). */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && RANDOM_ID_PATTERN.test(value);
}
