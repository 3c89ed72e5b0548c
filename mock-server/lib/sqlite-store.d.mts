// Types for the part of sqlite-store.mjs the TypeScript tests use.
export declare function storeWriteFailed(error: unknown): Error & { status: number; code: 'STORE_WRITE_FAILED'; errors: { Field: string; Message: string }[] };
