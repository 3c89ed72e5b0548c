// Request bodies: JSON (and the hosted checkout's form posts) up to a named limit, and no key that could reach an
// object's prototype (`__proto__`, `constructor`, `prototype`) anywhere in them.
import express from 'express';
import { HttpError } from './http.mjs';

export const MAX_JSON_BODY_BYTES = 10 * 1024 * 1024;
const HOSTILE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The dotted path of the first hostile key in a parsed body (`Sessions.0.__proto__`), or null. */
export function hostileKeyPath(value) {
  const stack = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const here = path ? `${path}.${key}` : key;
      if (HOSTILE_KEYS.has(key)) return here;
      stack.push([node[key], here]);
    }
  }
  return null;
}

/** Throws the usual 400 when a parsed body holds a hostile key. */
export function refuseHostileKeys(body) {
  const path = hostileKeyPath(body);
  if (path !== null) {
    const key = path.split('.').pop();
    throw new HttpError(400, 'Validation failed', [{ Field: path, Message: `'${key}' is not an allowed field name.` }]);
  }
}

/** Express middleware list: parse JSON and url-encoded bodies, then refuse hostile keys. */
export function bodyParsers() {
  return [
    express.json({ limit: MAX_JSON_BODY_BYTES }),
    express.urlencoded({ extended: false, limit: MAX_JSON_BODY_BYTES }),
    (req, _res, next) => {
      if (Buffer.isBuffer(req.body)) return next();
      try {
        refuseHostileKeys(req.body);
        return next();
      } catch (error) {
        return next(error);
      }
    },
  ];
}
