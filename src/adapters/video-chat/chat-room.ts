import { chatFlooding, chatMessageOf, chatTextProblem, chatTooFast, mergeChat, type ChatMessage } from '../../domain/classroom-chat';
import type { ChatSendResult, VideoCallEvent } from '../../ports/video-call';

/** Who this page is in the call. */
export interface ChatSelf {
  uid: number;
  name: string;
  host: boolean;
}

/**
 * What the call says about the participant a packet came from: their name and role as the signalling announced them,
 * null for someone not in the call, or 'as-sent' where the call knows only their uid (Agora: the uid is its own stamp).
 */
export type Announced = { name: string; host: boolean } | null | 'as-sent';

/** Whether the call announces names and roles (offline signalling) or only uids (Agora). */
export type RoleSource = 'announced' | 'as-sent';

type Packet =
  /** A message: `r` when it is history sent to someone (re)joining, not the sender's own live message. */
  | { t: 'chat'; r: boolean; m: unknown }
  /** One piece of a packet too big for the transport (Agora's data stream: 1 KB), `i` of `n`. */
  | { t: 'part'; k: string; i: number; n: number; d: string };

const MAX_PARTS = 16;
const MAX_PENDING = 64;

/**
 * The classroom chat shared by both video adapters (the transport is theirs: a WebRTC data channel to each peer
 * offline, Agora's data stream in production). It keeps this page's log, checks what arrives (nothing another page
 * sends is trusted: src/domain/classroom-chat.ts), and turns messages into packets of at most `maxBytes`.
 *
 * A live message is credited to the participant whose connection it came on (name and host flag as the call announced
 * them, not as the packet says); history is taken as the peer relays it, each id once.
 */
export class ChatRoom {
  private log: readonly ChatMessage[] = [];
  private self: ChatSelf | null = null;
  private readonly pending = new Map<string, string[]>();
  /** The uids the call announced as the host (offline): only their messages carry the Tutor mark, history included. */
  private readonly hosts = new Set<number>();
  /** When this page sent its recent messages, and when each participant's live messages came. */
  private sent: number[] = [];
  private readonly heard = new Map<number, number[]>();

  constructor(
    private readonly emit: (event: VideoCallEvent) => void,
    private readonly maxBytes: number,
    private readonly roles: RoleSource = 'announced',
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * A new call, or none (left, ended): an empty log. Every join starts one (a rejoin too): what was said comes back
   * from the others, so nothing of one class or session is carried into another.
   */
  reset(self: ChatSelf | null): void {
    this.self = self;
    this.log = [];
    this.pending.clear();
    this.hosts.clear();
    this.sent = [];
    this.heard.clear();
    if (self?.host) this.hosts.add(self.uid);
  }

  /** The call announced `uid` as the host. */
  noteHost(uid: number): void {
    this.hosts.add(uid);
  }

  get messages(): readonly ChatMessage[] {
    return this.log;
  }

  /** This page's message: checked, added to the log, and the packets to send to everyone. */
  compose(text: string): { result: ChatSendResult; packets: string[] } {
    const self = this.self;
    if (!self) return { result: { ok: false, code: 'not-connected' }, packets: [] };
    const problem = chatTextProblem(text);
    if (problem) return { result: { ok: false, code: 'invalid', problem }, packets: [] };
    const nowMs = this.now();
    const tooFast = chatTooFast(this.sent, nowMs);
    if (tooFast) return { result: { ok: false, code: 'too-fast', problem: tooFast }, packets: [] };
    this.sent = [...this.sent.filter((at) => nowMs - at < 60_000), nowMs];
    const message: ChatMessage = { id: `${self.uid}-${randomPart()}`, uid: self.uid, name: self.name, host: self.host, at: nowMs, text: text.trim() };
    this.add([message]);
    return { result: { ok: true, value: message }, packets: this.packets(message, false) };
  }

  /** The packets that send the log to someone who (re)joined. */
  history(): string[] {
    return this.log.flatMap((message) => this.packets(message, true));
  }

  /** A packet from participant `from`. */
  receive(from: number, raw: string, announced: Announced): void {
    // Nothing bigger than this transport's packets is legitimate (and pieces must not pile up in memory).
    if (raw.length <= this.maxBytes) this.handle(from, raw, announced);
  }

  private handle(from: number, raw: string, announced: Announced): void {
    let packet: Packet;
    try {
      packet = JSON.parse(raw) as Packet;
    } catch {
      return;
    }
    if (packet?.t === 'part') {
      this.receivePart(from, packet, announced);
      return;
    }
    if (packet?.t !== 'chat') return;
    const message = chatMessageOf(packet.m);
    if (!message || (message.uid === this.self?.uid && !packet.r)) return;
    if (packet.r === true) {
      // History is taken as the peer relays it, but the Tutor mark only for a uid the call announced as the host.
      this.add([this.roles === 'announced' ? { ...message, host: message.host && this.hosts.has(message.uid) } : message]);
      return;
    }
    // Live: it is from the participant it came from, by the name the call knows them by, at a pace a person writes.
    if (message.uid !== from || !announced) return;
    const nowMs = this.now();
    const heard = (this.heard.get(from) ?? []).filter((at) => nowMs - at < 60_000);
    if (chatFlooding(heard, nowMs)) return;
    this.heard.set(from, [...heard, nowMs]);
    this.add([announced === 'as-sent' ? message : { ...message, name: announced.name, host: announced.host }]);
  }

  private receivePart(from: number, part: Extract<Packet, { t: 'part' }>, announced: Announced): void {
    const { k, i, n, d } = part;
    if (typeof k !== 'string' || typeof d !== 'string' || !Number.isInteger(n) || n < 1 || n > MAX_PARTS || !Number.isInteger(i) || i < 0 || i >= n) return;
    const key = `${from}/${k}`;
    const parts = this.pending.get(key) ?? new Array<string>(n).fill('');
    if (parts.length !== n) return;
    if (!this.pending.has(key)) {
      if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value as string);
      this.pending.set(key, parts);
    }
    parts[i] = d;
    if (parts.some((p) => p === '')) return;
    this.pending.delete(key);
    // A whole message put back together (at most MAX_PARTS pieces): it may be bigger than one packet.
    this.handle(from, parts.join(''), announced);
  }

  private add(messages: ChatMessage[]): void {
    const before = this.log;
    this.log = mergeChat(before, messages);
    if (this.log === before) return;
    const known = new Set(before.map((m) => m.id));
    const added = this.log.filter((m) => !known.has(m.id));
    if (added.length > 0) this.emit({ type: 'chat', messages: added });
  }

  /** One packet, or pieces of it when it is bigger than the transport takes. */
  private packets(message: ChatMessage, replay: boolean): string[] {
    const whole = JSON.stringify({ t: 'chat', r: replay, m: message } satisfies Packet);
    if (byteLength(whole) <= this.maxBytes) return [whole];
    const key = randomPart();
    const room = this.maxBytes - 96;
    const pieces: string[] = [];
    let piece = '';
    for (const ch of whole) {
      if (byteLength(JSON.stringify(piece + ch)) > room) {
        pieces.push(piece);
        piece = '';
      }
      piece += ch;
    }
    if (piece) pieces.push(piece);
    return pieces.map((d, i) => JSON.stringify({ t: 'part', k: key, i, n: pieces.length, d } satisfies Packet));
  }
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}
