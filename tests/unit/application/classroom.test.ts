import { describe, expect, it, vi } from 'vitest';
import { ClassroomService, PASS_REUSE_MIN_MS, type ClassroomState } from '../../../src/application/classroom';
import { CLASSROOM_SERVICE } from '../../../src/application/tokens';
import { buildContainer } from '../../../src/adapters/composition/build-container';
import { testModule } from '../../../src/adapters/composition/test-module';
import { FakeVideoCall } from '../../../src/adapters/fakes/fake-video-call';
import { ManualClock } from '../../../src/adapters/fakes/manual-clock';
import { MemoryLogger } from '../../../src/adapters/fakes/memory-logger';
import { BackendError } from '../../../src/domain/backend-error';
import { CLASSROOM_ROLE, type ClassroomRoleId } from '../../../src/domain/constants';
import type { ChannelToken, ClassLifecycle } from '../../../src/ports/class-lifecycle';
import type { LocalMediaResult, RemoteParticipant } from '../../../src/ports/video-call';

const CHANNEL = 'ICdemo0000000001';
const NOW = '2026-05-01T09:00:00Z';

const pass = (overrides: Partial<ChannelToken> = {}): ChannelToken => ({
  token: 'pass-1',
  appId: 'app-offline',
  region: 'ap',
  expiresAt: new Date(NOW).getTime() + 60 * 60_000,
  uid: 4242,
  ...overrides,
});

const refused = (reason: string, at?: string) => new BackendError('forbidden', 'Refused', [], 403, { code: reason, ...(at ? { at } : {}) });

const student: RemoteParticipant = { uid: 7, displayName: 'Ravi', role: CLASSROOM_ROLE.PARTICIPANT, audioMuted: false, videoOff: false, screenSharing: false };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The classroom use case without React: a stub of the class lifecycle, the fake video call, a manual clock. */
function setup({ arrival = Promise.resolve(pass()) as Promise<ChannelToken>, role = CLASSROOM_ROLE.HOST as ClassroomRoleId } = {}) {
  const lifecycle = {
    requestToken: vi.fn<ClassLifecycle['requestToken']>().mockReturnValueOnce(arrival).mockResolvedValue(pass({ token: 'pass-2' })),
    endClass: vi.fn<ClassLifecycle['endClass']>().mockResolvedValue({ channel: CHANNEL, endedAt: '2026-05-01T09:40:00Z' }),
  };
  // The arrival's pass may be rejected before anyone awaits it.
  arrival.catch(() => undefined);
  const videoCall = new FakeVideoCall();
  const clock = new ManualClock(NOW);
  const logger = new MemoryLogger();
  const room = new ClassroomService(videoCall, lifecycle, clock, logger).open({ channel: CHANNEL, role });
  const states: ClassroomState[] = [];
  room.subscribe(() => states.push(room.getSnapshot()));
  return { room, lifecycle, videoCall, clock, logger, states, state: () => room.getSnapshot() };
}

async function inCall(options?: Parameters<typeof setup>[0]) {
  const ctx = setup(options);
  ctx.room.start();
  await settle();
  await ctx.room.join('Asha');
  return ctx;
}

