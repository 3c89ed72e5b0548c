import { inject, injectable } from 'inversify';
import { mergeChat, type ChatMessage } from '../domain/classroom-chat';
import { isBackendError, type RefusalReason } from '../domain/backend-error';
import { refusalOf, type RefusalCode } from './outcome';
import type { ClassroomRoleId } from '../domain/constants';
import { CLASS_LIFECYCLE, type ChannelToken, type ClassLifecycle } from '../ports/class-lifecycle';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import {
  VIDEO_CALL,
  type ChatSendResult,
  type ConnectionState,
  type DeviceKind,
  type LocalMediaResult,
  type MediaDeviceOption,
  type JoinFailure,
  type MediaFailure,
  type NetworkQuality,
  type RemoteParticipant,
  type ScreenShareFailure,
  type VideoCall,
  type VideoCallEvent,
} from '../ports/video-call';
import { ViewState } from './view-state';

export type ClassroomPhase = 'checking' | 'refused' | 'prejoin' | 'joining' | 'in-call' | 'ended' | 'left';

/** A token fetched on arrival is reused for the join while it has at least this long to live. */
export const PASS_REUSE_MIN_MS = 5 * 60_000;

export interface SelfMedia {
  audioMuted: boolean;
  videoOff: boolean;
  screenSharing: boolean;
}

/**
 * Why the last join did not get in, as the code of the step that failed: the video call's (`join`, JoinFailure), or the
 * backend's refusal (`pass`, refusalOf) when the pass could not be had.
 */
export type ClassroomError = { kind: 'join'; code: JoinFailure } | { kind: 'pass'; code: RefusalCode };

/** Something the screen says beside the call, for it to put in words; a failed device or screen share carries its code. */
export type ClassroomNotice =
  | { kind: 'reconnected' }
  | { kind: 'device-lost'; device: 'camera' | 'microphone' | 'screen' }
  | { kind: 'media'; code: MediaFailure }
  | { kind: 'screen'; code: ScreenShareFailure }
  | { kind: 'end-failed' };

/** The camera and microphone check before joining: 'checking' until the devices answered. */
export type PreviewMedia = { state: 'checking' } | { state: 'done'; result: LocalMediaResult };

export interface ClassroomState {
  phase: ClassroomPhase;
  /** The pre-join check's camera and microphone (preview, chooseDevice), the devices to pick from and those picked. */
  media: PreviewMedia;
  devices: MediaDeviceOption[];
  selected: Record<DeviceKind, string>;
  uid: number;
  displayName: string;
  participants: RemoteParticipant[];
  self: SelfMedia;
  connection: ConnectionState;
  quality: NetworkQuality;
  error: ClassroomError | null;
  /** Why the server will not let this user in (now): shown instead of the pre-join check. */
  refusal: RefusalReason | null;
  notice: ClassroomNotice | null;
  busy: boolean;
  /** The class's chat as this page knows it: kept while the page is open (after the class too), nowhere else. */
  chat: readonly ChatMessage[];
  /** The class's name as the server gave it with the pass; null until then. */
  className: string | null;
  /** When the class is due to end (epoch ms) as the server gave it with the pass; null: unknown, or no set end. */
  endsAt: number | null;
  /** This user ended the class (the host's End class), not someone else: the words after it differ. */
  endedBySelf: boolean;
}

type Participants = Map<number, RemoteParticipant>;

/** Folds the video call's participant events into the list the grid shows. */
export function participantsReducer(state: Participants, event: VideoCallEvent | { type: 'reset' }): Participants {
  const patch = (uid: number, change: Partial<RemoteParticipant>) => {
    const known = state.get(uid);
    if (!known) return state;
    return new Map(state).set(uid, { ...known, ...change });
  };
  switch (event.type) {
    case 'reset':
      return new Map();
    case 'participant-joined':
      return new Map(state).set(event.participant.uid, event.participant);
    case 'participant-left': {
      if (!state.has(event.uid)) return state;
      const next = new Map(state);
      next.delete(event.uid);
      return next;
    }
    case 'participant-muted':
      return patch(event.uid, event.kind === 'audio' ? { audioMuted: event.muted } : { videoOff: event.muted });
    case 'participant-published':
      return event.kind === 'video' ? patch(event.uid, { videoOff: false }) : patch(event.uid, { audioMuted: false });
    case 'participant-unpublished':
      return event.kind === 'video' ? patch(event.uid, { videoOff: true }) : patch(event.uid, { audioMuted: true });
    case 'participant-screen':
      return patch(event.uid, { screenSharing: event.sharing });
    default:
      return state;
  }
}

/** What the pass says about the class itself: its name and when it is due to end, when the server said them. */
function passFacts(pass: ChannelToken): Partial<Pick<ClassroomState, 'className' | 'endsAt'>> {
  return { ...(pass.className ? { className: pass.className } : {}), ...(pass.endsAt !== undefined ? { endsAt: pass.endsAt } : {}) };
}

const NO_SELF_MEDIA: SelfMedia = { audioMuted: false, videoOff: false, screenSharing: false };

