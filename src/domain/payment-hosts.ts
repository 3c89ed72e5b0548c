/**
 * Spec §4 step 2 hardened: the app only leaves for a hosted payment page, or posts a payment form, to a host on the
 * configured allowlist. Entries are origins (`https://pay.example.com`); plain http is accepted only for loopback
 * hosts (the offline stand-in).
 */
export function isAllowedPaymentUrl(candidate: unknown, allowedOrigins: readonly string[]): boolean {
  if (typeof candidate !== 'string' || candidate.trim() !== candidate || candidate.length === 0) return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return false;
  return allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}
