// Types for the part of auth.mjs the TypeScript tests use.
import type { Request } from 'express';
import type { AccountLookup } from './accounts.mjs';

export type TokenVerdict = { uid: string; email: string | null; phone: string | null; error?: undefined } | { status: number; error: string };
export declare function tokenCheck(deps: { now: () => Date; accounts: AccountLookup }): (req: Request, header: string) => Promise<TokenVerdict>;
