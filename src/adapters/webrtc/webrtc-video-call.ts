import { inject, injectable } from 'inversify';
import { RECONNECT_GIVE_UP_MS, reconnectDelay, tokenRenewalDelay } from '../../domain/classroom';
import { CLASS_LIFECYCLE, type ClassLifecycle } from '../../ports/class-lifecycle';
import { CLOCK, type Clock } from '../../ports/clock';
import { LOGGER, type Logger } from '../../ports/logger';
import type {
  ConnectionState,
  DeviceKind,
  JoinOptions,
  JoinResult,
  LocalMediaResult,
  MediaDeviceOption,
  MediaKind,
  NetworkQuality,
  RemoteParticipant,
  ScreenShareResult,
  VideoCall,
  VideoCallEvent,
} from '../../ports/video-call';
import { createVideoElement, hasMediaDevices, listMediaDevices, mediaFailureOf, openTrack, playQuietly } from '../browser/local-media';

/** The same-origin signalling path (Vite proxies it to the mock server, WebSocket included). */
export const SIGNAL_PATH = '/__classroom/signal';

interface PeerState {
  audioMuted: boolean;
  videoOff: boolean;
  screenSharing: boolean;
}
interface PeerInfo extends PeerState {
  uid: number;
  role: 1 | 2 | null;
  displayName: string;
}
interface Peer {
  uid: number;
  pc: RTCPeerConnection;
  senders: Partial<Record<MediaKind, RTCRtpSender>>;
  stream: MediaStream;
  pendingCandidates: RTCIceCandidateInit[];
  failTimer: ReturnType<typeof setTimeout> | null;
}
type SignalData = { sdp?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };
type ServerMessage =
  | { type: 'welcome'; uid: number; peers: { uid: number; role: 1 | 2; displayName: string; state: PeerState }[] }
  | { type: 'peer-joined'; peer: { uid: number; role: 1 | 2; displayName: string; state: PeerState } }
  | { type: 'peer-left'; uid: number }
  | { type: 'peer-state'; uid: number; state: PeerState }
  | { type: 'signal'; from: number; data: SignalData }
  | { type: 'class-ended'; endedAt: string }
  | { type: 'renewed'; expiresAt: number }
  | { type: 'pong' }
  | { type: 'error'; code: string; message: string };

const CLOSE_CLASS_ENDED = 4000;
const CLOSE_REPLACED = 4001;
const PEER_FAIL_GRACE_MS = 4_000;
const PING_EVERY_MS = 20_000;
const QUALITY_EVERY_MS = 5_000;

/**
 * Offline video: a full mesh of RTCPeerConnections (no STUN/TURN: every participant is on this machine), signalled
 * over a WebSocket on the mock server. The newcomer offers to everyone already there; whoever receives an offer
 * replaces any connection it had with that peer, so a reconnect is simply a new join.
 */
@injectable()
export class WebRtcVideoCall implements VideoCall {
  private readonly listeners = new Set<(event: VideoCallEvent) => void>();
  private camera: MediaStreamTrack | null = null;
  private microphone: MediaStreamTrack | null = null;
  private screen: MediaStreamTrack | null = null;
  private cameraId: string | null = null;
  private microphoneId: string | null = null;
  private readonly self: PeerState = { audioMuted: false, videoOff: false, screenSharing: false };
  private readonly selfViews = new Set<HTMLVideoElement>();
  private readonly remoteViews = new Map<number, Set<HTMLVideoElement>>();
  private readonly peers = new Map<number, Peer>();
  private readonly participants = new Map<number, PeerInfo>();
  private options: JoinOptions | null = null;
  private socket: WebSocket | null = null;
  private state: ConnectionState = 'disconnected';
  private finished = true;
  private attempt = 0;
  private reconnectingSince: number | null = null;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private qualityTimer: ReturnType<typeof setInterval> | null = null;
  private renewTimer: ReturnType<typeof setTimeout> | null = null;
  private tokenExpiresAt: number | null = null;

