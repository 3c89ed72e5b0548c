import type { Logger } from '../../ports/logger';
import type { MediaKind, NetworkQuality } from '../../ports/video-call';
import { createVideoElement, playQuietly } from '../browser/local-media';

export type SignalData = { sdp?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };

interface Peer {
  uid: number;
  pc: RTCPeerConnection;
  senders: Partial<Record<MediaKind, RTCRtpSender>>;
  stream: MediaStream;
  /** The chat: a data channel negotiated out of band (id 0 on both sides), so neither side waits for the other's. */
  chat: RTCDataChannel;
  pendingCandidates: RTCIceCandidateInit[];
  failTimer: ReturnType<typeof setTimeout> | null;
}

/** What the peer connections need from the rest of the call. */
export interface PeerLinks {
  /** Sends a signal (SDP or ICE candidate) to one peer through the signalling server. */
  signal(to: number, data: SignalData): void;
  /** The local track to send as `kind` now. */
  outgoing(kind: MediaKind): MediaStreamTrack | null;
  /** Whether this side rebuilds a failed connection to `uid` now (the smaller uid does, while signalling is up). */
  mayReoffer(uid: number): boolean;
  /** The chat channel to `uid` opened (a new or rebuilt connection): the moment to send it the chat's history. */
  chatOpened(uid: number): void;
  /** A chat packet from `uid`. */
  chatReceived(uid: number, data: string): void;
}

/** The largest chat packet sent on a data channel (every browser takes 64 KiB). */
export const CHAT_PACKET_MAX_BYTES = 64 * 1024;

const PEER_FAIL_GRACE_MS = 4_000;

/**
 * The full mesh of RTCPeerConnections (no STUN/TURN: every participant is on this machine) and the remote videos. The
 * newcomer offers to everyone already there; whoever receives an offer replaces any connection it had with that peer.
 */
export class WebRtcPeers {
  private readonly peers = new Map<number, Peer>();
  private readonly remoteViews = new Map<number, Set<HTMLVideoElement>>();

  constructor(
    private readonly links: PeerLinks,
    private readonly logger: Logger,
  ) {}

  private createPeer(uid: number): Peer {
    this.close(uid);
    const pc = new RTCPeerConnection({ iceServers: [] });
    const chat = pc.createDataChannel('chat', { negotiated: true, id: 0, ordered: true });
    const peer: Peer = { uid, pc, senders: {}, stream: new MediaStream(), chat, pendingCandidates: [], failTimer: null };
    this.peers.set(uid, peer);
    chat.onopen = () => this.links.chatOpened(uid);
    chat.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.links.chatReceived(uid, event.data);
    };
    pc.onicecandidate = (event) => {
      if (event.candidate) this.links.signal(uid, { candidate: event.candidate.toJSON() });
    };
    pc.ontrack = (event) => {
      for (const old of peer.stream.getTracks()) if (old.kind === event.track.kind && old !== event.track) peer.stream.removeTrack(old);
      if (!peer.stream.getTracks().includes(event.track)) peer.stream.addTrack(event.track);
      this.attachRemote(uid, peer.stream);
    };
    pc.onconnectionstatechange = () => this.onConnectionState(peer);
    this.attachRemote(uid, peer.stream);
    return peer;
  }

  private setSenders(peer: Peer): void {
    for (const transceiver of peer.pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind as MediaKind;
      if (peer.senders[kind]) continue;
      transceiver.direction = 'sendrecv';
      peer.senders[kind] = transceiver.sender;
      void transceiver.sender.replaceTrack(this.links.outgoing(kind)).catch(() => undefined);
    }
  }

  /** Every connection sends `track` as `kind` (video: whatever the local media sends now). */
  replaceOutgoing(kind: MediaKind, track: MediaStreamTrack | null): void {
    for (const peer of this.peers.values()) {
      peer.senders[kind]?.replaceTrack(kind === 'video' ? this.links.outgoing('video') : track).catch((error: unknown) => this.logger.warn('replaceTrack failed', error));
    }
  }

  /** Sends chat packets to one peer, or to every peer whose chat channel is open. */
  sendChat(packets: readonly string[], to?: number): void {
    for (const peer of to === undefined ? this.peers.values() : [this.peers.get(to)]) {
      if (peer?.chat.readyState !== 'open') continue;
      for (const packet of packets) peer.chat.send(packet);
    }
  }

  async offerTo(uid: number): Promise<void> {
    const peer = this.createPeer(uid);
    peer.pc.addTransceiver('audio', { direction: 'sendrecv' });
    peer.pc.addTransceiver('video', { direction: 'sendrecv' });
    this.setSenders(peer);
    try {
      await peer.pc.setLocalDescription(await peer.pc.createOffer());
      this.links.signal(uid, { sdp: peer.pc.localDescription?.toJSON() });
    } catch (error) {
      this.logger.warn(`offer to ${uid} failed`, error);
    }
  }

  async onSignal(from: number, data: SignalData): Promise<void> {
    try {
      if (data.sdp?.type === 'offer') {
        const peer = this.createPeer(from);
        await peer.pc.setRemoteDescription(data.sdp);
        this.setSenders(peer);
        await this.flushCandidates(peer);
        await peer.pc.setLocalDescription(await peer.pc.createAnswer());
        this.links.signal(from, { sdp: peer.pc.localDescription?.toJSON() });
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
  private onConnectionState(peer: Peer): void {
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
        if (this.peers.get(peer.uid) !== peer || peer.pc.connectionState === 'connected') return;
        if (this.links.mayReoffer(peer.uid)) void this.offerTo(peer.uid);
      },
      state === 'failed' ? 0 : PEER_FAIL_GRACE_MS,
    );
  }

  close(uid: number): void {
    const peer = this.peers.get(uid);
    if (!peer) return;
    if (peer.failTimer) clearTimeout(peer.failTimer);
    peer.pc.onicecandidate = null;
    peer.pc.ontrack = null;
    peer.pc.onconnectionstatechange = null;
    peer.chat.onopen = null;
    peer.chat.onmessage = null;
    peer.pc.close();
    this.peers.delete(uid);
  }

  closeAll(): void {
    for (const uid of [...this.peers.keys()]) this.close(uid);
  }

  /** A participant's video in `container`; returns the detach function. */
  renderRemote(uid: number, container: HTMLElement): () => void {
    const video = createVideoElement(container, { muted: false });
    const views = this.remoteViews.get(uid) ?? new Set();
    this.remoteViews.set(uid, views);
    views.add(video);
    const peer = this.peers.get(uid);
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

  private attachRemote(uid: number, stream: MediaStream): void {
    for (const video of this.remoteViews.get(uid) ?? []) {
      video.srcObject = stream;
      playQuietly(video);
    }
  }

  /** The worst round-trip time over the connections, as a quality. */
  async measureQuality(): Promise<NetworkQuality> {
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
    return worst;
  }
}
