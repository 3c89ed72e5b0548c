import { token } from './token';

/** Where the spec's "only logged" failures go (spec §8). */
export interface Logger {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export const LOGGER = token<Logger>('Logger');
