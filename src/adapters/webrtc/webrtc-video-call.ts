import { inject, injectable } from 'inversify';
import { tokenRenewalDelay } from '../../domain/classroom';
import { CLASSROOM_ROLE } from '../../domain/constants';
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
  ChatSendResult,
  ScreenShareResult,
  VideoCall,
  VideoCallEvent,
} from '../../ports/video-call';
import { WebRtcMedia } from './webrtc-media';
import { WebRtcParticipants } from './webrtc-participants';
import { ChatRoom } from '../video-chat/chat-room';
import { CHAT_PACKET_MAX_BYTES, WebRtcPeers } from './webrtc-peers';
import { WebRtcSignalling, type PeerAnnouncement, type ServerMessage } from './webrtc-signalling';

export { SIGNAL_PATH } from './webrtc-signalling';

const QUALITY_EVERY_MS = 5_000;

/**
 * Offline video: a full mesh of RTCPeerConnections (webrtc-peers.ts), signalled over a WebSocket on the mock server
 * (webrtc-signalling.ts), sending the local media (webrtc-media.ts). This is the call session: joining and leaving,
 * the participants, class end, network quality and token renewal. A reconnect is simply a new join.
 */
@injectable()
export class WebRtcVideoCall implements VideoCall {
  private readonly listeners = new Set<(event: VideoCallEvent) => void>();
  private readonly media = new WebRtcMedia({
    replaceOutgoing: (kind, track) => this.peers.replaceOutgoing(kind, track),
    sendState: () => this.sendState(),
    emit: (event) => this.emit(event),
  });
  private readonly peers: WebRtcPeers;
  private readonly signalling: WebRtcSignalling;
  private readonly participants = new WebRtcParticipants((event) => this.emit(event));
  private readonly chat = new ChatRoom((event) => this.emit(event), CHAT_PACKET_MAX_BYTES, 'announced', () => this.clock.now().getTime());
  private options: JoinOptions | null = null;
  private state: ConnectionState = 'disconnected';
  private finished = true;
  private qualityTimer: ReturnType<typeof setInterval> | null = null;
  private renewTimer: ReturnType<typeof setTimeout> | null = null;
  private tokenExpiresAt: number | null = null;

