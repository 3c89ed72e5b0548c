import { describe, expect, it } from 'vitest';
import { attempt, refusalOf } from '../../../src/application/outcome';
import { BackendError } from '../../../src/domain/backend-error';

// One coded shape for a failed request, a read's or a change's (refusalOf), and the change's Outcome built on it.

describe('refusalOf', () => {
  it.each([
    ['a conflict, with the server’s words and field', new BackendError('conflict', 'Clash', [{ field: 'DateTime', message: 'Overlaps another class.' }], 409), { code: 'conflict', field: 'DateTime', serverMessage: 'Overlaps another class.', fields: [{ field: 'DateTime', message: 'Overlaps another class.' }] }],
    ['a conflict with no field error, with its message', new BackendError('conflict', 'Course is full', [], 409), { code: 'conflict', field: undefined, serverMessage: 'Course is full' }],
    [
      'every refused field, the first named',
      new BackendError('validation', 'Bad', [{ field: 'Price', message: 'Too high.' }, { field: 'Capacity', message: 'At least 1.' }], 400),
      { code: 'invalid', field: 'Price', serverMessage: 'Too high.', fields: [{ field: 'Price', message: 'Too high.' }, { field: 'Capacity', message: 'At least 1.' }] },
    ],
    ['nothing there', new BackendError('not-found', 'No such tutor', [], 404), { code: 'not-found' }],
    ['not for this user, with why', new BackendError('forbidden', 'You are blocked.', [], 403), { code: 'refused', serverMessage: 'You are blocked.' }],
    ['not for this user, unexplained', new BackendError('forbidden', '', [], 403), { code: 'refused' }],
    ['too many, with the wait', new BackendError('rate-limited', 'Wait 5 seconds.', [], 429), { code: 'too-many', serverMessage: 'Wait 5 seconds.' }],
    ['a sign-in that ended', new BackendError('unauthorised', 'Expired', [], 401), { code: 'signed-out' }],
    ['no answer', new BackendError('network'), { code: 'offline' }],
    ['a server error', new BackendError('server', 'Unavailable', [], 503), { code: 'failed' }],
    ['a refusal of the request with no field named', new BackendError('validation', 'Bad', [], 400), { code: 'invalid' }],
    ['anything else thrown', new Error('boom'), { code: 'failed' }],
  ])('%s', (_name, error, refusal) => {
    expect(refusalOf(error)).toEqual(refusal);
  });
});

describe('attempt', () => {
  it('is the value when the work succeeds, the refusal when it fails, a conflict as the caller names it where it knows', async () => {
    expect(await attempt(async () => 42)).toEqual({ ok: true, value: 42 });
    expect(await attempt(() => Promise.reject(new BackendError('not-found', '', [], 404)))).toEqual({ ok: false, code: 'not-found' });
    const clash = new BackendError('conflict', 'Full', [{ field: 'Capacity', message: 'Below the places taken.' }], 409);
    expect(await attempt(() => Promise.reject(clash), () => ({ code: 'capacity-taken' }))).toEqual({ ok: false, code: 'capacity-taken' });
    // A conflict the caller does not know stays a conflict with the server's words.
    expect(await attempt(() => Promise.reject(clash), () => undefined)).toEqual({ ok: false, code: 'conflict', field: 'Capacity', serverMessage: 'Below the places taken.', fields: [{ field: 'Capacity', message: 'Below the places taken.' }] });
  });
});
