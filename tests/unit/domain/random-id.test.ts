import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/domain/errors';
import { zClassCode, zDeviceIdHeader } from '../../../src/contract/generated/backend/zod.gen';
import { isClassCode, isDeviceId, RANDOM_ID_ALPHABET, RANDOM_ID_PATTERN, randomId } from '../../../src/domain/random-id';

const cryptoBytes = (n: number) => new Uint8Array(randomBytes(n));

describe('randomId', () => {
  it('returns 16 letters and digits', () => {
    for (let i = 0; i < 200; i++) expect(randomId(16, cryptoBytes)).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('honours other lengths', () => {
    expect(randomId(1, cryptoBytes)).toHaveLength(1);
    expect(randomId(64, cryptoBytes)).toHaveLength(64);
  });

  it('has 62 symbols: A–Z, a–z, 0–9', () => {
    expect(RANDOM_ID_ALPHABET).toHaveLength(62);
    expect(new Set(RANDOM_ID_ALPHABET).size).toBe(62);
  });

  it('rejects bytes 248–255 instead of folding them onto the first letters (no modulo bias)', () => {
    // 248 would map to 'A' with a plain modulo; rejection skips it and uses the next byte.
    const bytes = [248, 255, 0, 61, 1];
    let i = 0;
    const scripted = (n: number) => Uint8Array.from({ length: n }, () => bytes[i++ % bytes.length] ?? 0);
    expect(randomId(3, scripted)).toBe('A9B');
  });

  it('is uniform over the alphabet (chi-square over every byte value)', () => {
    // Feed each byte value 0..255 once: exactly 4 hits per symbol when rejection works, and 'A'..'H' would get 5 with modulo.
    let next = 0;
    const sweep = (n: number) => Uint8Array.from({ length: n }, () => next++ % 256);
    const id = randomId(248, sweep);
    const counts = new Map<string, number>();
    for (const ch of id) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(new Set(counts.values())).toEqual(new Set([4]));
  });

  it('is close to uniform with real randomness', () => {
    const counts = new Map<string, number>();
    const samples = 62 * 500;
    const id = randomId(samples, cryptoBytes);
    for (const ch of id) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const expected = samples / 62;
    const chiSquare = [...RANDOM_ID_ALPHABET].reduce((sum, ch) => sum + ((counts.get(ch) ?? 0) - expected) ** 2 / expected, 0);
    // 61 degrees of freedom: p = 0.0001 critical value is about 113.
    expect(chiSquare).toBeLessThan(113);
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('refuses length %d', (length) => {
    expect(() => randomId(length, cryptoBytes)).toThrow(DomainError);
  });
});

describe('class codes and device ids: one pattern', () => {
  it('are exactly 16 letters or digits', () => {
    expect(isClassCode('ICdemo0000000001')).toBe(true);
    expect(isClassCode('ICdemo000000001')).toBe(false);
    expect(isClassCode('ICdemo00000000011')).toBe(false);
    expect(isClassCode('ICdemo-000000001')).toBe(false);
    expect(isClassCode('ICdémo0000000001')).toBe(false);
    expect(isClassCode(undefined)).toBe(false);
    expect(isDeviceId('abcDEF0123456789')).toBe(true);
    expect(isDeviceId(null)).toBe(false);
  });

  it('is what randomId makes, and what the contract says (ClassCode, the DeviceID header)', () => {
    for (let i = 0; i < 50; i++) expect(randomId(16, cryptoBytes)).toMatch(RANDOM_ID_PATTERN);
    for (const value of ['ICdemo0000000001', 'ICdemo000000001', 'ICdemo00000000011', 'ICdemo-000000001', 'ICdémo0000000001', 'ICdemo000000001\n']) {
      expect(isClassCode(value), value).toBe(zClassCode.safeParse(value).success);
      expect(isDeviceId(value), value).toBe(zDeviceIdHeader.safeParse(value).success);
    }
  });
});
