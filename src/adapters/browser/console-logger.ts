import type { Logger } from '../../ports/logger';

export class ConsoleLogger implements Logger {
  info(message: string, detail?: unknown): void {
    console.info(message, ...(detail === undefined ? [] : [detail]));
  }

  warn(message: string, detail?: unknown): void {
    console.warn(message, ...(detail === undefined ? [] : [detail]));
  }

  error(message: string, detail?: unknown): void {
    console.error(message, ...(detail === undefined ? [] : [detail]));
  }
}
