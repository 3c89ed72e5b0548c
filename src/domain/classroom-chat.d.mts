// Types of classroom-chat.mjs (the rule itself is there, in plain JavaScript, so the mock backend imports it too).
export interface ChatMessage {
  /** Unique in the class: the sender's uid and a random part. */
  id: string;
  /** The sender's video uid. */
  uid: number;
  name: string;
  /** Sent by the class's host (the tutor). */
  host: boolean;
  /** When the sender sent it, Unix epoch milliseconds by the sender's clock. */
  at: number;
  text: string;
}
export declare const CHAT_MAX: number;
export declare const CHAT_LOG_MAX: number;
export declare const CHAT_NAME_MAX: number;
export declare const CHAT_RATE_LIMIT: number;
export declare const CHAT_RATE_WINDOW_MS: number;
export declare function chatTextProblem(text: string | undefined | null): string | null;
export declare function chatMessageOf(value: unknown): ChatMessage | null;
export declare function mergeChat(log: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[];
export declare function chatTooFast(sentAtMs: readonly number[], nowMs: number): string | null;
export declare function chatFlooding(sentAtMs: readonly number[], nowMs: number): boolean;
