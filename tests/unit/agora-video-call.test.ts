import 'reflect-metadata';
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

// A stand-in for the SDK: records setArea and the client's calls; the test fires the client's events.
const sdk = vi.hoisted(() => ({ areas: [] as unknown[], clients: [] as unknown[] }));
vi.mock('agora-rtc-sdk-ng', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  class FakeClient extends Emitter {
    joined: unknown[] = [];
    renewed: string[] = [];
    streamed: string[] = [];
    async sendStreamMessage(payload: string) {
      if (new TextEncoder().encode(payload).length > 1024) throw new Error('stream message out of range.');
      this.streamed.push(payload);
    }
    async join(...args: unknown[]) {
      this.joined = args;
      return args[3];
    }
    async publish() {}
    async leave() {}
    async renewToken(token: string) {
      this.renewed.push(token);
    }
  }
  return {
    default: {
      setArea: (area: unknown) => sdk.areas.push(area),
      setLogLevel: () => undefined,
      createClient: () => {
        const client = new FakeClient();
        sdk.clients.push(client);
        return client;
      },
    },
  };
});

const { AgoraVideoCall } = await import('../../src/adapters/agora/agora-video-call');
const { MemoryLogger } = await import('../../src/adapters/fakes/memory-logger');

type Client = EventEmitter & { joined: unknown[]; renewed: string[]; streamed: string[] };

describe('AgoraVideoCall', () => {
  it("joins in region 'ap', renews its token when the SDK warns, and reports participants and mutes", async () => {
    // The cloud functions as the adapter sees them: a fresh token per request.
    const tokenRequests: { channel: string; role: number }[] = [];
    const lifecycle = {
      requestToken: vi.fn(async (request: { channel: string; role: 1 | 2 }) => {
        tokenRequests.push(request);
        return { token: `token-${request.channel}-${tokenRequests.length}`, appId: '0123456789abcdef0123456789abcdef', region: 'ap' as const, expiresAt: 1_900_000_000, uid: 42 };
      }),
      endClass: vi.fn(),
    };
    const call = new AgoraVideoCall(lifecycle, new MemoryLogger());
    const events: unknown[] = [];
    call.subscribe((e) => events.push(e));
    const result = await call.join({ channel: 'ICdemo0000000001', uid: 42, role: 1, displayName: 'Tara', token: 't0', appId: '0123456789abcdef0123456789abcdef', region: 'ap' });
    expect(result).toEqual({ ok: true });
    expect(sdk.areas).toEqual([{ areaCode: ['ASIA'] }]);
    const client = sdk.clients[0] as Client;
    expect(client.joined).toEqual(['0123456789abcdef0123456789abcdef', 'ICdemo0000000001', 't0', 42]);

    client.emit('token-privilege-will-expire');
    await vi.waitFor(() => expect(client.renewed).toHaveLength(1));
    expect(tokenRequests).toEqual([{ channel: 'ICdemo0000000001', role: 1 }]);
    expect(client.renewed[0]).toBe('token-ICdemo0000000001-1');

    client.emit('user-joined', { uid: 7, hasAudio: true, hasVideo: false });
    client.emit('user-info-updated', 7, 'mute-audio');
    client.emit('network-quality', { uplinkNetworkQuality: 1, downlinkNetworkQuality: 4 });
    client.emit('connection-state-change', 'DISCONNECTED', 'CONNECTED', 'CHANNEL_BANNED');
    expect(events).toEqual([
      { type: 'participant-joined', participant: { uid: 7, displayName: 'Participant 7', role: null, audioMuted: false, videoOff: true, screenSharing: false } },
      { type: 'participant-muted', uid: 7, kind: 'audio', muted: true },
      { type: 'network-quality', quality: 'poor' },
      { type: 'class-ended', endedAt: null },
      { type: 'connection-state', state: 'disconnected', reason: 'CHANNEL_BANNED' },
    ]);
    expect(await call.join({ channel: 'ICdemo0000000001', uid: 42, role: 1, displayName: 'Tara', token: 't0', appId: 'x', region: 'ap' })).toEqual({ ok: false, reason: 'already-joined' });
    await call.leave();
  });

  it('sends the classroom chat over the data stream in packets of at most 1 KB; the host answers a join with the log; a stream message arrives as chat', async () => {
    const lifecycle = { requestToken: vi.fn(), endClass: vi.fn() };
    const call = new AgoraVideoCall(lifecycle, new MemoryLogger());
    const chat: { uid: number; name: string; text: string }[] = [];
    call.subscribe((e) => {
      if (e.type === 'chat') chat.push(...e.messages);
    });
    expect(call.sendChat('before joining')).toEqual({ ok: false, reason: 'not-connected' });
    await call.join({ channel: 'PCdemo0000000001', uid: 42, role: 1, displayName: 'Asha Rao', token: 't0', appId: '0123456789abcdef0123456789abcdef', region: 'ap' });
    const client = sdk.clients.at(-1) as Client;
    const long = 'Exercise: ' + 'ü'.repeat(900);
    expect(call.sendChat(long)).toEqual({ ok: true, message: expect.objectContaining({ uid: 42, name: 'Asha Rao', host: true, text: long }) });
    await vi.waitFor(() => expect(client.streamed.length).toBeGreaterThan(1), { timeout: 3_000 });
    const sent = client.streamed.length;
    // A student's page sends a message: Agora stamps the uid; it is credited to them.
    const student = JSON.stringify({ t: 'chat', r: false, m: { id: '7-abc', uid: 7, name: 'Ravi Kumar', host: false, at: 1, text: 'Got it' } });
    client.emit('stream-message', 7, new TextEncoder().encode(student));
    // The same packet stamped with another uid is someone else pretending: dropped.
    client.emit('stream-message', 8, new TextEncoder().encode(student));
    expect(chat.map((m) => `${m.uid}:${m.name}:${m.text.slice(0, 9)}`)).toEqual(['42:Asha Rao:Exercise:', '7:Ravi Kumar:Got it']);
    // Someone joins: the host sends the whole log again, paced, as history.
    client.emit('user-joined', { uid: 9, hasAudio: true, hasVideo: true });
    await vi.waitFor(() => expect(client.streamed.length).toBeGreaterThan(sent + 2), { timeout: 5_000 });
    await vi.waitFor(() => expect(client.streamed.some((p) => p.includes('"r":true') && p.includes('Got it'))).toBe(true), { timeout: 5_000 });
    await call.leave();
  });
});
