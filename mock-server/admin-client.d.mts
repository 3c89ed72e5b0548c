// Types for admin-client.mjs (tests and tools in TypeScript).
export declare const ADMIN_SECRET_HEADER: string;
export declare const ADMIN_SECRET_FILE: string;
export declare function adminSecret(): string;
export declare function adminFetch(
  path: string,
  init?: Omit<RequestInit, 'body'> & { body?: unknown },
  target?: { baseUrl?: string; secret?: string },
): Promise<Response>;
