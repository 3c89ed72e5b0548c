import type {
  IAgoraRTC,
  IAgoraRTCClient,
  IAgoraRTCRemoteUser,
  ICameraVideoTrack,
  ILocalVideoTrack,
  IMicrophoneAudioTrack,
  AREAS,
} from 'agora-rtc-sdk-ng';
import { inject, injectable } from 'inversify';
import { CLASS_LIFECYCLE, type ClassLifecycle } from '../../ports/class-lifecycle';
import { LOGGER, type Logger } from '../../ports/logger';
import type {
  ConnectionState,
  DeviceKind,
  JoinOptions,
  JoinResult,
  LocalMediaResult,
  MediaDeviceOption,
  ChatSendResult,
  MediaKind,
  NetworkQuality,
  ScreenShareResult,
  VideoCall,
  VideoCallEvent,
} from '../../ports/video-call';
import { CLASSROOM_ROLE } from '../../domain/constants';
import { ChatRoom } from '../video-chat/chat-room';
import { agoraErrorMessage, agoraJoinFailure, agoraMediaFailure } from './agora-errors';

/** The SDK (~425 KB gzipped) is fetched on first use only: this dynamic import is its own chunk. */
let sdk: Promise<IAgoraRTC> | null = null;
export function loadAgora(): Promise<IAgoraRTC> {
  sdk ??= import('agora-rtc-sdk-ng').then(({ default: AgoraRTC }) => {
    // Spec §7/§9: the app region is 'ap' (Agora's ASIA area).
    AgoraRTC.setArea({ areaCode: ['ASIA' as unknown as AREAS] });
    AgoraRTC.setLogLevel(3);
    return AgoraRTC;
  });
  return sdk;
}

const STATES: Record<string, ConnectionState> = {
  CONNECTING: 'connecting',
  CONNECTED: 'connected',
  RECONNECTING: 'reconnecting',
  DISCONNECTED: 'disconnected',
  DISCONNECTING: 'disconnected',
};
/** Agora's 0–6 scale: 0 unknown, 1–2 good, 3–4 poor, 5–6 bad. */
export function qualityOf(level: number): NetworkQuality {
  if (level >= 1 && level <= 2) return 'good';
  if (level >= 3 && level <= 4) return 'poor';
  if (level >= 5) return 'bad';
  return 'unknown';
}

/** Agora's data stream takes packets of at most 1 KB, 6 KB and 30 packets a second. */
const STREAM_PACKET_MAX_BYTES = 1024;
const STREAM_BYTES_PER_MS = 6;
const STREAM_PACKET_GAP_MS = 34;
type DataStreamClient = { sendStreamMessage(payload: string, needRetry?: boolean): Promise<void> };

/**
 * Production video: Agora RTC in region 'ap'; renews its token on token-privilege-will-expire. The classroom chat goes
 * over Agora's data stream (`sendStreamMessage`, paced to its limits, live messages first); when someone joins, each page
 * sends the log it has (each message is kept once). Agora announces uids only: names and the Tutor mark are as sent.
 */
@injectable()
export class AgoraVideoCall implements VideoCall {
  private readonly listeners = new Set<(event: VideoCallEvent) => void>();
  private client: IAgoraRTCClient | null = null;
  private camera: ICameraVideoTrack | null = null;
  private microphone: IMicrophoneAudioTrack | null = null;
  private screen: ILocalVideoTrack | null = null;
  private cameraId: string | null = null;
  private microphoneId: string | null = null;
  private options: JoinOptions | null = null;
  private readonly selfViews = new Set<HTMLElement>();
  private readonly remoteViews = new Map<number, Set<HTMLElement>>();
  private readonly remotes = new Map<number, IAgoraRTCRemoteUser>();
  private readonly chat = new ChatRoom((event) => this.emit(event), STREAM_PACKET_MAX_BYTES, 'as-sent');
  /** This page's own messages, sent before any history. */
  private readonly outbox: string[] = [];
  /** The log for whoever joined last (one replay at a time: a newer join replaces what is left of it). */
  private replay: string[] = [];
  private pumping = false;
  /** The pump's next send, cleared on leave so a call joined right after starts with an idle pump. */
  private pumpTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    @inject(CLASS_LIFECYCLE) private readonly lifecycle: ClassLifecycle,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async listDevices(): Promise<MediaDeviceOption[]> {
    const agora = await loadAgora();
    const devices = await agora.getDevices(true).catch(() => []);
    return devices
      .filter((d) => d.deviceId && (d.kind === 'videoinput' || d.kind === 'audioinput'))
      .map((d, i) => ({
        kind: d.kind === 'videoinput' ? ('camera' as const) : ('microphone' as const),
        deviceId: d.deviceId,
        label: d.label || `${d.kind === 'videoinput' ? 'Camera' : 'Microphone'} ${i + 1}`,
      }));
  }

