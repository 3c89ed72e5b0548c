import type { RandomBytes } from '../domain/random-id';
import { token } from './token';

/** Cryptographically random bytes for ids (randomId takes them as an argument). */
export interface RandomSource {
  bytes: RandomBytes;
}

export const RANDOM_SOURCE = token<RandomSource>('RandomSource');