describe('Classroom (application service)', () => {
  it('is bound in the test profile', async () => {
    const container = await buildContainer(testModule());
    expect(container.get(CLASSROOM_SERVICE)).toBeInstanceOf(ClassroomService);
  });

  it('owns the pre-join check: opens the camera and microphone, lists the devices, switches one, and releases them when the screen goes', async () => {
    const { room, videoCall, state } = setup();
    room.start();
    await settle();
    expect(state().media).toEqual({ state: 'checking' });
    await room.preview();
    expect(state()).toMatchObject({ media: { state: 'done', result: { ok: true } }, selected: { camera: 'cam-1', microphone: 'mic-1' } });
    expect(state().devices).toHaveLength(3);
    expect(videoCall.localOpen).toBe(true);
    await room.chooseDevice('camera', 'cam-2');
    expect(state().selected.camera).toBe('cam-2');
    expect(videoCall.calls).toContain('switch:camera:cam-2');
    const element = {} as HTMLElement;
    room.renderVideo('self', element);
    expect(videoCall.rendered.get('self')).toBe(element);
    room.dispose();
    expect(videoCall.localOpen).toBe(false);
  });

  it('says a refused camera in the check, keeps the devices picked before, and a later check that answers first wins', async () => {
    const { room, videoCall, state } = setup();
    videoCall.mediaResult = { ok: false, device: 'camera', code: 'permission-denied' };
    await room.preview();
    expect(state().media).toEqual({ state: 'done', result: { ok: false, device: 'camera', code: 'permission-denied' } });
    expect(state().selected).toEqual({ camera: '', microphone: '' });
    // Try again while an older check is still out: the older answer, arriving last, is not drawn.
    let answerOlder: (result: LocalMediaResult) => void = () => undefined;
    const open = vi.spyOn(videoCall, 'openLocalMedia').mockImplementationOnce(() => new Promise((resolve) => (answerOlder = resolve)));
    const older = room.preview();
    videoCall.mediaResult = { ok: true, value: { camera: 'cam-2', microphone: 'mic-1' } };
    await room.preview();
    answerOlder({ ok: false, device: 'both', code: 'no-device' });
    await older;
    expect(open).toHaveBeenCalledTimes(2);
    expect(state()).toMatchObject({ media: { state: 'done', result: { ok: true } }, selected: { camera: 'cam-2' } });
  });

  it('asks for the pass on arrival, then joins with it and the uid the server chose', async () => {
    const { room, lifecycle, videoCall, state } = setup();
    expect(state().phase).toBe('checking');
    room.start();
    await settle();
    expect(state()).toMatchObject({ phase: 'prejoin', uid: 4242, error: null, refusal: null });
    await room.join('Asha');
    expect(lifecycle.requestToken).toHaveBeenCalledTimes(1);
    expect(lifecycle.requestToken).toHaveBeenCalledWith({ channel: CHANNEL, role: CLASSROOM_ROLE.HOST });
    expect(videoCall.joined).toEqual({
      channel: CHANNEL,
      uid: 4242,
      role: CLASSROOM_ROLE.HOST,
      displayName: 'Asha',
      token: 'pass-1',
      appId: 'app-offline',
      region: 'ap',
      tokenExpiresAt: pass().expiresAt,
    });
    expect(state()).toMatchObject({ phase: 'in-call', displayName: 'Asha', busy: false });
  });

  it('shows joining and busy while the join is under way', async () => {
    const { room, states } = setup();
    room.start();
    await settle();
    await room.join('Asha');
    expect(states.find((s) => s.phase === 'joining')).toMatchObject({ busy: true, displayName: 'Asha' });
  });

  it('asks for a fresh pass when the arrival pass would run out soon', async () => {
    const { room, lifecycle, videoCall, clock } = setup();
    room.start();
    await settle();
    clock.advance(60 * 60_000 - PASS_REUSE_MIN_MS);
    await room.join('Asha');
    expect(lifecycle.requestToken).toHaveBeenCalledTimes(2);
    expect(videoCall.joined?.token).toBe('pass-2');
  });

  it('the arrival pass serves one join only: joining again asks for a new one', async () => {
    const { room, lifecycle, videoCall } = await inCall();
    await room.leave();
    room.rejoin();
    await room.join('Asha');
    expect(lifecycle.requestToken).toHaveBeenCalledTimes(2);
    expect(videoCall.joined?.token).toBe('pass-2');
  });

  it('a refusal on arrival is said before the camera check, with its reason', async () => {
    const { room, state, logger } = setup({ arrival: Promise.reject(refused('not-open-yet', '2026-05-01T09:50:00Z')) });
    room.start();
    await settle();
    expect(state()).toMatchObject({ phase: 'refused', refusal: { code: 'not-open-yet', at: '2026-05-01T09:50:00Z' } });
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'warn' })]);
  });

  it("a 'class-ended' refusal on arrival shows the class as ended", async () => {
    const { room, state } = setup({ arrival: Promise.reject(refused('class-ended')) });
    room.start();
    await settle();
    expect(state()).toMatchObject({ phase: 'ended', refusal: { code: 'class-ended' } });
  });

  it('any other failure on arrival still offers the pre-join check; the join then asks again', async () => {
    const { room, state, lifecycle, videoCall } = setup({ arrival: Promise.reject(new BackendError('server', 'Unavailable', [], 503)) });
    room.start();
    await settle();
    expect(state()).toMatchObject({ phase: 'prejoin', refusal: null, error: null });
    await room.join('Asha');
    expect(lifecycle.requestToken).toHaveBeenCalledTimes(2);
    expect(videoCall.joined?.token).toBe('pass-2');
  });

  it("the video call's join failure is kept as its reason, back on the pre-join check", async () => {
    const { room, videoCall, state } = setup();
    videoCall.joinResult = { ok: false, code: 'token-rejected', detail: 'expired' };
    room.start();
    await settle();
    await room.join('Asha');
    expect(state()).toMatchObject({ phase: 'prejoin', error: { kind: 'join', code: 'token-rejected' }, busy: false });
  });

  it("a join the video call answers with 'class-ended' ends the visit", async () => {
    const { room, videoCall, state } = setup();
    videoCall.joinResult = { ok: false, code: 'class-ended' };
    room.start();
    await settle();
    await room.join('Asha');
    expect(state()).toMatchObject({ phase: 'ended', error: null });
  });

  it('a pass the backend fails to give at join time is kept as the refusal’s code; anything else as unknown', async () => {
    const { room, lifecycle, state } = setup({ arrival: Promise.reject(new BackendError('network', 'offline')) });
    room.start();
    await settle();
    lifecycle.requestToken.mockRejectedValueOnce(new BackendError('rate-limited', 'Slow down', [], 429));
    await room.join('Asha');
    expect(state()).toMatchObject({ phase: 'prejoin', error: { kind: 'pass', code: 'too-many' } });
    lifecycle.requestToken.mockRejectedValueOnce(new Error('boom'));
    await room.join('Asha');
    expect(state()).toMatchObject({ phase: 'prejoin', error: { kind: 'join', code: 'unknown' } });
  });

  it('a pass refused at join time shows the refusal', async () => {
    const { room, lifecycle, state } = setup({ arrival: Promise.reject(new BackendError('network', 'offline')) });
    room.start();
    await settle();
    lifecycle.requestToken.mockRejectedValueOnce(refused('not-paid'));
    await room.join('Asha');
    expect(state()).toMatchObject({ phase: 'refused', refusal: { code: 'not-paid' }, busy: false });
  });

  it("folds the participants' events into the list", async () => {
    const { videoCall, state } = await inCall();
    videoCall.emit({ type: 'participant-joined', participant: student });
    videoCall.emit({ type: 'participant-muted', uid: 7, kind: 'audio', muted: true });
    videoCall.emit({ type: 'participant-unpublished', uid: 7, kind: 'video' });
    videoCall.emit({ type: 'participant-screen', uid: 7, sharing: true });
    expect(state().participants).toEqual([{ ...student, audioMuted: true, videoOff: true, screenSharing: true }]);
    videoCall.emit({ type: 'participant-published', uid: 7, kind: 'video' });
    expect(state().participants[0]?.videoOff).toBe(false);
    videoCall.emit({ type: 'participant-left', uid: 7 });
    expect(state().participants).toEqual([]);
  });

  it('says reconnected only after a reconnect, and keeps the network quality', async () => {
    const { videoCall, state } = await inCall();
    videoCall.emit({ type: 'connection-state', state: 'connected' });
    expect(state()).toMatchObject({ connection: 'connected', notice: null });
    videoCall.emit({ type: 'connection-state', state: 'reconnecting' });
    expect(state()).toMatchObject({ connection: 'reconnecting', notice: null });
    videoCall.emit({ type: 'connection-state', state: 'connected' });
    expect(state()).toMatchObject({ connection: 'connected', notice: { kind: 'reconnected' } });
    videoCall.emit({ type: 'network-quality', quality: 'poor' });
    expect(state().quality).toBe('poor');
  });

  it('a local track that ends by itself is said, and the controls follow', async () => {
    const { room, videoCall, state } = await inCall();
    await room.toggleScreen();
    videoCall.emit({ type: 'local-track-ended', kind: 'screen' });
    expect(state()).toMatchObject({ notice: { kind: 'device-lost', device: 'screen' }, self: { screenSharing: false, videoOff: false } });
    videoCall.emit({ type: 'local-track-ended', kind: 'camera' });
    expect(state()).toMatchObject({ notice: { kind: 'device-lost', device: 'camera' }, self: { videoOff: true } });
    videoCall.emit({ type: 'local-track-ended', kind: 'microphone' });
    expect(state()).toMatchObject({ notice: { kind: 'device-lost', device: 'microphone' }, self: { audioMuted: false } });
  });

  it('the host ending the class (an event) ends the visit for everyone, and leaves the call', async () => {
    const { videoCall, state } = await inCall({ role: CLASSROOM_ROLE.PARTICIPANT });
    videoCall.emit({ type: 'participant-joined', participant: student });
    videoCall.emit({ type: 'class-ended', endedAt: '2026-05-01T09:40:00Z' });
    expect(state()).toMatchObject({ phase: 'ended', participants: [] });
    expect(videoCall.calls.at(-1)).toBe('leave');
  });

  it('mute, camera and screen toggle through the video call', async () => {
    const { room, videoCall, state } = await inCall();
    const steps: [() => Promise<void>, string, Partial<ClassroomState['self']>][] = [
      [room.toggleMute.bind(room), 'mute:audio:true', { audioMuted: true }],
      [room.toggleMute.bind(room), 'mute:audio:false', { audioMuted: false }],
      [room.toggleCamera.bind(room), 'unpublish:video', { videoOff: true }],
      [room.toggleCamera.bind(room), 'publish:video', { videoOff: false }],
      [room.toggleScreen.bind(room), 'screen:start', { screenSharing: true }],
      [room.toggleScreen.bind(room), 'screen:stop', { screenSharing: false }],
    ];
    for (const [press, call, self] of steps) {
      await press();
      expect(videoCall.calls.at(-1)).toBe(call);
      expect(state().self).toMatchObject(self);
    }
  });

  it("a camera or screen that will not start is a notice with the call's reason", async () => {
    const { room, videoCall, state } = await inCall();
    await room.toggleCamera();
    videoCall.mediaResult = { ok: false, code: 'device-in-use', device: 'camera' };
    await room.toggleCamera();
    expect(state()).toMatchObject({ notice: { kind: 'media', code: 'device-in-use' }, self: { videoOff: true } });
    videoCall.screenResult = { ok: false, code: 'cancelled' };
    await room.toggleScreen();
    expect(state()).toMatchObject({ notice: { kind: 'screen', code: 'cancelled' }, self: { screenSharing: false } });
  });

  it('End class ends it on the backend, then leaves the call', async () => {
    const { room, lifecycle, videoCall, state, states } = await inCall();
    videoCall.emit({ type: 'participant-joined', participant: student });
    expect(await room.endClass()).toBe(true);
    expect(lifecycle.endClass).toHaveBeenCalledWith(CHANNEL);
    expect(state()).toMatchObject({ phase: 'ended', participants: [], busy: false });
    expect(states.filter((s) => s.phase === 'in-call').some((s) => s.busy)).toBe(true);
    expect(videoCall.calls.at(-1)).toBe('leave');
  });

  it('End class that fails stays in the call and says so', async () => {
    const { room, lifecycle, videoCall, state, logger } = await inCall();
    lifecycle.endClass.mockRejectedValueOnce(new BackendError('server', 'Unavailable', [], 503));
    expect(await room.endClass()).toBe(false);
    expect(state()).toMatchObject({ phase: 'in-call', notice: { kind: 'end-failed' }, busy: false });
    expect(videoCall.calls).not.toContain('leave');
    expect(logger.entries.at(-1)).toMatchObject({ level: 'error' });
  });

  it("leaving leaves the call; 'Join again' returns to the pre-join check with the controls as new", async () => {
    const { room, videoCall, state } = await inCall();
    videoCall.emit({ type: 'participant-joined', participant: student });
    await room.toggleMute();
    await room.leave();
    expect(state()).toMatchObject({ phase: 'left', participants: [] });
    expect(videoCall.calls.at(-1)).toBe('leave');
    room.rejoin();
    expect(state()).toMatchObject({ phase: 'prejoin', notice: null, error: null, self: { audioMuted: false, videoOff: false, screenSharing: false } });
  });

  it('the screen going away releases the preview, or leaves the call when in it', async () => {
    const preview = setup();
    preview.room.start();
    await settle();
    preview.room.dispose();
    expect(preview.videoCall.calls).toEqual(['close']);

    const call = await inCall();
    call.room.dispose();
    expect(call.videoCall.calls.at(-1)).toBe('leave');
  });

  it('after the screen went away, a late pass and the call’s events change nothing', async () => {
    let answer: (pass: ChannelToken) => void = () => undefined;
    const { room, videoCall, state } = setup({ arrival: new Promise((resolve) => (answer = resolve)) });
    room.start();
    room.dispose();
    answer(pass());
    await settle();
    videoCall.emit({ type: 'network-quality', quality: 'bad' });
    expect(state()).toMatchObject({ phase: 'checking', uid: 0, quality: 'unknown' });
  });

  it('started again (React re-running its effect), it listens once and takes the newest pass', async () => {
    const { room, lifecycle, videoCall, state, states } = setup();
    room.start();
    room.dispose();
    room.start();
    await settle();
    expect(lifecycle.requestToken).toHaveBeenCalledTimes(2);
    expect(state()).toMatchObject({ phase: 'prejoin', uid: 4242 });
    const before = states.length;
    videoCall.emit({ type: 'network-quality', quality: 'good' });
    expect(states.length - before).toBe(1);
  });
});
