import type { DeviceKind, MediaDeviceOption, MediaFailure } from '../../ports/video-call';

/** Maps a getUserMedia / getDisplayMedia rejection to the port's failure reasons. */
export function mediaFailureOf(error: unknown): MediaFailure {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'permission-denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'no-device';
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return 'device-in-use';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'unknown';
  }
}

export function hasMediaDevices(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/** Cameras and microphones; labels are empty until the user has granted access once, so we number them. */
export async function listMediaDevices(): Promise<MediaDeviceOption[]> {
  if (!hasMediaDevices() || !navigator.mediaDevices.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  const counters: Record<DeviceKind, number> = { camera: 0, microphone: 0 };
  const options: MediaDeviceOption[] = [];
  for (const device of devices) {
    const kind: DeviceKind | null = device.kind === 'videoinput' ? 'camera' : device.kind === 'audioinput' ? 'microphone' : null;
    if (!kind || !device.deviceId) continue;
    counters[kind] += 1;
    options.push({ kind, deviceId: device.deviceId, label: device.label || `${kind === 'camera' ? 'Camera' : 'Microphone'} ${counters[kind]}` });
  }
  return options;
}

const constraint = (id: string | null | undefined): MediaTrackConstraints | boolean => (id ? { deviceId: { exact: id } } : true);

export async function openTrack(kind: DeviceKind, deviceId: string | null | undefined): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia(
    kind === 'camera' ? { video: constraint(deviceId), audio: false } : { audio: constraint(deviceId), video: false },
  );
  const track = kind === 'camera' ? stream.getVideoTracks()[0] : stream.getAudioTracks()[0];
  if (!track) throw Object.assign(new Error('No track'), { name: 'NotFoundError' });
  return track;
}

/** A muted, inline <video> filling `container`; the caller sets srcObject. */
export function createVideoElement(container: HTMLElement, { muted }: { muted: boolean }): HTMLVideoElement {
  const video = document.createElement('video');
  video.autoplay = true;
  video.playsInline = true;
  video.muted = muted;
  video.className = 'classroom-video';
  container.appendChild(video);
  return video;
}

export function playQuietly(video: HTMLVideoElement): void {
  const attempt = video.play?.();
  if (attempt && typeof attempt.catch === 'function') attempt.catch(() => undefined);
}
