// Types of events.mjs (the tests import it).
export declare const KEEP_MS: number;
export declare const KEEP_PER_USER: number;
export declare const HEARTBEAT_MS: number;
export declare const RETRY_MS: number;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
export declare function publishEvent(ctx: { state: Json; now: Date; events?: { wake(uids: string[]): void } }, to: string[], event: { Type: string } & Record<string, unknown>, options?: { quiet?: string[] }): Json[];
export declare function notificationView(record: Json): Json;
export declare function eventsAfter(state: Json, uid: string, after: number): { reset: boolean; events: Json[] };
export declare function latestEventId(state: Json): number;
