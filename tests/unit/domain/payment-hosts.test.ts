import { describe, expect, it } from 'vitest';
import { isAllowedPaymentUrl } from '../../../src/domain/payment-hosts';

const allow = ['https://pay.example.com', 'http://localhost:3001'];

describe('isAllowedPaymentUrl', () => {
  it.each([
    ['https://pay.example.com/checkout?id=1'],
    ['https://pay.example.com'],
    ['http://localhost:3001/__provider/hosted/pay?order=o1'],
  ])('allows %s', (url) => {
    expect(isAllowedPaymentUrl(url, allow)).toBe(true);
  });

  it.each([
    ['http://pay.example.com/checkout', 'plain http to a public host'],
    ['https://pay.example.com.evil.test/', 'a look-alike host'],
    ['https://evil.test/?https://pay.example.com', 'the allowed host only in the query'],
    ['https://user:pw@pay.example.com/', 'credentials in the URL'],
    ['javascript:alert(1)', 'a script URL'],
    ['//pay.example.com/x', 'a protocol-relative URL'],
    ['/relative/path', 'a relative path'],
    ['https://pay.example.com:8443/', 'another port'],
    [' https://pay.example.com/', 'leading white space'],
    ['http://localhost:3002/', 'another loopback port'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
  ])('refuses %s (%s)', (url) => {
    expect(isAllowedPaymentUrl(url, allow)).toBe(false);
  });

  it('refuses everything with an empty allowlist or a non-string', () => {
    expect(isAllowedPaymentUrl('https://pay.example.com/', [])).toBe(false);
    expect(isAllowedPaymentUrl(42, allow)).toBe(false);
    expect(isAllowedPaymentUrl(null, allow)).toBe(false);
  });

  it('ignores a malformed allowlist entry', () => {
    expect(isAllowedPaymentUrl('https://pay.example.com/', ['not a url', 'https://pay.example.com'])).toBe(true);
  });
});
