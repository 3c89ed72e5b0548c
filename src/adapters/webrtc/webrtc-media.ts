import type { DeviceKind, LocalMediaResult, MediaDeviceOption, MediaKind, ScreenShareResult, VideoCallEvent } from '../../ports/video-call';
import { createVideoElement, hasMediaDevices, listMediaDevices, mediaFailureOf, openTrack, playQuietly } from '../browser/local-media';

/** What this side sends about itself: the others show it on its tile. */
export interface PeerState {
  audioMuted: boolean;
  videoOff: boolean;
  screenSharing: boolean;
}

/** What the local media tells the rest of the call. */
export interface MediaListener {
  /** The track sent as `kind` changed: every peer connection sends the new one. */
  replaceOutgoing(kind: MediaKind, track: MediaStreamTrack | null): void;
  /** Mute, camera or screen changed: the others are told. */
  sendState(): void;
  emit(event: VideoCallEvent): void;
}

/** The local side of the WebRTC call: camera, microphone and screen tracks (getUserMedia), mute, and the self view. */
export class WebRtcMedia {
  private camera: MediaStreamTrack | null = null;
  private microphone: MediaStreamTrack | null = null;
  private screen: MediaStreamTrack | null = null;
  private cameraId: string | null = null;
  private microphoneId: string | null = null;
  readonly self: PeerState = { audioMuted: false, videoOff: false, screenSharing: false };
  private readonly selfViews = new Set<HTMLVideoElement>();

  constructor(private readonly call: MediaListener) {}

  listDevices(): Promise<MediaDeviceOption[]> {
    return listMediaDevices();
  }

  async openLocalMedia(request: { cameraId?: string | null; microphoneId?: string | null }): Promise<LocalMediaResult> {
    if (!hasMediaDevices()) return { ok: false, code: 'unsupported', device: 'both' };
    await this.closeLocalMedia();
    this.cameraId = request.cameraId ?? null;
    this.microphoneId = request.microphoneId ?? null;
    const [camera, microphone] = await Promise.allSettled([openTrack('camera', this.cameraId), openTrack('microphone', this.microphoneId)]);
    if (camera.status === 'rejected' && microphone.status === 'rejected') {
      const reason = mediaFailureOf(camera.reason);
      return { ok: false, code: reason === 'unknown' ? mediaFailureOf(microphone.reason) : reason, device: 'both' };
    }
    if (camera.status === 'fulfilled') this.setCamera(camera.value);
    if (microphone.status === 'fulfilled') this.setMicrophone(microphone.value);
    if (camera.status === 'rejected') return { ok: false, code: mediaFailureOf(camera.reason), device: 'camera' };
    if (microphone.status === 'rejected') return { ok: false, code: mediaFailureOf(microphone.reason), device: 'microphone' };
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
      return { ok: false, code: mediaFailureOf(error), device: kind };
    }
  }

  async closeLocalMedia(): Promise<void> {
    for (const track of [this.camera, this.microphone, this.screen]) track?.stop();
    this.camera = null;
    this.microphone = null;
    this.screen = null;
    this.refreshSelfViews();
  }

  /** Leaving the call: every local track stops, and no screen is shared any more. */
  async release(): Promise<void> {
    await this.closeLocalMedia();
    this.self.screenSharing = false;
  }

  private localResult(): LocalMediaResult {
    return { ok: true, value: { camera: this.camera?.getSettings().deviceId ?? (this.camera ? this.cameraId : null), microphone: this.microphone?.getSettings().deviceId ?? (this.microphone ? this.microphoneId : null) } };
  }

  private setCamera(track: MediaStreamTrack | null): void {
    this.camera = track;
    if (track) {
      track.enabled = !this.self.videoOff;
      track.addEventListener('ended', () => this.camera === track && this.call.emit({ type: 'local-track-ended', kind: 'camera' }));
    }
    if (!this.screen) this.call.replaceOutgoing('video', track);
    this.refreshSelfViews();
  }

  private setMicrophone(track: MediaStreamTrack | null): void {
    this.microphone = track;
    if (track) {
      track.enabled = !this.self.audioMuted;
      track.addEventListener('ended', () => this.microphone === track && this.call.emit({ type: 'local-track-ended', kind: 'microphone' }));
    }
    this.call.replaceOutgoing('audio', track);
  }

  /** The track the peers receive as `kind`: the screen while it is shared, else the camera unless it is off. */
  outgoing(kind: MediaKind): MediaStreamTrack | null {
    if (kind === 'audio') return this.microphone;
    return this.screen ?? (this.self.videoOff ? null : this.camera);
  }

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
        this.call.sendState();
        return { ok: false, code: mediaFailureOf(error), device };
      }
    } else {
      existing.enabled = true;
      this.call.replaceOutgoing(kind, existing);
    }
    this.refreshSelfViews();
    this.call.sendState();
    return this.localResult();
  }

  async unpublish(kind: MediaKind): Promise<void> {
    if (kind === 'video') {
      this.self.videoOff = true;
      this.camera?.stop();
      this.camera = null;
      if (!this.screen) this.call.replaceOutgoing('video', null);
      this.refreshSelfViews();
    } else {
      this.self.audioMuted = true;
      this.microphone?.stop();
      this.microphone = null;
      this.call.replaceOutgoing('audio', null);
    }
    this.call.sendState();
  }

  async setMuted(kind: MediaKind, muted: boolean): Promise<void> {
    if (kind === 'audio') {
      this.self.audioMuted = muted;
      if (this.microphone) this.microphone.enabled = !muted;
    } else {
      this.self.videoOff = muted;
      if (this.camera) this.camera.enabled = !muted;
      if (!this.screen) this.call.replaceOutgoing('video', this.outgoing('video'));
      this.refreshSelfViews();
    }
    this.call.sendState();
  }

  async startScreenShare(): Promise<ScreenShareResult> {
    if (!navigator.mediaDevices?.getDisplayMedia) return { ok: false, code: 'unsupported' };
    try {
      const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = stream.getVideoTracks()[0];
      if (!track) return { ok: false, code: 'unknown' };
      this.screen?.stop();
      this.screen = track;
      track.addEventListener('ended', () => {
        if (this.screen !== track) return;
        void this.stopScreenShare();
        this.call.emit({ type: 'local-track-ended', kind: 'screen' });
      });
      this.self.screenSharing = true;
      this.call.replaceOutgoing('video', track);
      this.refreshSelfViews();
      this.call.sendState();
      return { ok: true, value: undefined };
    } catch (error) {
      const reason = mediaFailureOf(error);
      return { ok: false, code: reason === 'permission-denied' ? 'cancelled' : reason === 'unsupported' ? 'unsupported' : 'unknown' };
    }
  }

  async stopScreenShare(): Promise<void> {
    const track = this.screen;
    this.screen = null;
    track?.stop();
    this.self.screenSharing = false;
    this.call.replaceOutgoing('video', this.outgoing('video'));
    this.refreshSelfViews();
    this.call.sendState();
  }

  /** Your own video (the screen while you share it) in `container`; returns the detach function. */
  renderSelf(container: HTMLElement): () => void {
    const video = createVideoElement(container, { muted: true });
    video.dataset.self = 'true';
    this.selfViews.add(video);
    this.refreshSelfViews();
    return () => {
      this.selfViews.delete(video);
      video.srcObject = null;
      video.remove();
    };
  }

  private refreshSelfViews(): void {
    const track = this.outgoing('video');
    for (const video of this.selfViews) {
      video.srcObject = track ? new MediaStream([track]) : null;
      if (track) playQuietly(video);
    }
  }
}
