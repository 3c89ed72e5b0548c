// Types of ensure-client.mjs.
import type { Plugin } from 'vite';
/** Generates src/contract/generated/ from openapi/ unless it is current; resolves with whether it did. */
export declare function ensureClient(options?: { force?: boolean }): Promise<boolean>;
/** Keeps the generated client current before a build, a dev server or a test run, and while a dev server runs. */
export declare function contractClientPlugin(): Plugin;
