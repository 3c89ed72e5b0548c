// Rules a request's fields must meet beyond the contract's types, checked for every operation before its handler: the
// same rules the forms use (src/domain), so a name, a time zone or a date the app would refuse is refused here too.
// Date-times are checked by the contract validator (openapi.mjs registers the domain's isDateTime as `date-time`).
import { SHORT_NAME_FIELDS } from '../../src/domain/form-limits.ts';
import { plainTextProblem } from '../../src/domain/plain-text.ts';
import { isTimeZoneName } from '../../src/domain/time-rules.ts';
import { HttpError } from './http.mjs';

/** Why a short name is refused (a sentence naming the field), or null. */
export function shortNameProblem(field, value) {
  return plainTextProblem(value, { max: SHORT_NAME_FIELDS[field], empty: `${field} is only spaces; type a name.`, noun: field, what: field });
}

function walk(value, path, errors) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}${index}.`, errors));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, field] of Object.entries(value)) {
    const name = `${path}${key}`;
    if (typeof field === 'string' && key in SHORT_NAME_FIELDS) {
      const problem = shortNameProblem(key, field);
      if (problem) errors.push({ Field: name, Message: problem });
    } else if (key === 'TimeZone' && field !== undefined && !isTimeZoneName(field)) {
      errors.push({ Field: name, Message: `TimeZone ${JSON.stringify(field)} is not an IANA time zone name (e.g. Asia/Kolkata, America/New_York, UTC).` });
    } else if (typeof field === 'object') {
      walk(field, `${name}.`, errors);
    }
  }
}

/** Throws a 400 naming each field a request body breaks these rules in. */
export function checkFieldRules(body) {
  const errors = [];
  walk(body, '', errors);
  if (errors.length > 0) throw new HttpError(400, 'Validation failed', errors);
}
