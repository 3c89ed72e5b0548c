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
    streamedAt: number[] = [];
    connectionState = 'DISCONNECTED';
    async sendStreamMessage(payload: string) {
      this.streamedAt.push(Date.now());
      if (new TextEncoder().encode(payload).length > 1024) throw new Error('stream message out of range.');
      this.streamed.push(payload);
    }
    async join(...args: unknown[]) {
      this.joined = args;
      this.connectionState = 'CONNECTED';
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
const { ChatRoom } = await import('../../src/adapters/video-chat/chat-room');

type Client = EventEmitter & { joined: unknown[]; renewed: string[]; streamed: string[]; streamedAt: number[]; connectionState: string };

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
    expect(result).toEqual({ ok: true, value: undefined });
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
    expect(await call.join({ channel: 'ICdemo0000000001', uid: 42, role: 1, displayName: 'Tara', token: 't0', appId: 'x', region: 'ap' })).toEqual({ ok: false, code: 'already-joined' });
    await call.leave();
  });

  it('sends the classroom chat over the data stream within its limits; everyone answers a join with the log; a stream message arrives as chat', async () => {
    const lifecycle = { requestToken: vi.fn(), endClass: vi.fn() };
    const logger = new MemoryLogger();
    const call = new AgoraVideoCall(lifecycle, logger);
    const chat: { uid: number; name: string; text: string }[] = [];
    call.subscribe((e) => {
      if (e.type === 'chat') chat.push(...e.messages);
    });
    expect(call.sendChat('before joining')).toEqual({ ok: false, code: 'not-connected' });
    await call.join({ channel: 'PCdemo0000000001', uid: 42, role: 2, displayName: 'Ravi Kumar', token: 't0', appId: '0123456789abcdef0123456789abcdef', region: 'ap' });
    const client = sdk.clients.at(-1) as Client;
    const long = 'Exercise: ' + 'ü'.repeat(900);
    expect(call.sendChat(long)).toEqual({ ok: true, value: expect.objectContaining({ uid: 42, name: 'Ravi Kumar', host: false, text: long }) });
    // Every piece within 1 KB (the fake throws past it, which the adapter would log), and they put the message back together.
    const other = new ChatRoom(() => undefined, 1024, 'as-sent');
    other.reset({ uid: 9, name: 'Someone', host: false });
    await vi.waitFor(
      () => {
        for (const packet of client.streamed) other.receive(42, packet, 'as-sent');
        expect(other.messages.map((m) => m.text)).toEqual([long]);
      },
      { timeout: 3_000 },
    );
    expect(client.streamed.length).toBeGreaterThan(1);
    expect(logger.entries).toEqual([]);
    // Paced: never two packets within Agora's 30 a second.
    const gaps = client.streamedAt.slice(1).map((at, i) => at - client.streamedAt[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(30);
    const sent = client.streamed.length;
    // The tutor's page sends a message: Agora stamps the uid; it is credited to them, as sent.
    const tutor = JSON.stringify({ t: 'chat', r: false, m: { id: '7-abc', uid: 7, name: 'Asha Rao', host: true, at: 1, text: 'Got it' } });
    client.emit('stream-message', 7, new TextEncoder().encode(tutor));
    // The same packet stamped with another uid is someone else pretending: dropped.
    client.emit('stream-message', 8, new TextEncoder().encode(tutor));
    expect(chat.map((m) => `${m.uid}:${m.name}:${m.text.slice(0, 9)}`)).toEqual(['42:Ravi Kumar:Exercise:', '7:Asha Rao:Got it']);
    // Someone joins: this page (not the host) sends them the whole log, as history.
    client.emit('user-joined', { uid: 9, hasAudio: true, hasVideo: true });
    await vi.waitFor(() => expect(client.streamed.slice(sent).some((p) => p.includes('"r":true') && p.includes('Got it'))).toBe(true), { timeout: 5_000 });
    // Reconnecting: refused, not shown as sent.
    client.connectionState = 'RECONNECTING';
    expect(call.sendChat('are you there?')).toEqual({ ok: false, code: 'not-connected' });
    expect(chat.map((m) => m.text)).not.toContain('are you there?');
    await call.leave();
    // The next call starts with an empty log: nothing of this class is sent into another.
    await call.join({ channel: 'PCdemo0000000002', uid: 42, role: 2, displayName: 'Ravi Kumar', token: 't1', appId: '0123456789abcdef0123456789abcdef', region: 'ap' });
    const next = sdk.clients.at(-1) as Client;
    // A join hands the newcomer the log at once (its first packet goes out in the same turn): none here.
    next.emit('user-joined', { uid: 11, hasAudio: true, hasVideo: true });
    expect(next.streamed).toEqual([]);
    // The pump is idle, not held back: a message of this call goes out alone.
    expect(call.sendChat('new class')).toMatchObject({ ok: true });
    expect(next.streamed).toHaveLength(1);
    expect(next.streamed[0]).toContain('new class');
    expect(next.streamed[0]).not.toContain('Got it');
    await call.leave();
  });
});
