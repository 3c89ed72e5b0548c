// Which address the page server names to the backend as the visitor's (scripts/page-server.mjs visitorAddressOf): the
// socket's offline, the entry Google's infrastructure appended to X-Forwarded-For behind Hosting, never what the client wrote.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script
import { visitorAddressOf } from '../../../scripts/page-server.mjs';

describe('visitorAddressOf', () => {
  it('offline takes the socket address and ignores X-Forwarded-For, which any client can send', () => {
    expect(visitorAddressOf({ socketAddress: '127.0.0.1', forwardedFor: '203.0.113.9' })).toBe('127.0.0.1');
    expect(visitorAddressOf({ socketAddress: '::ffff:127.0.0.1' })).toBe('127.0.0.1');
    expect(visitorAddressOf({ socketAddress: '::1' })).toBe('::1');
    expect(visitorAddressOf({})).toBeUndefined();
  });

  it('behind Hosting takes the entry the trusted hops appended, counted from the right, not the first one', () => {
    // The client wrote 192.0.2.66; Hosting's edge appended the visitor (203.0.113.7), Google's front end the edge.
    const forwardedFor = '192.0.2.66, 203.0.113.7, 199.36.158.100';
    expect(visitorAddressOf({ socketAddress: '169.254.1.1', forwardedFor, trustedHops: 2 })).toBe('203.0.113.7');
    expect(visitorAddressOf({ forwardedFor: ['192.0.2.66', '203.0.113.7, 199.36.158.100'], trustedHops: 2 })).toBe('203.0.113.7');
    expect(visitorAddressOf({ forwardedFor: '203.0.113.7, 199.36.158.100', trustedHops: 2 })).toBe('203.0.113.7');
  });

  it('names no visitor when the trusted entry is missing or is not an address', () => {
    expect(visitorAddressOf({ forwardedFor: '199.36.158.100', trustedHops: 2 })).toBeUndefined();
    expect(visitorAddressOf({ forwardedFor: 'unknown, 199.36.158.100', trustedHops: 2 })).toBeUndefined();
    expect(visitorAddressOf({ socketAddress: '127.0.0.1', trustedHops: 2 })).toBeUndefined();
  });
});
