import { token } from './token';

/** Runs a task repeatedly (token refresh every 10 minutes, the periodic task every 20). */
export interface Scheduler {
  /** Starts `task` every `intervalMs`; returns the function that stops it. */
  every(intervalMs: number, task: () => void | Promise<void>): () => void;
  /** Runs `task` once after `delayMs`; returns the function that cancels it. */
  after(delayMs: number, task: () => void): () => void;
}

export const SCHEDULER = token<Scheduler>('Scheduler');