  async openLocalMedia(request: { cameraId?: string | null; microphoneId?: string | null }): Promise<LocalMediaResult> {
    const agora = await loadAgora();
    await this.closeLocalMedia();
    this.cameraId = request.cameraId ?? null;
    this.microphoneId = request.microphoneId ?? null;
    const [camera, microphone] = await Promise.allSettled([
      agora.createCameraVideoTrack(this.cameraId ? { cameraId: this.cameraId } : {}),
      agora.createMicrophoneAudioTrack(this.microphoneId ? { microphoneId: this.microphoneId } : {}),
    ]);
    if (camera.status === 'fulfilled') this.camera = camera.value;
    if (microphone.status === 'fulfilled') this.microphone = microphone.value;
    this.playSelf();
    if (camera.status === 'rejected' && microphone.status === 'rejected') {
      this.logger.warn(agoraErrorMessage(camera.reason), camera.reason);
      return { ok: false, code: agoraMediaFailure(camera.reason), device: 'both' };
    }
    if (camera.status === 'rejected') return { ok: false, code: agoraMediaFailure(camera.reason), device: 'camera' };
    if (microphone.status === 'rejected') return { ok: false, code: agoraMediaFailure(microphone.reason), device: 'microphone' };
    return this.localResult();
  }

  async switchDevice(kind: DeviceKind, deviceId: string): Promise<LocalMediaResult> {
    try {
      if (kind === 'camera') {
        if (this.camera) await this.camera.setDevice(deviceId);
        this.cameraId = deviceId;
      } else {
        if (this.microphone) await this.microphone.setDevice(deviceId);
        this.microphoneId = deviceId;
      }
      return this.localResult();
    } catch (error) {
      this.logger.warn(agoraErrorMessage(error), error);
      return { ok: false, code: agoraMediaFailure(error), device: kind };
    }
  }

  async closeLocalMedia(): Promise<void> {
    for (const track of [this.camera, this.microphone, this.screen]) track?.close();
    this.camera = null;
    this.microphone = null;
    this.screen = null;
  }

  private localResult(): LocalMediaResult {
    return { ok: true, value: { camera: this.camera ? (this.cameraId ?? this.camera.getTrackLabel()) : null, microphone: this.microphone ? (this.microphoneId ?? this.microphone.getTrackLabel()) : null } };
  }

  async join(options: JoinOptions): Promise<JoinResult> {
    if (this.client) return { ok: false, code: 'already-joined' };
    const agora = await loadAgora();
    const client = agora.createClient({ mode: 'rtc', codec: 'vp8' });
    this.client = client;
    this.options = options;
    this.chat.reset({ uid: options.uid, name: options.displayName, host: options.role === CLASSROOM_ROLE.HOST });
    this.wire(client);
    try {
      await client.join(options.appId, options.channel, options.token, options.uid);
      const tracks = [this.microphone, this.screen ?? this.camera].filter((t) => t !== null);
      if (tracks.length > 0) await client.publish(tracks);
      return { ok: true, value: undefined };
    } catch (error) {
      this.logger.error(agoraErrorMessage(error), error);
      client.removeAllListeners();
      this.client = null;
      return { ok: false, code: agoraJoinFailure(error), detail: agoraErrorMessage(error) };
    }
  }