  constructor(
    @inject(CLASS_LIFECYCLE) private readonly lifecycle: ClassLifecycle,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {
    this.peers = new WebRtcPeers(
      {
        signal: (to, data) => this.signalling.send({ type: 'signal', to, data }),
        outgoing: (kind) => this.media.outgoing(kind),
        mayReoffer: (uid) => !this.finished && this.options !== null && this.options.uid < uid && this.signalling.isOpen,
        chatOpened: (uid) => this.peers.sendChat(this.chat.history(), uid),
        chatReceived: (uid, data) => this.chat.receive(uid, data, this.participants.announced(uid)),
      },
      logger,
    );
    this.signalling = new WebRtcSignalling(
      {
        options: () => this.options,
        finished: () => this.finished,
        selfState: () => this.media.self,
        welcome: (peers) => this.welcome(peers),
        tokenRejected: () => void this.refreshToken(),
        classEnded: (endedAt) => this.classEnded(endedAt),
        message: (message) => void this.onMessage(message),
        socketClosed: () => this.stopTimers(),
        firstJoinFailed: () => {
          this.finished = true;
          this.setState('disconnected', 'network');
        },
        reconnecting: () => this.setState('reconnecting'),
        gaveUp: () => {
          this.teardownPeers();
          this.finished = true;
          this.setState('disconnected', 'gave-up');
        },
      },
      clock,
      logger,
    );
  }

  // ── local media ──────────────────────────────────────────────────────────────────────────────────────────
  listDevices(): Promise<MediaDeviceOption[]> {
    return this.media.listDevices();
  }

  openLocalMedia(request: { cameraId?: string | null; microphoneId?: string | null }): Promise<LocalMediaResult> {
    return this.media.openLocalMedia(request);
  }

  switchDevice(kind: DeviceKind, deviceId: string): Promise<LocalMediaResult> {
    return this.media.switchDevice(kind, deviceId);
  }

  closeLocalMedia(): Promise<void> {
    return this.media.closeLocalMedia();
  }

  publish(kind: MediaKind): Promise<LocalMediaResult> {
    return this.media.publish(kind);
  }

  unpublish(kind: MediaKind): Promise<void> {
    return this.media.unpublish(kind);
  }

  setMuted(kind: MediaKind, muted: boolean): Promise<void> {
    return this.media.setMuted(kind, muted);
  }

  startScreenShare(): Promise<ScreenShareResult> {
    return this.media.startScreenShare();
  }

  stopScreenShare(): Promise<void> {
    return this.media.stopScreenShare();
  }

  renderVideo(who: 'self' | number, container: HTMLElement): () => void {
    return who === 'self' ? this.media.renderSelf(container) : this.peers.renderRemote(who, container);
  }

  // ── events ───────────────────────────────────────────────────────────────────────────────────────────────
  subscribe(listener: (event: VideoCallEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  sendChat(text: string): ChatSendResult {
    // While reconnecting nobody would get it: refused, rather than shown as sent.
    if (this.finished || this.state !== 'connected') return { ok: false, code: 'not-connected' };
    const { result, packets } = this.chat.compose(text);
    this.peers.sendChat(packets);
    return result;
  }

  private emit(event: VideoCallEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private setState(state: ConnectionState, reason?: string): void {
    if (this.state === state) return;
    this.state = state;
    this.emit(reason ? { type: 'connection-state', state, reason } : { type: 'connection-state', state });
  }

  // ── joining and the signalling session ───────────────────────────────────────────────────────────────────
  join(options: JoinOptions): Promise<JoinResult> {
    if (!this.finished) return Promise.resolve({ ok: false, code: 'already-joined' });
    this.chat.reset({ uid: options.uid, name: options.displayName, host: options.role === CLASSROOM_ROLE.HOST });
    this.options = options;
    this.finished = false;
    this.tokenExpiresAt = null;
    this.setState('connecting');
    return this.signalling.open();
  }

  /** The server let us in: who is already there gets an offer from the newcomer. */
  private welcome(peers: PeerAnnouncement[]): void {
    const present = new Set(peers.map((p) => p.uid));
    for (const uid of this.participants.uids()) if (!present.has(uid)) this.removePeer(uid);
    for (const peer of peers) {
      this.announce(peer);
      void this.peers.offerTo(peer.uid);
    }
    this.setState('connected');
    this.startTimers();
  }

  private announce(peer: PeerAnnouncement): void {
    if (peer.role === CLASSROOM_ROLE.HOST) this.chat.noteHost(peer.uid);
    this.participants.upsert(peer);
  }

  /** A reconnect's token was refused: the next attempt joins with a fresh one. */
  private async refreshToken(): Promise<void> {
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

  private async onMessage(message: ServerMessage): Promise<void> {
    switch (message.type) {
      case 'peer-joined':
        this.announce(message.peer);
        return;
      case 'peer-left':
        this.removePeer(message.uid);
        return;
      case 'peer-state':
        this.participants.updateState(message.uid, message.state);
        return;
      case 'signal':
        await this.peers.onSignal(message.from, message.data);
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

  private classEnded(endedAt: string | null): void {
    if (this.finished) return;
    this.finished = true;
    // Nothing of the chat is kept after the class (the screen holds its copy until the page is left).
    this.chat.reset(null);
    this.teardownPeers();
    this.signalling.drop();
    this.stopTimers();
    this.emit({ type: 'class-ended', endedAt });
    this.setState('disconnected', 'class-ended');
  }

  private sendState(): void {
    this.signalling.send({ type: 'state', state: this.media.self });
  }

  private removePeer(uid: number): void {
    this.peers.close(uid);
    this.participants.remove(uid);
  }

  private teardownPeers(): void {
    for (const uid of this.participants.uids()) this.removePeer(uid);
    this.peers.closeAll();
  }

  // ── timers while connected: network quality, token renewal ──────────────────────────────────────────────
  private startTimers(): void {
    this.stopTimers();
    this.qualityTimer = setInterval(() => void this.measureQuality(), QUALITY_EVERY_MS);
    this.scheduleRenewal();
  }

  private stopTimers(): void {
    if (this.qualityTimer) clearInterval(this.qualityTimer);
    if (this.renewTimer) clearTimeout(this.renewTimer);
    this.qualityTimer = this.renewTimer = null;
  }

  private async measureQuality(): Promise<void> {
    this.emit({ type: 'network-quality', quality: await this.peers.measureQuality() });
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
      this.signalling.send({ type: 'renew', token: fresh.token });
    } catch (error) {
      this.logger.warn('token renewal failed', error);
    }
    this.scheduleRenewal();
  }

  async leave(): Promise<void> {
    const wasInCall = !this.finished;
    this.finished = true;
    this.stopTimers();
    this.signalling.leave();
    this.teardownPeers();
    // The chat is not kept after the call: the screen holds its copy until the page is left.
    this.chat.reset(null);
    await this.media.release();
    if (wasInCall) this.setState('disconnected', 'left');
  }
}
