// Types of mailer.mjs (the tests import it).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
export declare const MAX_ATTEMPTS: number;
export declare const MAIL_FROM: { name: string; address: string };
export declare function backoffMs(attempts: number): number;
export declare function queueMail(state: Json, now: Date, mail: Json): Json | null;
export declare function messageIdOf(record: Json, storeId: string): string;
