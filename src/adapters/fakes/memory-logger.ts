import type { Logger } from '../../ports/logger';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  detail?: unknown;
}

export class MemoryLogger implements Logger {
  readonly entries: LogEntry[] = [];

  info(message: string, detail?: unknown): void {
    this.entries.push({ level: 'info', message, detail });
  }

  warn(message: string, detail?: unknown): void {
    this.entries.push({ level: 'warn', message, detail });
  }

  error(message: string, detail?: unknown): void {
    this.entries.push({ level: 'error', message, detail });
  }
}
