// The contract's envelopes: success `{ StatusCode, Message, Data }`, error `{ StatusCode, Message, Errors }`.

/** An expected refusal: becomes the error envelope with this status and these field messages. */
export class HttpError extends Error {
  /** @param {number} status @param {string} message @param {{ Field: string, Message: string }[]} [errors] */
  constructor(status, message, errors = [], headers = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    /** Headers of the refusal (Retry-After of a 429). */
    this.headers = headers;
  }
}

export const badRequest = (field, message) => new HttpError(400, 'Validation failed', [{ Field: field, Message: message }]);
export const conflict = (message, field) => new HttpError(409, message, field ? [{ Field: field, Message: message }] : []);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'You cannot do this') => new HttpError(403, message);
/** Rate limited: retry after `seconds` (429 with Retry-After). */
export const tooManyRequests = (message, seconds) => new HttpError(429, message, [], { 'Retry-After': String(seconds) });
export const unauthorized = (message = 'Sign in again') => new HttpError(401, message);

/** A reply that is a file, not JSON (the calendar feed). */
export class FileReply {
  constructor(contentType, body) {
    this.contentType = contentType;
    this.body = body;
  }
}

/** A reply whose body the handler shapes itself (the payment-link envelope). */
export class RawReply {
  constructor(body, status = 200) {
    this.body = body;
    this.status = status;
  }
}

export function sendError(res, status, message, errors = []) {
  res.status(status).json({ StatusCode: status, Message: message, Errors: errors });
}

export function sendOk(res, data, message = 'OK') {
  res.status(200).json({ StatusCode: 200, Message: message, Data: data });
}

/** Page of a list, as every list operation answers it. */
export function page(items, query) {
  const Page = Number(query.Page ?? 1);
  const PageSize = Number(query.PageSize ?? 20);
  const start = (Page - 1) * PageSize;
  return { Items: items.slice(start, start + PageSize), Page, PageSize, Total: items.length };
}

/** Copies only the named keys that are set (optional fields are left out, never null). */
export function pick(record, keys) {
  const out = {};
  for (const key of keys) if (record[key] !== undefined && record[key] !== null) out[key] = record[key];
  return out;
}

/** A reply the handler writes over time itself (the push channel's stream): `start(req, res)` takes the response. */
export class StreamReply {
  constructor(start) {
    this.start = start;
  }
}