  private wire(client: IAgoraRTCClient): void {
    client.on('connection-state-change', (current: string, _previous: string, reason?: string) => {
      // The class-end function bans the channel: everyone is disconnected with CHANNEL_BANNED.
      if (current === 'DISCONNECTED' && reason === 'CHANNEL_BANNED') {
        this.chat.reset(null);
        this.emit({ type: 'class-ended', endedAt: null });
      }
      this.emit(reason ? { type: 'connection-state', state: STATES[current] ?? 'disconnected', reason } : { type: 'connection-state', state: STATES[current] ?? 'disconnected' });
    });
    client.on('user-joined', (user: IAgoraRTCRemoteUser) => {
      const uid = Number(user.uid);
      this.remotes.set(uid, user);
      this.emit({ type: 'participant-joined', participant: { uid, displayName: `Participant ${uid}`, role: null, audioMuted: !user.hasAudio, videoOff: !user.hasVideo, screenSharing: false } });
      this.replay = this.chat.history();
      this.pump();
    });
    client.on('stream-message', (uid: number | string, payload: Uint8Array) => {
      this.chat.receive(Number(uid), new TextDecoder().decode(payload), 'as-sent');
    });
    client.on('user-left', (user: IAgoraRTCRemoteUser) => {
      const uid = Number(user.uid);
      this.remotes.delete(uid);
      this.emit({ type: 'participant-left', uid });
    });
    client.on('user-published', async (user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video' | 'datachannel') => {
      if (mediaType === 'datachannel') return;
      const uid = Number(user.uid);
      try {
        await client.subscribe(user, mediaType);
      } catch (error) {
        this.logger.warn(agoraErrorMessage(error), error);
        return;
      }
      if (mediaType === 'audio') user.audioTrack?.play();
      else for (const view of this.remoteViews.get(uid) ?? []) user.videoTrack?.play(view, { fit: 'contain' });
      this.emit({ type: 'participant-published', uid, kind: mediaType });
    });
    client.on('user-unpublished', (user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video' | 'datachannel') => {
      if (mediaType !== 'datachannel') this.emit({ type: 'participant-unpublished', uid: Number(user.uid), kind: mediaType });
    });
    client.on('user-info-updated', (uid: number | string, message: string) => {
      const kind: MediaKind | null = message.endsWith('audio') ? 'audio' : message.endsWith('video') ? 'video' : null;
      if (kind && (message.startsWith('mute') || message.startsWith('unmute'))) {
        this.emit({ type: 'participant-muted', uid: Number(uid), kind, muted: message.startsWith('mute') });
      }
    });
    client.on('network-quality', (stats: { uplinkNetworkQuality: number; downlinkNetworkQuality: number }) => {
      this.emit({ type: 'network-quality', quality: qualityOf(Math.max(stats.uplinkNetworkQuality, stats.downlinkNetworkQuality)) });
    });
    const renew = async () => {
      const options = this.options;
      if (!options || this.client !== client) return;
      try {
        const fresh = await this.lifecycle.requestToken({ channel: options.channel, role: options.role });
        await client.renewToken(fresh.token);
        this.options = { ...options, token: fresh.token };
      } catch (error) {
        this.logger.error(`Token renewal failed: ${agoraErrorMessage(error)}`, error);
      }
    };
    client.on('token-privilege-will-expire', renew);
    client.on('token-privilege-did-expire', renew);
  }

  async publish(kind: MediaKind): Promise<LocalMediaResult> {
    const agora = await loadAgora();
    try {
      if (kind === 'video' && !this.camera) this.camera = await agora.createCameraVideoTrack(this.cameraId ? { cameraId: this.cameraId } : {});
      if (kind === 'audio' && !this.microphone) this.microphone = await agora.createMicrophoneAudioTrack(this.microphoneId ? { microphoneId: this.microphoneId } : {});
    } catch (error) {
      return { ok: false, code: agoraMediaFailure(error), device: kind === 'video' ? 'camera' : 'microphone' };
    }
    const track = kind === 'video' ? (this.screen ?? this.camera) : this.microphone;
    if (track && this.client) await this.client.publish(track);
    this.playSelf();
    return this.localResult();
  }

