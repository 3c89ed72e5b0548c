// The public-read limit's rule (src/domain/public-reads.ts): the window, and whom a call is counted against when the page
// server renders for a visitor (its key and the visitor's address, issue 40).
import { describe, expect, it } from 'vitest';
import { normalIpAddress, PUBLIC_READ_LIMIT, PUBLIC_READ_WINDOW_MS, publicReadClient, waitBeforePublicRead } from '../../../src/domain/public-reads';

describe('waitBeforePublicRead', () => {
  const now = 1_000_000;
  it('lets a client make its 120th call and tells the 121st how long to wait', () => {
    const calls = Array.from({ length: PUBLIC_READ_LIMIT - 1 }, (_, i) => now - 30_000 + i);
    expect(waitBeforePublicRead(calls, now)).toBeNull();
    // The oldest of the last 120 calls leaves the window 30 s from now.
    expect(waitBeforePublicRead([...calls, now], now)).toBe(30);
  });
  it('forgets calls older than the window', () => {
    const old = Array.from({ length: PUBLIC_READ_LIMIT }, () => now - PUBLIC_READ_WINDOW_MS);
    expect(waitBeforePublicRead(old, now)).toBeNull();
  });
});

describe('normalIpAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8::1'],
    ['::1', '::1'],
    ['2001:db8:0:0:0:0:0:1', '2001:db8:0:0:0:0:0:1'],
    ['64:ff9b::192.0.2.33', '64:ff9b::192.0.2.33'],
  ])('%s is the address %s', (value, expected) => expect(normalIpAddress(value)).toBe(expected));

  it.each(['', 'localhost', '256.1.1.1', '1.2.3', '1.2.3.4, 5.6.7.8', '2001:db8::1::2', '2001:db8:0:0:0:0:0:0:1', 'g::1', '1.2.3.4:80'])(
    '%j is not an IP address',
    (value) => expect(normalIpAddress(value)).toBeNull(),
  );
});

describe('publicReadClient: whom a signed-out public read is counted against', () => {
  it('counts the connecting address when no key is sent, ignoring a visitor address anyone could write', () => {
    expect(publicReadClient('198.51.100.1', 'absent', undefined)).toEqual({ counted: '198.51.100.1' });
    expect(publicReadClient('198.51.100.1', 'absent', '203.0.113.7')).toEqual({ counted: '198.51.100.1' });
    expect(publicReadClient('::ffff:198.51.100.1', 'absent', '203.0.113.7')).toEqual({ counted: '198.51.100.1' });
  });
  it('counts the visitor named by the page server with its valid key', () => {
    expect(publicReadClient('10.0.0.5', 'valid', '203.0.113.7')).toEqual({ counted: '203.0.113.7' });
    expect(publicReadClient('10.0.0.5', 'valid', '::ffff:203.0.113.7')).toEqual({ counted: '203.0.113.7' });
    // Two visitors of the same page server are two clients.
    expect(publicReadClient('10.0.0.5', 'valid', '203.0.113.8')).not.toEqual(publicReadClient('10.0.0.5', 'valid', '203.0.113.7'));
  });
  it('counts the page server itself when its valid key names no visitor', () => {
    expect(publicReadClient('10.0.0.5', 'valid', undefined)).toEqual({ counted: '10.0.0.5' });
    expect(publicReadClient('10.0.0.5', 'valid', '')).toEqual({ counted: '10.0.0.5' });
  });
  it('refuses a wrong key, with or without a visitor address, and a valid key naming something that is not an address', () => {
    expect(publicReadClient('10.0.0.5', 'wrong', '203.0.113.7')).toEqual({ refused: 'wrong-key' });
    expect(publicReadClient('10.0.0.5', 'wrong', undefined)).toEqual({ refused: 'wrong-key' });
    expect(publicReadClient('10.0.0.5', 'valid', '203.0.113.7, 10.0.0.1')).toEqual({ refused: 'bad-visitor-address' });
  });
});
