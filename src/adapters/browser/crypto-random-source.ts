import type { RandomSource } from '../../ports/random-source';

/** crypto.getRandomValues, never Math.random. */
export class CryptoRandomSource implements RandomSource {
  bytes = (n: number): Uint8Array => globalThis.crypto.getRandomValues(new Uint8Array(n));
}
