// Consumer contract of the cloud functions (CLASS_LIFECYCLE) through the real adapter.
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_DATA, failure, integer, like, newPact, ok, regex, verifyFailure, verifyInteraction } from './pact-helpers';

const pact = newPact('tutoring-cloud-functions');
const CHANNEL = DEMO.instantClass.code;

describe('tutoring-cloud-functions', () => {
  it('GenerateAgoraToken issues a token for a class channel', async () => {
    const token = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor asks for a token for the demo instant class', caller: 'tutor',
      request: { method: 'POST', path: '/GenerateAgoraToken', headers: { 'Content-Type': 'application/json' }, body: { ChannelName: CHANNEL, Uid: 1, Role: 1 } },
      response: ok({ Token: like('006abcdefTOKEN'), AppId: regex('^[a-f0-9]{32}$', '0123456789abcdef0123456789abcdef'), Region: 'ap', ExpiresAt: integer(1772442000) }),
      run: (a) => a.classLifecycle.requestToken({ channel: CHANNEL, uid: 1, role: 1 }),
    });
    expect(token).toEqual({ token: '006abcdefTOKEN', appId: '0123456789abcdef0123456789abcdef', region: 'ap', expiresAt: 1772442000000 });
  });

  it('GenerateAgoraToken: unknown channel (404)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a token for an unknown channel', caller: 'tutor',
      request: { method: 'POST', path: '/GenerateAgoraToken', headers: { 'Content-Type': 'application/json' }, body: { ChannelName: 'ZZunknown0000001', Uid: 1, Role: 1 } },
      response: failure(404), run: (a) => a.classLifecycle.requestToken({ channel: 'ZZunknown0000001', uid: 1, role: 1 }),
    }, 'not-found');
  });

  it('GenerateAgoraToken: bad Uid (400)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a token request with Uid 0', caller: 'tutor',
      request: { method: 'POST', path: '/GenerateAgoraToken', headers: { 'Content-Type': 'application/json' }, body: { ChannelName: CHANNEL, Uid: 0, Role: 1 } },
      response: failure(400, ['Uid']), run: (a) => a.classLifecycle.requestToken({ channel: CHANNEL, uid: 0, role: 1 }),
    }, 'validation');
  });

  it('AgoraClassEnd ends the class', async () => {
    const ended = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor ends the demo instant class', caller: 'tutor',
      request: { method: 'POST', path: '/AgoraClassEnd', headers: { 'Content-Type': 'application/json' }, body: { ChannelName: CHANNEL } },
      response: ok({ ChannelName: CHANNEL, Ended: true, EndedAt: like('2026-05-01T10:00:00Z') }),
      run: (a) => a.classLifecycle.endClass(CHANNEL),
    });
    expect(ended.channel).toBe(CHANNEL);
  });

  it('AgoraClassEnd: a student may not end the class (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student ends the demo instant class', caller: 'student',
      request: { method: 'POST', path: '/AgoraClassEnd', headers: { 'Content-Type': 'application/json' }, body: { ChannelName: CHANNEL } },
      response: failure(403), run: (a) => a.classLifecycle.endClass(CHANNEL),
    }, 'forbidden');
  });
});
