// Types for accounts.mjs (used by the TypeScript tests).
import type { Request } from 'express';

export interface Account {
  uid: string;
  disabled: boolean;
  validSince: number | null;
}
/** null: no such account. */
export type AccountLookup = (uid: string) => Promise<Account | null>;
export declare const ACCOUNT_CACHE_MS: number;
export declare class AccountLookupFailed extends Error {}
export declare function emulatorAccounts(
  authUrl: string,
  options?: { cacheMs?: number; clock?: () => number; fetchImpl?: typeof fetch },
): AccountLookup;
export declare const everyUidAnAccount: AccountLookup;
export declare function fromLoopback(req: Pick<Request, 'socket'>): boolean;
