// The contract as the mock enforces it: openapi/backend.yaml loaded once, its operations indexed by path, requests
// (and, in tests, responses) validated by express-openapi-validator, its errors turned into the contract's shape.
import { readFileSync } from 'node:fs';
import * as OpenApiValidator from 'express-openapi-validator';
import yaml from 'js-yaml';
import { isDateTime } from '../../src/domain/time-rules.ts';
import { HttpError, sendError } from './http.mjs';

export const BACKEND_SPEC_PATH = new URL('../../openapi/backend.yaml', import.meta.url);

let cached;
export function loadBackendSpec() {
  cached ??= yaml.load(readFileSync(BACKEND_SPEC_PATH, 'utf8'));
  return structuredClone(cached);
}

/**
 * Every operation of the document by path: method, operationId, whether a signed-out caller may use it (security
 * lists `{}`) and whether it takes no token at all (`security: []`: the payment provider's webhook, signed instead).
 * @returns {Map<string, { method: string, operationId: string, tokenOptional: boolean, tokenless: boolean }>}
 */
export function operationsByPath(spec) {
  const ops = new Map();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const security = op.security ?? spec.security ?? [];
      const tokenless = security.length === 0;
      const tokenOptional = tokenless || security.some((entry) => Object.keys(entry).length === 0);
      ops.set(path, { method: method.toUpperCase(), operationId: op.operationId, tokenOptional, tokenless });
    }
  }
  return ops;
}

export const MAX_UPLOAD_BYTES = 2_097_152;

/** The validator for the backend paths; everything under the offline-only prefixes is left alone. */
export function contractValidator({ validateResponses }) {
  return OpenApiValidator.middleware({
    apiSpec: loadBackendSpec(),
    validateRequests: { allowUnknownQueryParameters: false, allErrors: true },
    validateResponses: validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    validateFormats: true,
    // The contract's `date-time` as the domain reads it (a real calendar day and offset); ajv-formats' fast mode took
    // 2027-02-30 and +25:00, which the client then could not read back.
    formats: { 'date-time': { type: 'string', validate: isDateTime } },
    ignoreUndocumented: false,
    ignorePaths: /^\/(__admin|__provider|__classroom|functions|uploads)(\/|$)/,
    // One byte over the limit is enough to know the file is too big; the handler reports it on `file`.
    fileUploader: { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } },
  });
}

/** `/body/Sessions/0/StartDateTime`, `.body.Sessions[0].StartDateTime` → `Sessions.0.StartDateTime`. */
function fieldOf(path = '') {
  const cleaned = String(path)
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^\.+/, '')
    .replace(/^(body|query|headers|params|path|response)\.?/, '');
  return cleaned.length > 0 ? cleaned : 'body';
}

/** Header parameters by their lower-case name (node lower-cases incoming header names). */
const HEADER_NAMES = { authorization: 'Authorization', deviceid: 'DeviceID', langid: 'LangID', environment: 'Environment' };

function messageOf(rawField, raw) {
  const field = HEADER_NAMES[rawField.toLowerCase()] ?? rawField;
  const text = String(raw ?? 'is not valid').trim();
  const ajvField = /^must have required property '([^']+)'$/.exec(text);
  if (ajvField) {
    const name = HEADER_NAMES[ajvField[1].toLowerCase()] ?? ajvField[1];
    const full = field === 'body' || field === name || field.endsWith(`.${name}`) ? field.replace(/^body$/, name) : `${field}.${name}`;
    return { Field: full, Message: `${name} is required.` };
  }
  if (/^must match format "date-time"$/.test(text)) {
    return { Field: field, Message: `${field} is not a real date-time (RFC 3339 with an offset, e.g. 2026-03-02T10:30:00+05:30).` };
  }
  const unknownProp = /^must NOT have additional properties$/.exec(text);
  if (unknownProp) return { Field: field, Message: `${field} has a field the contract does not define.` };
  const sentence = text.includes(field) ? text : `${field} ${text}`;
  return { Field: field, Message: sentence.replace(/\.?$/, '.') };
}

/** Express error middleware: validator and body-parser errors become the contract's error envelope. */
export function contractErrorHandler(log) {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    // Keyed on what the error is (its class, code, type or status), never on its text.
    if (err instanceof HttpError) return sendError(res, err.status, err.message, err.errors);
    // multer's code, or the validator's 413 for it (the validator keeps multer's status, not its code).
    if (err?.code === 'LIMIT_FILE_SIZE' || (Number(err?.status) === 413 && req.is('multipart/form-data'))) {
      return sendError(res, 400, 'Validation failed', [{ Field: 'file', Message: `The file is larger than 2 MB (${MAX_UPLOAD_BYTES} bytes).` }]);
    }
    if (err?.type === 'entity.too.large') {
      const what = req.is('application/json') ? 'JSON body' : 'request body';
      const limit = `${Math.round(err.limit / 1024 / 1024)} MB (${err.limit} bytes)`;
      return sendError(res, 413, `The ${what} is larger than ${limit}.`, [{ Field: 'body', Message: `The ${what} is larger than ${limit}.` }]);
    }
    if (err?.type === 'entity.parse.failed') {
      return sendError(res, 400, 'Validation failed', [{ Field: 'body', Message: 'The body is not valid JSON.' }]);
    }
    const status = Number(err?.status ?? err?.statusCode ?? 500);
    if (status >= 500) {
      log?.(`${req.method} ${req.originalUrl}: ${err?.stack ?? err}`);
      const errors = (err?.errors ?? []).slice(0, 100).map((e) => ({ Field: fieldOf(e.path), Message: String(e.message ?? 'invalid').slice(0, 500) }));
      return sendError(res, 500, String(err?.message ?? 'Something went wrong').slice(0, 500), errors);
    }
    if (status === 404 && req.path.startsWith('/uploads/')) return sendError(res, 404, `No uploaded file ${req.path.slice(9)}.`);
    if (status === 404) return sendError(res, 404, `No operation ${req.method} ${req.path} in the contract.`);
    if (status === 405) return sendError(res, 405, `${req.method} is not the method of ${req.path} in the contract.`);
    if (status === 415) return sendError(res, 400, 'Validation failed', [{ Field: 'Content-Type', Message: String(err.message) }]);
    // One message per field (a too-short code breaks both minLength and pattern; the first says enough).
    const errors = [];
    for (const e of err?.errors ?? []) {
      const entry = messageOf(fieldOf(e.path), e.message);
      if (!errors.some((known) => known.Field === entry.Field)) errors.push(entry);
    }
    errors.splice(100);
    return sendError(res, status === 400 ? 400 : status, status === 400 ? 'Validation failed' : String(err.message), errors);
  };
}
