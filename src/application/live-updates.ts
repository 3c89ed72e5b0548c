import { inject, injectable } from 'inversify';
import type { PushEvent } from '../contract/records';
import { reconnectDelay } from '../domain/push';
import { EVENT_STREAM_API, type EventStreamApi } from '../ports/event-stream-api';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source';
import { SCHEDULER, type Scheduler } from '../ports/scheduler';

/** Whether pushed events are arriving: 'live' once the stream is up; screens poll while it is anything else. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'down';

/** What listeners get: one of the user's events, or `reset` (some could not be had: reload what is shown). */
export type LiveEvent = PushEvent | { Type: 'reset' };

/**
 * The signed-in user's push channel (issue 41), one for the app: open while anything listens, closed after the last
 * listener leaves. After a drop it reconnects (the domain's reconnectDelay: doubling from 1 s to 30 s with jitter,
 * back to the shortest after a stream that worked), resuming after the last event it had, so nothing is missed.
 */
@injectable()
export class LiveUpdates {
  private readonly listeners = new Set<(event: LiveEvent) => void>();
  private readonly watchers = new Set<() => void>();
  private current: LiveStatus = 'off';
  /** The id of the last event had (null before the first stream: it starts at the present). */
  private position: number | null = null;
  private running: AbortController | null = null;

  constructor(
    @inject(EVENT_STREAM_API) private readonly api: EventStreamApi,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
  ) {}

  /** Calls `listener` with each event while subscribed; the returned function unsubscribes. */
  listen(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    if (!this.running) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  status(): LiveStatus {
    return this.current;
  }

  /** `onChange` after each change of status (for useSyncExternalStore). */
  watchStatus(onChange: () => void): () => void {
    this.watchers.add(onChange);
    return () => this.watchers.delete(onChange);
  }

  private start(): void {
    const running = new AbortController();
    this.running = running;
    void this.run(running.signal);
  }

  /**
   * Nobody listens any more (signed out: the navigation that holds the stream is gone): the next stream, maybe another
   * user's, starts at the present, and the pages that listen then read what they show afresh.
   */
  private stop(): void {
    this.running?.abort();
    this.running = null;
    this.position = null;
    this.setStatus('off');
  }

  private async run(signal: AbortSignal): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      this.setStatus('connecting');
      let worked = false;
      const up = (eventId: number) => {
        worked = true;
        this.position = eventId;
        this.setStatus('live');
      };
      await this.api.connect(
        this.position,
        {
          event: (event) => {
            up(event.EventID);
            this.emit(event);
          },
          position: up,
          reset: (eventId) => {
            up(eventId);
            this.emit({ Type: 'reset' });
          },
        },
        signal,
      );
      if (signal.aborted) return;
      failures = worked ? 0 : failures + 1;
      this.setStatus('down');
      await this.wait(reconnectDelay(failures, this.random.bytes(1)[0]! / 256), signal);
    }
  }

  private wait(delayMs: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const cancel = this.scheduler.after(delayMs, () => {
        signal.removeEventListener('abort', stop);
        resolve();
      });
      const stop = () => {
        cancel();
        resolve();
      };
      signal.addEventListener('abort', stop, { once: true });
    });
  }

  private emit(event: LiveEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.current) return;
    this.current = status;
    for (const watcher of [...this.watchers]) watcher();
  }
}
