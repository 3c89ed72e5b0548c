// Checking the payment provider's signatures: the payment signature a browser passes on, and the webhook signature the
// provider puts on the raw body of its calls (both hex HMAC-SHA256, Razorpay's schemes).
import { timingSafeEqual } from 'node:crypto';
import { refuseHostileKeys } from './body.mjs';
import { sendError } from './http.mjs';
import { signWebhook } from '../provider-stand-ins/index.mjs';

export const sameHex = (given, expected) =>
  typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected.toLowerCase()));

/** Exact comparison in constant time (for a given length). */
export const sameSecret = (given, expected) => {
  const a = Buffer.from(String(given));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Express middleware for the webhook path, in place of the token check: the body arrives raw (a raw parser on that path),
 * the signature is checked over those exact bytes (401 when missing or wrong, nothing else runs), then the body is
 * parsed for the contract and the handler.
 */
export function webhookSignature({ path, secret }) {
  return (req, res, next) => {
    if (req.path !== path) return next();
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const given = req.get('X-Razorpay-Signature');
    if (!given) return sendError(res, 401, 'No X-Razorpay-Signature header: only the payment provider calls this.');
    if (!sameHex(given, signWebhook(raw, secret))) return sendError(res, 401, 'The webhook signature does not match the body.');
    try {
      req.body = JSON.parse(raw.toString('utf8'));
    } catch {
      return sendError(res, 400, 'Validation failed', [{ Field: 'body', Message: 'The body is not valid JSON.' }]);
    }
    try {
      refuseHostileKeys(req.body);
    } catch (error) {
      return next(error);
    }
    return next();
  };
}