/**
 * One visit to the live class: a pass (token) asked for on arrival, so a refusal is said before the camera check; then
 * join, the participants' events, the controls, class end and leaving. The video uid is the one the server gave the
 * pass for. It holds the state the screen renders; the screen subscribes and calls its actions, nothing more.
 */
export class Classroom extends ViewState<ClassroomState> {
  private participants: Participants = new Map();
  private pass: ChannelToken | null = null;
  private wasReconnecting = false;
  /** Bumped by every start and by dispose: a pass answered to an older generation is dropped. */
  private generation = 0;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly channel: string,
    private readonly role: ClassroomRoleId,
    private readonly deps: ClassroomService,
  ) {
    super({
      phase: 'checking',
      media: { state: 'checking' },
      devices: [],
      selected: { camera: '', microphone: '' },
      uid: 0,
      displayName: '',
      participants: [],
      self: NO_SELF_MEDIA,
      connection: 'disconnected',
      quality: 'unknown',
      error: null,
      refusal: null,
      notice: null,
      busy: false,
      chat: [],
      className: null,
      endsAt: null,
      endedBySelf: false,
    });
  }

  private fold(event: VideoCallEvent | { type: 'reset' }): void {
    const next = participantsReducer(this.participants, event);
    if (next === this.participants) return;
    this.participants = next;
    this.update({ participants: [...next.values()] });
  }

  /** The screen is shown: listen to the call and ask for the pass. */
  start(): void {
    const generation = ++this.generation;
    const { videoCall, lifecycle, logger } = this.deps;
    this.stopListening?.();
    this.stopListening = videoCall.subscribe((event) => this.onCallEvent(event));
    lifecycle.requestToken({ channel: this.channel, role: this.role }).then(
      (pass) => {
        if (generation !== this.generation) return;
        this.pass = pass;
        this.update({ uid: pass.uid, phase: 'prejoin', ...passFacts(pass) });
      },
      (failure: unknown) => {
        if (generation !== this.generation) return;
        logger.warn('the class pass was refused on arrival', failure);
        if (this.refusedBy(failure)) return;
        // An expired sign-in is said at once: joining cannot work until the user signs in again.
        const expired = refusalOf(failure).code === 'signed-out';
        this.update({ phase: 'prejoin', ...(expired ? { error: { kind: 'pass', code: 'signed-out' } as const } : {}) });
      },
    );
  }

  /** Bumped by every preview and by dispose: devices answered to an older one are dropped. */
  private previewRun = 0;

  /**
   * Opens the camera and microphone for the pre-join check and lists the devices to pick from (again: Try again). The
   * classroom owns them from here: dispose releases them, join takes them into the call.
   */
  async preview(): Promise<void> {
    const run = ++this.previewRun;
    const { videoCall } = this.deps;
    this.update({ media: { state: 'checking' } });
    let answered: [LocalMediaResult, MediaDeviceOption[]];
    try {
      answered = await Promise.all([videoCall.openLocalMedia({}), videoCall.listDevices().catch(() => [])]);
    } catch (failure) {
      this.deps.logger.warn('the camera and microphone check failed', failure);
      return;
    }
    if (run !== this.previewRun) return;
    const [result, devices] = answered;
    this.update({ devices, media: { state: 'done', result }, ...(result.ok ? { selected: { camera: result.value.camera ?? '', microphone: result.value.microphone ?? '' } } : {}) });
  }

  /** Another camera or microphone for the check (and the call that follows). */
  async chooseDevice(kind: DeviceKind, deviceId: string): Promise<void> {
    this.update({ selected: { ...this.state.selected, [kind]: deviceId } });
    const result = await this.deps.videoCall.switchDevice(kind, deviceId);
    this.update({ media: { state: 'done', result } });
  }

  /** Draws this user's video ('self') or a participant's into `element`; returns the undo. */
  renderVideo(who: 'self' | number, element: HTMLElement): () => void {
    return this.deps.videoCall.renderVideo(who, element);
  }

  /** The screen went away: it leaves the call (or releases the preview's camera and microphone). */
  dispose(): void {
    this.generation += 1;
    this.previewRun += 1;
    this.stopListening?.();
    this.stopListening = null;
    const { phase } = this.state;
    if (phase === 'in-call' || phase === 'joining') void this.deps.videoCall.leave();
    else void this.deps.videoCall.closeLocalMedia();
  }

  private onCallEvent(event: VideoCallEvent): void {
    this.fold(event);
    switch (event.type) {
      case 'connection-state':
        if (event.state === 'reconnecting') {
          this.wasReconnecting = true;
          this.update({ connection: event.state, notice: null });
        } else if (event.state === 'connected' && this.wasReconnecting) {
          this.wasReconnecting = false;
          this.update({ connection: event.state, notice: { kind: 'reconnected' } });
        } else this.update({ connection: event.state });
        return;
      case 'network-quality':
        this.update({ quality: event.quality });
        return;
      case 'chat': {
        const chat = mergeChat(this.state.chat, event.messages);
        if (chat !== this.state.chat) this.update({ chat });
        return;
      }
      case 'class-ended':
        this.update({ phase: 'ended' });
        this.fold({ type: 'reset' });
        void this.deps.videoCall.leave();
        return;
      case 'local-track-ended':
        this.update({
          notice: { kind: 'device-lost', device: event.kind },
          self:
            event.kind === 'screen'
              ? { ...this.state.self, screenSharing: false }
              : event.kind === 'camera'
                ? { ...this.state.self, videoOff: true }
                : this.state.self,
        });
        return;
      default:
        return;
    }
  }

  /** A refused pass becomes the 'refused' phase (or 'ended'); returns whether it was a refusal. */
  private refusedBy(failure: unknown): boolean {
    if (!isBackendError(failure) || !failure.refusal) return false;
    this.update({ refusal: failure.refusal, phase: failure.refusal.code === 'class-ended' ? 'ended' : 'refused' });
    return true;
  }

  async join(displayName: string): Promise<void> {
    const { videoCall, lifecycle, clock, logger } = this.deps;
    this.update({ busy: true, error: null, phase: 'joining', displayName });
    try {
      const kept = this.pass && this.pass.expiresAt - clock.now().getTime() > PASS_REUSE_MIN_MS ? this.pass : null;
      const pass = kept ?? (await lifecycle.requestToken({ channel: this.channel, role: this.role }));
      this.pass = null;
      this.update({ uid: pass.uid, ...passFacts(pass) });
      const result = await videoCall.join({
        channel: this.channel,
        uid: pass.uid,
        role: this.role,
        displayName,
        token: pass.token,
        appId: pass.appId,
        region: pass.region,
        tokenExpiresAt: pass.expiresAt,
      });
      if (result.ok) {
        this.update({ phase: 'in-call' });
        return;
      }
      if (result.code === 'class-ended') {
        this.update({ phase: 'ended' });
        return;
      }
      this.update({ error: { kind: 'join', code: result.code }, phase: 'prejoin' });
    } catch (failure) {
      logger.warn('joining the class failed', failure);
      if (this.refusedBy(failure)) return;
      const error: ClassroomError = isBackendError(failure) ? { kind: 'pass', code: refusalOf(failure).code } : { kind: 'join', code: 'unknown' };
      this.update({ error, phase: 'prejoin' });
    } finally {
      this.update({ busy: false });
    }
  }

  /** Sends a chat message to everyone in the class (it arrives in `chat` as a 'chat' event). */
  sendChat(text: string): ChatSendResult {
    return this.deps.videoCall.sendChat(text);
  }

  async toggleMute(): Promise<void> {
    const muted = !this.state.self.audioMuted;
    await this.deps.videoCall.setMuted('audio', muted);
    this.update({ self: { ...this.state.self, audioMuted: muted } });
  }

  async toggleCamera(): Promise<void> {
    const { videoCall } = this.deps;
    if (this.state.self.videoOff) {
      const result = await videoCall.publish('video');
      if (!result.ok) {
        this.update({ notice: { kind: 'media', code: result.code } });
        return;
      }
      this.update({ self: { ...this.state.self, videoOff: false } });
    } else {
      await videoCall.unpublish('video');
      this.update({ self: { ...this.state.self, videoOff: true } });
    }
  }

  async toggleScreen(): Promise<void> {
    const { videoCall } = this.deps;
    if (this.state.self.screenSharing) {
      await videoCall.stopScreenShare();
      this.update({ self: { ...this.state.self, screenSharing: false } });
      return;
    }
    const result = await videoCall.startScreenShare();
    if (result.ok) this.update({ self: { ...this.state.self, screenSharing: true } });
    else this.update({ notice: { kind: 'screen', code: result.code } });
  }

  async leave(): Promise<void> {
    this.update({ phase: 'left' });
    this.fold({ type: 'reset' });
    await this.deps.videoCall.leave();
  }

  /** The host ends the class for everyone; returns whether it ended. */
  async endClass(): Promise<boolean> {
    const { videoCall, lifecycle, logger } = this.deps;
    this.update({ busy: true });
    try {
      await lifecycle.endClass(this.channel);
      this.update({ phase: 'ended', endedBySelf: true });
      this.fold({ type: 'reset' });
      await videoCall.leave();
      return true;
    } catch (failure) {
      logger.error('ending the class failed', failure);
      this.update({ notice: { kind: 'end-failed' } });
      return false;
    } finally {
      this.update({ busy: false });
    }
  }

  /** 'Join again' after leaving: back to the pre-join check with the controls as new. */
  rejoin(): void {
    this.update({ self: NO_SELF_MEDIA, notice: null, error: null, phase: 'prejoin' });
  }
}

/** The live classroom use case: opens one Classroom per visit, with the ports it needs. */
@injectable()
export class ClassroomService {
  constructor(
    @inject(VIDEO_CALL) readonly videoCall: VideoCall,
    @inject(CLASS_LIFECYCLE) readonly lifecycle: ClassLifecycle,
    @inject(CLOCK) readonly clock: Clock,
    @inject(LOGGER) readonly logger: Logger,
  ) {}

  open({ channel, role }: { channel: string; role: ClassroomRoleId }): Classroom {
    return new Classroom(channel, role, this);
  }
}

