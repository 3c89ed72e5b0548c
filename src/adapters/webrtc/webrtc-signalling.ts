import { RECONNECT_GIVE_UP_MS, reconnectDelay } from '../../domain/classroom';
import type { Clock } from '../../ports/clock';
import type { Logger } from '../../ports/logger';
import type { JoinOptions, JoinResult } from '../../ports/video-call';
import type { PeerState } from './webrtc-media';
import type { SignalData } from './webrtc-peers';

/** The same-origin signalling path (Vite proxies it to the mock server, WebSocket included). */
export const SIGNAL_PATH = '/__classroom/signal';

export interface PeerAnnouncement {
  uid: number;
  role: 1 | 2;
  displayName: string;
  state: PeerState;
}

export type ServerMessage =
  | { type: 'welcome'; uid: number; peers: PeerAnnouncement[] }
  | { type: 'peer-joined'; peer: PeerAnnouncement }
  | { type: 'peer-left'; uid: number }
  | { type: 'peer-state'; uid: number; state: PeerState }
  | { type: 'signal'; from: number; data: SignalData }
  | { type: 'class-ended'; endedAt: string }
  | { type: 'renewed'; expiresAt: number }
  | { type: 'pong' }
  | { type: 'error'; code: string; message: string };

/** The call session behind the signalling socket: what it joins with, and what it does with the server's answers. */
export interface SignallingSession {
  /** The join in progress (its token the latest); null when there is none. */
  options(): JoinOptions | null;
  /** Whether the call is over (left, ended, given up): no socket is opened or reopened then. */
  finished(): boolean;
  selfState(): PeerState;
  /** The server let us in: who is already there. */
  welcome(peers: PeerAnnouncement[]): void;
  /** A reconnect's token was refused: get a fresh one for the next attempt. */
  tokenRejected(): void;
  classEnded(endedAt: string | null): void;
  message(message: ServerMessage): void;
  /** The socket closed: what runs only while connected stops. */
  socketClosed(): void;
  /** The first join never reached the server. */
  firstJoinFailed(): void;
  reconnecting(): void;
  /** Reconnecting went on for too long. */
  gaveUp(): void;
}

const CLOSE_CLASS_ENDED = 4000;
const CLOSE_REPLACED = 4001;
const PING_EVERY_MS = 20_000;

/** The WebSocket to the mock server's classroom signalling: the join, the messages, keep-alive and reconnect with backoff. */
export class WebRtcSignalling {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private reconnectingSince: number | null = null;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private pingTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly session: SignallingSession,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Opens the socket for a new join; resolves with the first join's result. */
  open(): Promise<JoinResult> {
    this.attempt = 0;
    this.reconnectingSince = null;
    return new Promise<JoinResult>((resolve) => this.connect(resolve));
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Drops the socket without a word (the class ended). */
  drop(): void {
    this.socket?.close();
    this.socket = null;
    this.stopPing();
  }

  /** Says goodbye and closes; no reconnect is pending any more. */
  leave(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.stopPing();
    this.send({ type: 'leave' });
    this.socket?.close(1000, 'left');
    this.socket = null;
  }

  private signalUrl(): string {
    const { protocol, host } = window.location;
    return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${SIGNAL_PATH}`;
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private connect(onFirstResult?: (result: JoinResult) => void): void {
    const session = this.session;
    const options = session.options();
    if (!options || session.finished()) return;
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
      settle({ ok: false, code: 'network' });
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'join', token: options.token, uid: options.uid, displayName: options.displayName, state: session.selfState() }));
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
        this.stopPing();
        session.welcome(message.peers);
        this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_EVERY_MS);
        settle({ ok: true, value: undefined });
      } else if (message.type === 'error' && message.code === 'token-rejected' && !settled) {
        if (onFirstResult) settle({ ok: false, code: 'token-rejected', detail: message.message });
        else session.tokenRejected();
      } else if (message.type === 'class-ended') {
        settle({ ok: false, code: 'class-ended' });
        session.classEnded(message.endedAt);
      } else {
        session.message(message);
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      session.socketClosed();
      if (session.finished()) return;
      if (event.code === CLOSE_CLASS_ENDED) {
        session.classEnded(null);
        return;
      }
      if (!settled && onFirstResult && event.code !== CLOSE_REPLACED) {
        // The first join never reached the server: say so rather than spin.
        session.firstJoinFailed();
        settle({ ok: false, code: 'network' });
        return;
      }
      settle({ ok: false, code: 'network' });
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.session.finished()) return;
    const now = this.clock.now().getTime();
    this.reconnectingSince ??= now;
    if (now - this.reconnectingSince > RECONNECT_GIVE_UP_MS) {
      this.session.gaveUp();
      return;
    }
    this.session.reconnecting();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.connect();
    }, reconnectDelay(this.attempt));
    this.timers.add(timer);
    this.attempt += 1;
  }
}
