import type { Scheduler } from '../../ports/scheduler';

/** A scheduler that runs nothing by itself: tests call `runAll()` to play one tick of every job. */
export class ManualScheduler implements Scheduler {
  private readonly jobs = new Map<number, { intervalMs: number; task: () => void | Promise<void> }>();
  private nextId = 1;

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
