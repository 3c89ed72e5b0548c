// Types of index.mjs for the TypeScript tests that load it.
import type { Express } from 'express';
import type { Server } from 'node:http';
import type { WebSocketServer } from 'ws';

export const SIGNAL_PATH: string;
export const OFFLINE_APP_ID: string;
export const CLASSROOM_ROLE: { HOST: 1; PARTICIPANT: 2 };

export interface ClassroomExtensionContext {
  app: Express;
  httpServer: Server;
  /** The mock backend's store (lowdb: getState(), write()): the classes, sessions and payments the rules read. */
  db: unknown;
  now?: () => Date;
  persist?: () => void;
  onReset?: (listener: () => void) => void;
  /** Settles tutor no-shows (the mock's rule) before someone enters a room. */
  settle?: () => void;
  tokenTtlSeconds?: number;
  /** The mock's token rule (lib/auth.mjs tokenCheck): the caller a Firebase ID token names, or why it is refused. */
  checkToken: (req: import('express').Request, header: string) => Promise<{ uid: string; error?: undefined } | { status: number; error: string }>;
}

export interface ClassroomExtension {
  wss: WebSocketServer;
  issueToken(channel: string, uid: number, role: number, key?: string): { Token: string; AppId: string; Region: 'ap'; ExpiresAt: number };
  verifyToken(token: string): { ok: true; claims: { c: string; k: string; u: number; r: number; e: number } } | { ok: false; reason: string };
  close(): void;
}

export default function classroomExtension(ctx: ClassroomExtensionContext): ClassroomExtension;
