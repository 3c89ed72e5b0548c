// Consumer contract of the cloud functions (CLASS_LIFECYCLE) through the real adapter: who may join and end a class,
// each refusal with its status and Reason (openapi/cloud-functions.yaml).
import type { V3Response } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_DATA, JSON_HEADERS, failure, integer, like, newPact, ok, regex, verifyFailure, verifyInteraction } from './pact-helpers';

const pact = newPact('tutoring-cloud-functions');
const INSTANT = DEMO.instantClass.code;
const PAID_CLASS = DEMO.paidPrivateClass.code;
const JSON_BODY = { 'Content-Type': 'application/json' };
const startsSoon = (code: string) => `the class ${code} starts in 5 minutes`;
const token = (request: object) => ({ method: 'POST', path: '/GenerateAgoraToken', headers: JSON_BODY, body: request });
const end = (channel: string) => ({ method: 'POST', path: '/AgoraClassEnd', headers: JSON_BODY, body: { ChannelName: channel } });
const pass = (extra: Record<string, unknown> = {}) =>
  ok({ Token: like('006abcdefTOKEN'), AppId: regex('^[a-f0-9]{32}$', '0123456789abcdef0123456789abcdef'), Region: 'ap', ExpiresAt: integer(1772442000), Uid: integer(1001), ClassName: like('Quick doubt-clearing session'), ...extra });

/** A 401/403 refusal: the error shape plus the Reason the client words it by (and OpensAt when it says when). */
function refused(status: 401 | 403, reason: string, extra: Record<string, unknown> = {}): V3Response {
  const base = failure(status);
  return { ...base, headers: JSON_HEADERS, body: { ...(base.body as object), Reason: reason, ...extra } };
}