  constructor(
    @inject(CLASS_LIFECYCLE) private readonly lifecycle: ClassLifecycle,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  // ── local media ──────────────────────────────────────────────────────────────────────────────────────────
  listDevices(): Promise<MediaDeviceOption[]> {
    return listMediaDevices();
  }

  async openLocalMedia(request: { cameraId?: string | null; microphoneId?: string | null }): Promise<LocalMediaResult> {
    if (!hasMediaDevices()) return { ok: false, reason: 'unsupported', kind: 'both' };
    await this.closeLocalMedia();
    this.cameraId = request.cameraId ?? null;
    this.microphoneId = request.microphoneId ?? null;
    const [camera, microphone] = await Promise.allSettled([openTrack('camera', this.cameraId), openTrack('microphone', this.microphoneId)]);
    if (camera.status === 'rejected' && microphone.status === 'rejected') {
      const reason = mediaFailureOf(camera.reason);
      return { ok: false, reason: reason === 'unknown' ? mediaFailureOf(microphone.reason) : reason, kind: 'both' };
    }
    if (camera.status === 'fulfilled') this.setCamera(camera.value);
    if (microphone.status === 'fulfilled') this.setMicrophone(microphone.value);
    if (camera.status === 'rejected') return { ok: false, reason: mediaFailureOf(camera.reason), kind: 'camera' };
    if (microphone.status === 'rejected') return { ok: false, reason: mediaFailureOf(microphone.reason), kind: 'microphone' };
    return this.localResult();
  }

  async switchDevice(kind: DeviceKind, deviceId: string): Promise<LocalMediaResult> {
    try {
      const track = await openTrack(kind, deviceId);
      if (kind === 'camera') {
        this.cameraId = deviceId;
        this.camera?.stop();
        this.setCamera(track);
      } else {
        this.microphoneId = deviceId;
        this.microphone?.stop();
        this.setMicrophone(track);
      }
      return this.localResult();
    } catch (error) {
      return { ok: false, reason: mediaFailureOf(error), kind };
    }
  }

  async closeLocalMedia(): Promise<void> {
    for (const track of [this.camera, this.microphone, this.screen]) track?.stop();
    this.camera = null;
    this.microphone = null;
    this.screen = null;
    this.refreshSelfViews();
  }

  private localResult(): LocalMediaResult {
    return { ok: true, camera: this.camera?.getSettings().deviceId ?? (this.camera ? this.cameraId : null), microphone: this.microphone?.getSettings().deviceId ?? (this.microphone ? this.microphoneId : null) };
  }

  private setCamera(track: MediaStreamTrack | null): void {
    this.camera = track;
    if (track) {
      track.enabled = !this.self.videoOff;
      track.addEventListener('ended', () => this.camera === track && this.emit({ type: 'local-track-ended', kind: 'camera' }));
    }
    if (!this.screen) this.replaceOutgoing('video', track);
    this.refreshSelfViews();
  }

  private setMicrophone(track: MediaStreamTrack | null): void {
    this.microphone = track;
    if (track) {
      track.enabled = !this.self.audioMuted;
      track.addEventListener('ended', () => this.microphone === track && this.emit({ type: 'local-track-ended', kind: 'microphone' }));
    }
    this.replaceOutgoing('audio', track);
  }

  private outgoing(kind: MediaKind): MediaStreamTrack | null {
    if (kind === 'audio') return this.microphone;
    return this.screen ?? (this.self.videoOff ? null : this.camera);
  }

  private replaceOutgoing(kind: MediaKind, track: MediaStreamTrack | null): void {
    for (const peer of this.peers.values()) {
      peer.senders[kind]?.replaceTrack(kind === 'video' ? this.outgoing('video') : track).catch((error: unknown) => this.logger.warn('replaceTrack failed', error));
    }
  }

  // ── publishing, mute, screen ─────────────────────────────────────────────────────────────────────────────
  async publish(kind: MediaKind): Promise<LocalMediaResult> {
    const device: DeviceKind = kind === 'video' ? 'camera' : 'microphone';
    if (kind === 'video') this.self.videoOff = false;
    else this.self.audioMuted = false;
    const existing = kind === 'video' ? this.camera : this.microphone;
    if (!existing || existing.readyState === 'ended') {
      try {
        const track = await openTrack(device, kind === 'video' ? this.cameraId : this.microphoneId);
        if (kind === 'video') this.setCamera(track);
        else this.setMicrophone(track);
      } catch (error) {
        if (kind === 'video') this.self.videoOff = true;
        else this.self.audioMuted = true;
        this.sendState();
        return { ok: false, reason: mediaFailureOf(error), kind: device };
      }
    } else {
      existing.enabled = true;
      this.replaceOutgoing(kind, existing);
    }
    this.refreshSelfViews();
    this.sendState();
    return this.localResult();
  }

  async unpublish(kind: MediaKind): Promise<void> {
    if (kind === 'video') {
      this.self.videoOff = true;
      this.camera?.stop();
      this.camera = null;
      if (!this.screen) this.replaceOutgoing('video', null);
      this.refreshSelfViews();
    } else {
      this.self.audioMuted = true;
      this.microphone?.stop();
      this.microphone = null;
      this.replaceOutgoing('audio', null);
    }
    this.sendState();
  }

  async setMuted(kind: MediaKind, muted: boolean): Promise<void> {
    if (kind === 'audio') {
      this.self.audioMuted = muted;
      if (this.microphone) this.microphone.enabled = !muted;
    } else {
      this.self.videoOff = muted;
      if (this.camera) this.camera.enabled = !muted;
      if (!this.screen) this.replaceOutgoing('video', this.outgoing('video'));
      this.refreshSelfViews();
    }
    this.sendState();
  }

  async startScreenShare(): Promise<ScreenShareResult> {
    if (!navigator.mediaDevices?.getDisplayMedia) return { ok: false, reason: 'unsupported' };
    try {
      const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = stream.getVideoTracks()[0];
      if (!track) return { ok: false, reason: 'unknown' };
      this.screen?.stop();
      this.screen = track;
      track.addEventListener('ended', () => {
        if (this.screen !== track) return;
        void this.stopScreenShare();
        this.emit({ type: 'local-track-ended', kind: 'screen' });
      });
      this.self.screenSharing = true;
      this.replaceOutgoing('video', track);
      this.refreshSelfViews();
      this.sendState();
      return { ok: true };
    } catch (error) {
      const reason = mediaFailureOf(error);
      return { ok: false, reason: reason === 'permission-denied' ? 'cancelled' : reason === 'unsupported' ? 'unsupported' : 'unknown' };
    }
  }

  async stopScreenShare(): Promise<void> {
    const track = this.screen;
    this.screen = null;
    track?.stop();
    this.self.screenSharing = false;
    this.replaceOutgoing('video', this.outgoing('video'));
    this.refreshSelfViews();
    this.sendState();
  }

  // ── rendering ────────────────────────────────────────────────────────────────────────────────────────────
  renderVideo(who: 'self' | number, container: HTMLElement): () => void {
    const video = createVideoElement(container, { muted: who === 'self' });
    if (who === 'self') {
      video.dataset.self = 'true';
      this.selfViews.add(video);
      this.refreshSelfViews();
      return () => {
        this.selfViews.delete(video);
        video.srcObject = null;
        video.remove();
      };
    }
    const views = this.remoteViews.get(who) ?? new Set();
    this.remoteViews.set(who, views);
    views.add(video);
    const peer = this.peers.get(who);
    if (peer) {
      video.srcObject = peer.stream;
      playQuietly(video);
    }
    return () => {
      views.delete(video);
      video.srcObject = null;
      video.remove();
    };
  }

  private refreshSelfViews(): void {
    const track = this.screen ?? (this.self.videoOff ? null : this.camera);
    for (const video of this.selfViews) {
      video.srcObject = track ? new MediaStream([track]) : null;
      if (track) playQuietly(video);
    }
  }

  private attachRemote(uid: number, stream: MediaStream): void {
    for (const video of this.remoteViews.get(uid) ?? []) {
      video.srcObject = stream;
      playQuietly(video);
    }
  }

  subscribe(listener: (event: VideoCallEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: VideoCallEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private setState(state: ConnectionState, reason?: string): void {
    if (this.state === state) return;
    this.state = state;
    this.emit(reason ? { type: 'connection-state', state, reason } : { type: 'connection-state', state });
  }

  // ── joining, signalling, reconnecting ────────────────────────────────────────────────────────────────────
  join(options: JoinOptions): Promise<JoinResult> {
    if (!this.finished) return Promise.resolve({ ok: false, reason: 'already-joined' });
    this.options = options;
    this.finished = false;
    this.attempt = 0;
    this.reconnectingSince = null;
    this.tokenExpiresAt = null;
    this.setState('connecting');
    return new Promise<JoinResult>((resolve) => this.connect(resolve));
  }

  private signalUrl(): string {
    const { protocol, host } = window.location;
    return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${SIGNAL_PATH}`;
  }

  private connect(onFirstResult?: (result: JoinResult) => void): void {
    const options = this.options;
    if (!options || this.finished) return;
    let settled = false;
    const settle = (result: JoinResult) => {
      if (settled) return;
      settled = true;
      onFirstResult?.(result);
    };
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.signalUrl());
    } catch (error) {
      this.logger.warn('signalling socket could not open', error);
      settle({ ok: false, reason: 'network' });
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'join', token: options.token, uid: options.uid, displayName: options.displayName, state: this.self }));
    };
    socket.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'welcome') {
        this.attempt = 0;
        this.reconnectingSince = null;
        this.onWelcome(message.peers);
        this.setState('connected');
        this.startTimers();
        settle({ ok: true });
      } else if (message.type === 'error' && message.code === 'token-rejected' && !settled) {
        if (onFirstResult) settle({ ok: false, reason: 'token-rejected', detail: message.message });
        else void this.refreshTokenAndReconnect();
      } else if (message.type === 'class-ended') {
        settle({ ok: false, reason: 'class-ended' });
        this.onClassEnded(message.endedAt);
      } else {
        void this.onMessage(message);
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopTimers();
      if (this.finished) return;
      if (event.code === CLOSE_CLASS_ENDED) {
        this.onClassEnded(null);
        return;
      }
      if (!settled && onFirstResult && event.code !== CLOSE_REPLACED) {
        // The first join never reached the server: say so rather than spin.
        this.finished = true;
        this.setState('disconnected', 'network');
        settle({ ok: false, reason: 'network' });
        return;
      }
      settle({ ok: false, reason: 'network' });
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.finished) return;
    const now = this.clock.now().getTime();
    this.reconnectingSince ??= now;
    if (now - this.reconnectingSince > RECONNECT_GIVE_UP_MS) {
      this.teardownPeers();
      this.finished = true;
      this.setState('disconnected', 'gave-up');
      return;
    }
    this.setState('reconnecting');
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.connect();
    }, reconnectDelay(this.attempt));
    this.timers.add(timer);
    this.attempt += 1;
  }

  private async refreshTokenAndReconnect(): Promise<void> {
    const options = this.options;
    if (!options) return;
    try {
      const fresh = await this.lifecycle.requestToken({ channel: options.channel, role: options.role });
      this.options = { ...options, token: fresh.token };
      this.tokenExpiresAt = fresh.expiresAt;
    } catch (error) {
      this.logger.warn('token refresh for reconnect failed', error);
    }
  }

  private onWelcome(peers: { uid: number; role: 1 | 2; displayName: string; state: PeerState }[]): void {
    const present = new Set(peers.map((p) => p.uid));
    for (const uid of [...this.participants.keys()]) if (!present.has(uid)) this.removePeer(uid);
    for (const peer of peers) {
      this.upsertParticipant(peer);
      void this.offerTo(peer.uid);
    }
  }

  private upsertParticipant(peer: { uid: number; role: 1 | 2; displayName: string; state: PeerState }): void {
    const known = this.participants.get(peer.uid);
    const info: PeerInfo = { uid: peer.uid, role: peer.role, displayName: peer.displayName, ...peer.state };
    this.participants.set(peer.uid, info);
    if (!known) {
      this.emit({ type: 'participant-joined', participant: toRemote(info) });
      return;
    }
    this.emitStateChanges(known, info);
  }

  private emitStateChanges(before: PeerState, after: PeerInfo): void {
    const uid = after.uid;
    if (before.audioMuted !== after.audioMuted) this.emit({ type: 'participant-muted', uid, kind: 'audio', muted: after.audioMuted });
    if (before.videoOff !== after.videoOff) {
      this.emit({ type: 'participant-muted', uid, kind: 'video', muted: after.videoOff });
      this.emit(after.videoOff ? { type: 'participant-unpublished', uid, kind: 'video' } : { type: 'participant-published', uid, kind: 'video' });
    }
    if (before.screenSharing !== after.screenSharing) this.emit({ type: 'participant-screen', uid, sharing: after.screenSharing });
  }

  private async onMessage(message: ServerMessage): Promise<void> {
    switch (message.type) {
      case 'peer-joined':
        this.upsertParticipant(message.peer);
        return;
      case 'peer-left':
        this.removePeer(message.uid);
        return;
      case 'peer-state': {
        const known = this.participants.get(message.uid);
        if (!known) return;
        const info = { ...known, ...message.state };
        this.participants.set(message.uid, info);
        this.emitStateChanges(known, info);
        return;
      }
      case 'signal':
        await this.onSignal(message.from, message.data);
        return;
      case 'renewed':
        this.tokenExpiresAt = message.expiresAt * 1000;
        return;
      case 'error':
        this.logger.warn(`signalling: ${message.code}`, message.message);
        return;
      default:
        return;
    }
  }

  private onClassEnded(endedAt: string | null): void {
    if (this.finished) return;
    this.finished = true;
    this.teardownPeers();
    this.socket?.close();
    this.socket = null;
    this.stopTimers();
    this.emit({ type: 'class-ended', endedAt });
    this.setState('disconnected', 'class-ended');
  }

  private send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private sendState(): void {
    this.send({ type: 'state', state: this.self });
  }

  // ── peer connections ─────────────────────────────────────────────────────────────────────────────────────
  private createPeer(uid: number): Peer {
    this.closePeer(uid);
    const pc = new RTCPeerConnection({ iceServers: [] });
    const peer: Peer = { uid, pc, senders: {}, stream: new MediaStream(), pendingCandidates: [], failTimer: null };
    this.peers.set(uid, peer);
    pc.onicecandidate = (event) => {
      if (event.candidate) this.send({ type: 'signal', to: uid, data: { candidate: event.candidate.toJSON() } });
    };
    pc.ontrack = (event) => {
      for (const old of peer.stream.getTracks()) if (old.kind === event.track.kind && old !== event.track) peer.stream.removeTrack(old);
      if (!peer.stream.getTracks().includes(event.track)) peer.stream.addTrack(event.track);
      this.attachRemote(uid, peer.stream);
    };
    pc.onconnectionstatechange = () => this.onPeerConnectionState(peer);
    this.attachRemote(uid, peer.stream);
    return peer;
  }

  private setSenders(peer: Peer): void {
    for (const transceiver of peer.pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind as MediaKind;
      if (peer.senders[kind]) continue;
      transceiver.direction = 'sendrecv';
      peer.senders[kind] = transceiver.sender;
      void transceiver.sender.replaceTrack(this.outgoing(kind)).catch(() => undefined);
    }
  }

  private async offerTo(uid: number): Promise<void> {
    const peer = this.createPeer(uid);
    peer.pc.addTransceiver('audio', { direction: 'sendrecv' });
    peer.pc.addTransceiver('video', { direction: 'sendrecv' });
    this.setSenders(peer);
    try {
      await peer.pc.setLocalDescription(await peer.pc.createOffer());
      this.send({ type: 'signal', to: uid, data: { sdp: peer.pc.localDescription?.toJSON() } });
    } catch (error) {
      this.logger.warn(`offer to ${uid} failed`, error);
    }
  }

  private async onSignal(from: number, data: SignalData): Promise<void> {
    try {
      if (data.sdp?.type === 'offer') {
        const peer = this.createPeer(from);
        await peer.pc.setRemoteDescription(data.sdp);
        this.setSenders(peer);
        await this.flushCandidates(peer);
        await peer.pc.setLocalDescription(await peer.pc.createAnswer());
        this.send({ type: 'signal', to: from, data: { sdp: peer.pc.localDescription?.toJSON() } });
      } else if (data.sdp?.type === 'answer') {
        const peer = this.peers.get(from);
        if (!peer || peer.pc.signalingState !== 'have-local-offer') return;
        await peer.pc.setRemoteDescription(data.sdp);
        await this.flushCandidates(peer);
      } else if (data.candidate) {
        const peer = this.peers.get(from);
        if (!peer) return;
        if (peer.pc.remoteDescription) await peer.pc.addIceCandidate(data.candidate);
        else peer.pendingCandidates.push(data.candidate);
      }
    } catch (error) {
      this.logger.warn(`signal from ${from} failed`, error);
    }
  }

  private async flushCandidates(peer: Peer): Promise<void> {
    for (const candidate of peer.pendingCandidates.splice(0)) await peer.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  /** A peer connection that fails (or stays disconnected) is rebuilt by the side with the smaller uid. */
  private onPeerConnectionState(peer: Peer): void {
    const state = peer.pc.connectionState;
    if (state === 'connected') {
      if (peer.failTimer) clearTimeout(peer.failTimer);
      peer.failTimer = null;
      return;
    }
    if (state !== 'failed' && state !== 'disconnected') return;
    if (peer.failTimer) return;
    peer.failTimer = setTimeout(
      () => {
        peer.failTimer = null;
        if (this.peers.get(peer.uid) !== peer || peer.pc.connectionState === 'connected' || this.finished) return;
        if (this.options && this.options.uid < peer.uid && this.socket?.readyState === WebSocket.OPEN) void this.offerTo(peer.uid);
      },
      state === 'failed' ? 0 : PEER_FAIL_GRACE_MS,
    );
  }

  private closePeer(uid: number): void {
    const peer = this.peers.get(uid);
    if (!peer) return;
    if (peer.failTimer) clearTimeout(peer.failTimer);
    peer.pc.onicecandidate = null;
    peer.pc.ontrack = null;
    peer.pc.onconnectionstatechange = null;
    peer.pc.close();
    this.peers.delete(uid);
  }

  private removePeer(uid: number): void {
    this.closePeer(uid);
    if (this.participants.delete(uid)) this.emit({ type: 'participant-left', uid });
  }

  private teardownPeers(): void {
    for (const uid of [...this.participants.keys()]) this.removePeer(uid);
    for (const uid of [...this.peers.keys()]) this.closePeer(uid);
  }

  // ── timers: keep-alive, network quality, token renewal ───────────────────────────────────────────────────
  private startTimers(): void {
    this.stopTimers();
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_EVERY_MS);
    this.qualityTimer = setInterval(() => void this.measureQuality(), QUALITY_EVERY_MS);
    this.scheduleRenewal();
  }

  private stopTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.qualityTimer) clearInterval(this.qualityTimer);
    if (this.renewTimer) clearTimeout(this.renewTimer);
    this.pingTimer = this.qualityTimer = this.renewTimer = null;
  }

  private scheduleRenewal(): void {
    const options = this.options;
    const expiresAt = this.tokenExpiresAt ?? options?.tokenExpiresAt ?? null;
    if (!options || expiresAt === null) return;
    this.renewTimer = setTimeout(() => void this.renewToken(), tokenRenewalDelay(expiresAt, this.clock.now().getTime()));
  }

  private async renewToken(): Promise<void> {
    const options = this.options;
    if (!options || this.finished) return;
    try {
      const fresh = await this.lifecycle.requestToken({ channel: options.channel, role: options.role });
      this.options = { ...options, token: fresh.token };
      this.tokenExpiresAt = fresh.expiresAt;
      this.send({ type: 'renew', token: fresh.token });
    } catch (error) {
      this.logger.warn('token renewal failed', error);
    }
    this.scheduleRenewal();
  }

  private async measureQuality(): Promise<void> {
    let worst: NetworkQuality = 'unknown';
    const rank: Record<NetworkQuality, number> = { unknown: 0, good: 1, poor: 2, bad: 3 };
    for (const peer of this.peers.values()) {
      try {
        const stats = await peer.pc.getStats();
        stats.forEach((report: { type?: string; state?: string; nominated?: boolean; currentRoundTripTime?: number }) => {
          if (report.type !== 'candidate-pair' || report.state !== 'succeeded' || report.currentRoundTripTime === undefined) return;
          const rtt = report.currentRoundTripTime;
          const quality: NetworkQuality = rtt < 0.15 ? 'good' : rtt < 0.4 ? 'poor' : 'bad';
          if (rank[quality] > rank[worst]) worst = quality;
        });
      } catch {
        // a closing connection has no stats
      }
    }
    this.emit({ type: 'network-quality', quality: worst });
  }

  async leave(): Promise<void> {
    const wasInCall = !this.finished;
    this.finished = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.stopTimers();
    this.send({ type: 'leave' });
    this.socket?.close(1000, 'left');
    this.socket = null;
    this.teardownPeers();
    await this.closeLocalMedia();
    this.self.screenSharing = false;
    if (wasInCall) this.setState('disconnected', 'left');
  }
}

function toRemote(info: PeerInfo): RemoteParticipant {
  return {
    uid: info.uid,
    displayName: info.displayName,
    role: info.role,
    audioMuted: info.audioMuted,
    videoOff: info.videoOff,
    screenSharing: info.screenSharing,
  };
}
