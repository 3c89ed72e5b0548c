import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_MAX_MS, RECONNECT_MIN_MS } from '../../../src/domain/push';

describe('reconnectDelay', () => {
  it('doubles from 1 s after each failure in a row, up to 30 s', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 40].map((failures) => reconnectDelay(failures, 0.999999));
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(reconnectDelay(0, 0.999999)).toBe(RECONNECT_MIN_MS);
    expect(reconnectDelay(100, 0.999999)).toBe(RECONNECT_MAX_MS);
  });

  it('spreads each wait between half and all of it, so browsers do not all come back in the same second', () => {
    expect(reconnectDelay(3, 0)).toBe(4000);
    expect(reconnectDelay(3, 0.5)).toBe(6000);
    expect(reconnectDelay(10, 0)).toBe(15000);
    // Out of range jitter is held inside it.
    expect(reconnectDelay(0, -1)).toBe(500);
    expect(reconnectDelay(0, 7)).toBe(1000);
  });
});
