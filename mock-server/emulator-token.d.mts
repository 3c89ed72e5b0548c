// Types for emulator-token.mjs (used by the TypeScript contract tests).
export declare const PROJECT_ID: string;
export declare const ISSUER: string;
export declare const DEMO_UIDS: { tutor: string; student: string };
export declare function mintEmulatorToken(
  uid: string,
  options?: { email?: string; phone?: string; expiresInSeconds?: number; nowSeconds?: number },
): string;
export declare function verifyEmulatorToken(token: unknown, nowSeconds?: number): { uid: string; email: string | null; phone: string | null; authTime: number | null } | { error: string };
