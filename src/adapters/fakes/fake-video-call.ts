import { chatTextProblem } from '../../domain/classroom-chat';
import type {
  DeviceKind,
  JoinOptions,
  JoinResult,
  LocalMediaResult,
  MediaDeviceOption,
  ChatSendResult,
  MediaKind,
  ScreenShareResult,
  VideoCall,
  VideoCallEvent,
} from '../../ports/video-call';

/** An in-memory video call: tests set what media and joining answer, read what the UI asked, and emit events. */
export class FakeVideoCall implements VideoCall {
  devices: MediaDeviceOption[] = [
    { kind: 'camera', deviceId: 'cam-1', label: 'Front camera' },
    { kind: 'camera', deviceId: 'cam-2', label: 'USB camera' },
    { kind: 'microphone', deviceId: 'mic-1', label: 'Built-in microphone' },
  ];
  mediaResult: LocalMediaResult = { ok: true, value: { camera: 'cam-1', microphone: 'mic-1' } };
  joinResult: JoinResult = { ok: true, value: undefined };
  screenResult: ScreenShareResult = { ok: true, value: undefined };
  readonly calls: string[] = [];
  joined: JoinOptions | null = null;
  localOpen = false;
  readonly muted: Record<MediaKind, boolean> = { audio: false, video: false };
  readonly published: Record<MediaKind, boolean> = { audio: true, video: true };
  /** What sendChat answers next (by default: sent, and echoed as a 'chat' event as the adapters do). */
  chatResult: ChatSendResult | null = null;
  readonly chatSent: string[] = [];
  readonly rendered = new Map<'self' | number, HTMLElement>();
  private readonly listeners = new Set<(event: VideoCallEvent) => void>();

  async listDevices(): Promise<MediaDeviceOption[]> {
    return this.devices;
  }
  async openLocalMedia(request: { cameraId?: string | null; microphoneId?: string | null }): Promise<LocalMediaResult> {
    this.calls.push(`open:${request.cameraId ?? 'default'}:${request.microphoneId ?? 'default'}`);
    this.localOpen = this.mediaResult.ok || this.mediaResult.device !== 'both';
    return this.mediaResult;
  }
  async switchDevice(kind: DeviceKind, deviceId: string): Promise<LocalMediaResult> {
    this.calls.push(`switch:${kind}:${deviceId}`);
    return kind === 'camera'
      ? { ok: true, value: { camera: deviceId, microphone: 'mic-1' } }
      : { ok: true, value: { camera: 'cam-1', microphone: deviceId } };
  }
  async closeLocalMedia(): Promise<void> {
    this.calls.push('close');
    this.localOpen = false;
  }
  async join(options: JoinOptions): Promise<JoinResult> {
    this.calls.push('join');
    if (this.joinResult.ok) this.joined = options;
    return this.joinResult;
  }
  async publish(kind: MediaKind): Promise<LocalMediaResult> {
    this.calls.push(`publish:${kind}`);
    this.published[kind] = true;
    return this.mediaResult;
  }
  async unpublish(kind: MediaKind): Promise<void> {
    this.calls.push(`unpublish:${kind}`);
    this.published[kind] = false;
  }
  async setMuted(kind: MediaKind, muted: boolean): Promise<void> {
    this.calls.push(`mute:${kind}:${muted}`);
    this.muted[kind] = muted;
  }
  async startScreenShare(): Promise<ScreenShareResult> {
    this.calls.push('screen:start');
    return this.screenResult;
  }
  async stopScreenShare(): Promise<void> {
    this.calls.push('screen:stop');
  }
  renderVideo(who: 'self' | number, container: HTMLElement): () => void {
    this.rendered.set(who, container);
    return () => this.rendered.delete(who);
  }
  subscribe(listener: (event: VideoCallEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  sendChat(text: string): ChatSendResult {
    this.chatSent.push(text);
    if (!this.joined && !this.chatResult) return { ok: false, code: 'not-connected' };
    // The same check as the adapters' (src/adapters/video-chat/chat-room.ts).
    const problem = chatTextProblem(text);
    if (problem && !this.chatResult) return { ok: false, code: 'invalid', problem };
    const result: ChatSendResult = this.chatResult ?? {
      ok: true,
      value: { id: `${this.joined?.uid ?? 0}-${this.chatSent.length}`, uid: this.joined?.uid ?? 0, name: this.joined?.displayName ?? '', host: this.joined?.role === 1, at: Date.now(), text: text.trim() },
    };
    if (result.ok) this.emit({ type: 'chat', messages: [result.value] });
    return result;
  }
  async leave(): Promise<void> {
    this.calls.push('leave');
    this.joined = null;
    this.localOpen = false;
  }

  /** Delivers an event as the adapter would. */
  emit(event: VideoCallEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
