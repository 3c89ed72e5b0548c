import type { ChatMessage } from '../domain/classroom-chat';
import type { ClassroomRoleId } from '../domain/constants';
import type { Outcome } from '../domain/outcome';
import { token } from './token';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';
export type NetworkQuality = 'good' | 'poor' | 'bad' | 'unknown';
export type MediaKind = 'audio' | 'video';
export type DeviceKind = 'camera' | 'microphone';

export interface MediaDeviceOption {
  kind: DeviceKind;
  deviceId: string;
  label: string;
}

/** Why local media could not be opened (a device's answer, no backend Refusal); every code has its own message in the UI. */
export type MediaFailure = 'permission-denied' | 'no-device' | 'device-in-use' | 'unsupported' | 'unknown';

/** The camera and microphone open (their ids, null when that one is not); or why not, and for which `device`. */
export type LocalMediaResult = Outcome<{ camera: string | null; microphone: string | null }, { code: MediaFailure; device: DeviceKind | 'both' }>;

export interface JoinOptions {
  channel: string;
  uid: number;
  role: ClassroomRoleId;
  displayName: string;
  token: string;
  appId: string;
  region: 'ap';
  /** Unix epoch milliseconds; adapters that are not told by their SDK renew the token before then. */
  tokenExpiresAt?: number;
}

/** Why joining failed (the video provider's answer; expected failures, returned as results). */
export type JoinFailure = 'token-rejected' | 'class-ended' | 'network' | 'already-joined' | 'unknown';
/** Joined; or why not, with the provider's own words in `detail` for the log. */
export type JoinResult = Outcome<void, { code: JoinFailure; detail?: string }>;

/** Why a chat message was not sent: refused by the domain's rule (`problem`: its sentence), or no call to send it in. */
export type ChatSendFailure = { code: 'invalid' | 'too-fast'; problem: string } | { code: 'not-connected' };
/** A chat message sent: the message as everyone sees it, or why not. */
export type ChatSendResult = Outcome<ChatMessage, ChatSendFailure>;

export type { ChatMessage };

/** Why the screen is not shared: the user cancelled the browser's picker, the browser cannot, or something else. */
export type ScreenShareFailure = 'cancelled' | 'unsupported' | 'unknown';
export type ScreenShareResult = Outcome<void, { code: ScreenShareFailure }>;

export interface RemoteParticipant {
  uid: number;
  displayName: string;
  role: ClassroomRoleId | null;
  audioMuted: boolean;
  /** Camera (or screen) not published. */
  videoOff: boolean;
  screenSharing: boolean;
}

export type VideoCallEvent =
  | { type: 'participant-joined'; participant: RemoteParticipant }
  | { type: 'participant-left'; uid: number }
  | { type: 'participant-published'; uid: number; kind: MediaKind }
  | { type: 'participant-unpublished'; uid: number; kind: MediaKind }
  | { type: 'participant-muted'; uid: number; kind: MediaKind; muted: boolean }
  | { type: 'participant-screen'; uid: number; sharing: boolean }
  | { type: 'connection-state'; state: ConnectionState; reason?: string }
  | { type: 'network-quality'; quality: NetworkQuality }
  /** The host ended the class (everyone receives it, the host too). */
  | { type: 'class-ended'; endedAt: string | null }
  /** A local track ended by itself (device unplugged, screen share stopped from the browser bar). */
  | { type: 'local-track-ended'; kind: 'camera' | 'microphone' | 'screen' }
  /** Chat messages this page did not know yet (its own, someone's live message, or history sent on a (re)join). */
  | { type: 'chat'; messages: ChatMessage[] };

/**
 * A live video call on one channel: local media (preview, devices, mute), joining and leaving, remote participants
 * as events. Agora in production, WebRTC peer connections offline. Only one call per instance at a time.
 */
export interface VideoCall {
  listDevices(): Promise<MediaDeviceOption[]>;
  /** Opens camera and microphone for the preview (and later publishing); null id = the default device. */
  openLocalMedia(request: { cameraId?: string | null; microphoneId?: string | null }): Promise<LocalMediaResult>;
  switchDevice(kind: DeviceKind, deviceId: string): Promise<LocalMediaResult>;
  /** Releases the camera and microphone (pre-join page left without joining). */
  closeLocalMedia(): Promise<void>;

  join(options: JoinOptions): Promise<JoinResult>;
  publish(kind: MediaKind): Promise<LocalMediaResult>;
  unpublish(kind: MediaKind): Promise<void>;
  setMuted(kind: MediaKind, muted: boolean): Promise<void>;
  startScreenShare(): Promise<ScreenShareResult>;
  stopScreenShare(): Promise<void>;
  /** Renders a participant's video (or your own, 'self') into `container`; returns the detach function. */
  renderVideo(who: 'self' | number, container: HTMLElement): () => void;
  subscribe(listener: (event: VideoCallEvent) => void): () => void;
  /**
   * Sends a chat message to everyone in the call (Agora's data stream; a WebRTC data channel offline); it comes back as
   * a 'chat' event too. Messages are not stored anywhere: whoever joins or rejoins is sent the log by the others.
   */
  sendChat(text: string): ChatSendResult;
  /** Leaves the channel and releases every local track. */
  leave(): Promise<void>;
}

export const VIDEO_CALL = token<VideoCall>('VideoCall');
