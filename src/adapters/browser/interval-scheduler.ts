import { inject, injectable } from 'inversify';
import { LOGGER, type Logger } from '../../ports/logger';
import type { Scheduler } from '../../ports/scheduler';

/** setInterval, with a task's failure logged instead of breaking the schedule; a run never overlaps the previous one. */
@injectable()
export class IntervalScheduler implements Scheduler {
  constructor(@inject(LOGGER) private readonly logger: Logger) {}

  every(intervalMs: number, task: () => void | Promise<void>): () => void {
    let running = false;
    const handle = setInterval(() => {
      if (running) return;
      running = true;
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => this.logger.error('Scheduled task failed', error))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    return () => clearInterval(handle);
  }

  after(delayMs: number, task: () => void): () => void {
    const handle = setTimeout(() => {
      try {
        task();
      } catch (error) {
        this.logger.error('Scheduled task failed', error);
      }
    }, delayMs);
    return () => clearTimeout(handle);
  }
}
