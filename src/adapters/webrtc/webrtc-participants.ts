import type { RemoteParticipant, VideoCallEvent } from '../../ports/video-call';
import type { PeerState } from './webrtc-media';
import type { PeerAnnouncement } from './webrtc-signalling';

interface PeerInfo extends PeerState {
  uid: number;
  role: 1 | 2 | null;
  displayName: string;
}

/** The others in the call as the signalling server announces them, told to the port's listeners as events. */
export class WebRtcParticipants {
  private readonly known = new Map<number, PeerInfo>();

  constructor(private readonly emit: (event: VideoCallEvent) => void) {}

  uids(): number[] {
    return [...this.known.keys()];
  }

  /** How the signalling announced `uid` (for the chat), or null for someone not in the call. */
  announced(uid: number): { name: string; host: boolean } | null {
    const info = this.known.get(uid);
    return info ? { name: info.displayName, host: info.role === 1 } : null;
  }

  upsert(peer: PeerAnnouncement): void {
    const known = this.known.get(peer.uid);
    const info: PeerInfo = { uid: peer.uid, role: peer.role, displayName: peer.displayName, ...peer.state };
    this.known.set(peer.uid, info);
    if (!known) {
      this.emit({ type: 'participant-joined', participant: toRemote(info) });
      return;
    }
    this.emitStateChanges(known, info);
  }

  /** A participant's mute, camera or screen changed. */
  updateState(uid: number, state: PeerState): void {
    const known = this.known.get(uid);
    if (!known) return;
    const info = { ...known, ...state };
    this.known.set(uid, info);
    this.emitStateChanges(known, info);
  }

  remove(uid: number): void {
    if (this.known.delete(uid)) this.emit({ type: 'participant-left', uid });
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
