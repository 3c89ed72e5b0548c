import type { Scheduler } from '../../ports/scheduler';

/**
 * A scheduler that runs nothing by itself: tests call `runAll()` to play one tick of every job, `runDue()` to run the
 * one-off tasks (`after`) waiting, whatever their delay.
 */
export class ManualScheduler implements Scheduler {
  private readonly jobs = new Map<number, { intervalMs: number; task: () => void | Promise<void> }>();
  private readonly once = new Map<number, { delayMs: number; task: () => void }>();
  private nextId = 1;

  after(delayMs: number, task: () => void): () => void {
    const id = this.nextId++;
    this.once.set(id, { delayMs, task });
    return () => this.once.delete(id);
  }

  /** The delays of the one-off tasks waiting. */
  get waiting(): number[] {
    return [...this.once.values()].map((job) => job.delayMs);
  }

  runDue(): void {
    const due = [...this.once.values()];
    this.once.clear();
    for (const job of due) job.task();
  }

  every(intervalMs: number, task: () => void | Promise<void>): () => void {
    const id = this.nextId++;
    this.jobs.set(id, { intervalMs, task });
    return () => this.jobs.delete(id);
  }

  get intervals(): number[] {
    return [...this.jobs.values()].map((job) => job.intervalMs);
  }

  async runAll(): Promise<void> {
    for (const job of [...this.jobs.values()]) await job.task();
  }
}
