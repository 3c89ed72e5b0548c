// Types for store-file.mjs (used by tests/mock/lockdown.test.ts).
import type * as nodeFs from 'node:fs';

export declare const tempFileOf: (file: string) => string;
export declare function writeFileAtomic(file: string, text: string, fs?: typeof nodeFs): void;
export declare function storeWriteFailed(error: unknown): Error & { status: number; code: 'STORE_WRITE_FAILED'; errors: { Field: string; Message: string }[] };