describe('tutoring-cloud-functions', () => {
  it('GenerateAgoraToken: the tutor hosts their instant class, with the uid the server chose', async () => {
    const issued = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor asks for a host token for the demo instant class', caller: 'tutor',
      request: token({ ChannelName: INSTANT, Role: 1 }), response: pass(),
      run: (a) => a.classLifecycle.requestToken({ channel: INSTANT, role: 1 }),
    });
    expect(issued).toEqual({ token: '006abcdefTOKEN', appId: '0123456789abcdef0123456789abcdef', region: 'ap', expiresAt: 1772442000000, uid: 1001, className: 'Quick doubt-clearing session' });
  });

  it('GenerateAgoraToken: a signed-out visitor takes part in an instant class', async () => {
    const issued = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a signed-out visitor asks for a participant token for the demo instant class', caller: 'anonymous',
      request: token({ ChannelName: INSTANT, Role: 2 }), response: pass(),
      run: (a) => a.classLifecycle.requestToken({ channel: INSTANT, role: 2 }),
    });
    expect(issued.uid).toBe(1001);
  });

  it('GenerateAgoraToken: the paying student joins their private class once its room is open, told when it ends', async () => {
    const issued = await verifyInteraction(pact, {
      state: startsSoon(PAID_CLASS), description: 'the demo student asks for a participant token for their paid class starting in 5 minutes', caller: 'student',
      request: token({ ChannelName: PAID_CLASS, Role: 2 }), response: pass({ EndsAt: integer(1772445600) }),
      run: (a) => a.classLifecycle.requestToken({ channel: PAID_CLASS, role: 2 }),
    });
    // The contract gives Unix seconds; the port speaks milliseconds.
    expect(issued.endsAt).toBe(1772445600000);
  });

  it('GenerateAgoraToken: unknown channel (404)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a token for an unknown channel', caller: 'tutor',
      request: token({ ChannelName: 'ZZunknown0000001', Role: 1 }), response: failure(404),
      run: (a) => a.classLifecycle.requestToken({ channel: 'ZZunknown0000001', role: 1 }),
    }, 'not-found');
  });

  it('GenerateAgoraToken: bad Role (400)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a token request with Role 3', caller: 'tutor',
      request: token({ ChannelName: INSTANT, Role: 3 }), response: failure(400, ['Role']),
      run: (a) => a.classLifecycle.requestToken({ channel: INSTANT, role: 3 as never }),
    }, 'validation');
  });

  it.each([
    ['a signed-out visitor asks to host the demo instant class', 'anonymous', DEMO_DATA, INSTANT, 1, 401, 'sign-in-required'],
    ['the demo student asks to host the demo instant class', 'student', DEMO_DATA, INSTANT, 1, 403, 'not-host'],
    ['the tutor asks to take part in their own instant class', 'tutor', DEMO_DATA, INSTANT, 2, 403, 'join-as-host'],
    ['the demo student asks to join a class they have not paid for', 'student', DEMO_DATA, DEMO.privateClass.code, 2, 403, 'not-paid'],
    ['a signed-out visitor asks to join a private class', 'anonymous', DEMO_DATA, PAID_CLASS, 2, 401, 'sign-in-required'],
    ['the demo student asks to join their completed class', 'student', `the private class ${PAID_CLASS} is completed`, PAID_CLASS, 2, 403, 'class-ended'],
  ] as const)('GenerateAgoraToken refuses: %s', async (description, caller, state, channel, role, status, reason) => {
    const error = await verifyFailure(pact, {
      state, description, caller, request: token({ ChannelName: channel, Role: role }), response: refused(status, reason),
      run: (a) => a.classLifecycle.requestToken({ channel, role }),
    }, status === 401 ? 'unauthorised' : 'forbidden');
    expect(error.refusal?.code).toBe(reason);
  });

  it('GenerateAgoraToken refuses a class whose room has not opened yet, saying when it opens', async () => {
    const error = await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor asks to host a class that opens later', caller: 'tutor',
      request: token({ ChannelName: DEMO.openPrivateClass.code, Role: 1 }),
      response: refused(403, 'not-open-yet', { OpensAt: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-05-03T09:50:00.000Z') }),
      run: (a) => a.classLifecycle.requestToken({ channel: DEMO.openPrivateClass.code, role: 1 }),
    }, 'forbidden');
    expect(error.refusal).toEqual({ code: 'not-open-yet', at: '2026-05-03T09:50:00.000Z' });
  });

  it('AgoraClassEnd: the tutor ends their instant class', async () => {
    const ended = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor ends the demo instant class', caller: 'tutor',
      request: end(INSTANT), response: ok({ ChannelName: INSTANT, Ended: true, EndedAt: like('2026-05-01T10:00:00Z') }),
      run: (a) => a.classLifecycle.endClass(INSTANT),
    });
    expect(ended.channel).toBe(INSTANT);
  });

  it('AgoraClassEnd: the tutor ends their private class while it is open', async () => {
    await verifyInteraction(pact, {
      state: startsSoon(PAID_CLASS), description: 'the tutor ends their paid class starting in 5 minutes', caller: 'tutor',
      request: end(PAID_CLASS), response: ok({ ChannelName: PAID_CLASS, Ended: true, EndedAt: like('2026-05-01T10:00:00Z') }),
      run: (a) => a.classLifecycle.endClass(PAID_CLASS),
    });
  });

  it.each([
    ['a student ends the demo instant class', 'student', INSTANT, 403, 'not-host'],
    ['a signed-out visitor ends the demo instant class', 'anonymous', INSTANT, 401, 'sign-in-required'],
    ['the paying student ends their private class', 'student', PAID_CLASS, 403, 'not-host'],
  ] as const)('AgoraClassEnd refuses: %s', async (description, caller, channel, status, reason) => {
    const error = await verifyFailure(pact, {
      state: DEMO_DATA, description, caller, request: end(channel), response: refused(status, reason),
      run: (a) => a.classLifecycle.endClass(channel),
    }, status === 401 ? 'unauthorised' : 'forbidden');
    expect(error.refusal?.code).toBe(reason);
  });
});