  async unpublish(kind: MediaKind): Promise<void> {
    const track = kind === 'video' ? this.camera : this.microphone;
    if (!track) return;
    if (this.client && !(kind === 'video' && this.screen)) await this.client.unpublish(track);
    track.close();
    if (kind === 'video') this.camera = null;
    else this.microphone = null;
    this.playSelf();
  }

  async setMuted(kind: MediaKind, muted: boolean): Promise<void> {
    const track = kind === 'video' ? this.camera : this.microphone;
    await track?.setMuted(muted);
  }

  async startScreenShare(): Promise<ScreenShareResult> {
    const agora = await loadAgora();
    try {
      const screen = await agora.createScreenVideoTrack({}, 'disable');
      if (this.client && this.camera) await this.client.unpublish(this.camera);
      this.screen = screen;
      if (this.client) await this.client.publish(screen);
      screen.on('track-ended', () => {
        void this.stopScreenShare();
        this.emit({ type: 'local-track-ended', kind: 'screen' });
      });
      this.playSelf();
      return { ok: true, value: undefined };
    } catch (error) {
      const reason = agoraMediaFailure(error);
      return { ok: false, code: reason === 'permission-denied' ? 'cancelled' : reason === 'unsupported' ? 'unsupported' : 'unknown' };
    }
  }

  async stopScreenShare(): Promise<void> {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    if (this.client) await this.client.unpublish(screen).catch(() => undefined);
    screen.close();
    if (this.client && this.camera) await this.client.publish(this.camera).catch(() => undefined);
    this.playSelf();
  }

  renderVideo(who: 'self' | number, container: HTMLElement): () => void {
    if (who === 'self') {
      this.selfViews.add(container);
      this.playSelf();
      return () => {
        this.selfViews.delete(container);
        (this.screen ?? this.camera)?.stop();
      };
    }
    const views = this.remoteViews.get(who) ?? new Set();
    this.remoteViews.set(who, views);
    views.add(container);
    this.remotes.get(who)?.videoTrack?.play(container, { fit: 'contain' });
    return () => {
      views.delete(container);
      this.remotes.get(who)?.videoTrack?.stop();
    };
  }

  private playSelf(): void {
    const track = this.screen ?? this.camera;
    for (const view of this.selfViews) track?.play(view, { mirror: !this.screen, fit: 'cover' });
  }

  subscribe(listener: (event: VideoCallEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: VideoCallEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  sendChat(text: string): ChatSendResult {
    // Joining, reconnecting or gone: nobody would get it, so it is refused rather than shown as sent.
    if (this.client?.connectionState !== 'CONNECTED') return { ok: false, code: 'not-connected' };
    const { result, packets } = this.chat.compose(text);
    this.outbox.push(...packets);
    this.pump();
    return result;
  }

  /** Sends chat packets one after another within the data stream's limits: this page's own first, then history. */
  private pump(): void {
    if (this.pumping) return;
    const next = () => {
      this.pumpTimer = null;
      const client = this.client;
      const packet = this.outbox.shift() ?? this.replay.shift();
      if (!client || packet === undefined) {
        this.pumping = false;
        return;
      }
      (client as unknown as DataStreamClient).sendStreamMessage(packet, true).catch((error: unknown) => this.logger.warn(agoraErrorMessage(error), error));
      this.pumpTimer = setTimeout(next, Math.max(STREAM_PACKET_GAP_MS, Math.ceil(new TextEncoder().encode(packet).length / STREAM_BYTES_PER_MS)));
    };
    this.pumping = true;
    next();
  }

  async leave(): Promise<void> {
    const client = this.client;
    this.outbox.length = 0;
    this.replay = [];
    if (this.pumpTimer !== null) clearTimeout(this.pumpTimer);
    this.pumpTimer = null;
    this.pumping = false;
    this.chat.reset(null);
    this.client = null;
    this.options = null;
    this.remotes.clear();
    await this.closeLocalMedia();
    if (client) {
      await client.leave().catch((error: unknown) => this.logger.warn(agoraErrorMessage(error), error));
      client.removeAllListeners();
    }
  }
}
