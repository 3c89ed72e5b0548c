// LiveUpdates: one stream while something listens, resumed after a drop from the last event it had, with the domain's
// backoff; 'live' only once the stream is up.
import { describe, expect, it, vi } from 'vitest';
import type { PushEvent } from '../../../src/contract/records';
import { LiveUpdates, type LiveEvent } from '../../../src/application/live-updates';
import { ManualScheduler } from '../../../src/adapters/fakes/manual-scheduler';
import { SeededRandomSource } from '../../../src/adapters/fakes/seeded-random-source';
import type { EventStreamApi, StreamEnd, StreamListener } from '../../../src/ports/event-stream-api';

/** A stream the test drives: each connect waits until the test ends it. */
class ScriptedStream implements EventStreamApi {
  readonly connects: (number | null)[] = [];
  private current: { listener: StreamListener; end: (how: StreamEnd) => void; signal: AbortSignal } | null = null;

  connect(after: number | null, listener: StreamListener, signal: AbortSignal): Promise<StreamEnd> {
    this.connects.push(after);
    return new Promise((resolve) => {
      this.current = { listener, end: resolve, signal };
      signal.addEventListener('abort', () => resolve('closed'), { once: true });
    });
  }

  catchUp(): Promise<{ events: PushEvent[]; reset: number | null }> {
    throw new Error('not used');
  }

  get listener(): StreamListener {
    return this.current!.listener;
  }

  get aborted(): boolean {
    return this.current?.signal.aborted ?? false;
  }

  end(how: StreamEnd): void {
    this.current!.end(how);
  }
}

const message = (EventID: number): PushEvent => ({ EventID, Type: 'message.sent', At: '2027-01-04T09:00:00Z' });

function setup() {
  const api = new ScriptedStream();
  const scheduler = new ManualScheduler();
  const live = new LiveUpdates(api, scheduler, new SeededRandomSource());
  const got: LiveEvent[] = [];
  return { api, scheduler, live, got };
}

describe('LiveUpdates', () => {
  it('opens one stream for its listeners, is live once it is up, and hands each event to every listener', async () => {
    const { api, live, got } = setup();
    const other: LiveEvent[] = [];
    const stopFirst = live.listen((event) => got.push(event));
    const stopSecond = live.listen((event) => other.push(event));
    expect(api.connects).toEqual([null]);
    expect(live.status()).toBe('connecting');
    api.listener.position(41);
    expect(live.status()).toBe('live');
    api.listener.event(message(42));
    expect(got).toEqual([message(42)]);
    expect(other).toEqual([message(42)]);
    stopFirst();
    expect(api.aborted).toBe(false);
    stopSecond();
    expect(api.aborted).toBe(true);
    expect(live.status()).toBe('off');
  });

  it('after a drop, waits and resumes after the last event it had; the waits grow while connecting fails', async () => {
    const { api, scheduler, live, got } = setup();
    live.listen((event) => got.push(event));
    api.listener.position(10);
    api.listener.event(message(11));
    api.end('failed');
    await vi.waitFor(() => expect(scheduler.waiting).toHaveLength(1));
    expect(live.status()).toBe('down');
    // A stream that worked: back to the shortest wait (0.5–1 s).
    expect(scheduler.waiting).toHaveLength(1);
    expect(scheduler.waiting[0]).toBeGreaterThanOrEqual(500);
    expect(scheduler.waiting[0]).toBeLessThanOrEqual(1000);
    scheduler.runDue();
    await vi.waitFor(() => expect(api.connects).toEqual([null, 11]));
    // Two failures in a row before anything comes: 1–2 s, then 2–4 s.
    api.end('failed');
    await vi.waitFor(() => expect(scheduler.waiting).toHaveLength(1));
    expect(scheduler.waiting[0]).toBeGreaterThanOrEqual(1000);
    expect(scheduler.waiting[0]).toBeLessThanOrEqual(2000);
    scheduler.runDue();
    await vi.waitFor(() => expect(api.connects).toHaveLength(3));
    api.end('refused');
    await vi.waitFor(() => expect(scheduler.waiting).toHaveLength(1));
    expect(scheduler.waiting[0]).toBeGreaterThanOrEqual(2000);
    expect(scheduler.waiting[0]).toBeLessThanOrEqual(4000);
    scheduler.runDue();
    await vi.waitFor(() => expect(api.connects).toEqual([null, 11, 11, 11]));
    api.listener.reset(50);
    expect(got.at(-1)).toEqual({ Type: 'reset' });
    expect(live.status()).toBe('live');
  });

  it('stops waiting when the last listener leaves; the next stream (maybe another user signed in) starts at the present', async () => {
    const { api, scheduler, live } = setup();
    const stop = live.listen(() => undefined);
    api.listener.position(5);
    api.end('closed');
    await vi.waitFor(() => expect(scheduler.waiting).toHaveLength(1));
    stop();
    expect(scheduler.waiting).toHaveLength(0);
    live.listen(() => undefined);
    expect(api.connects).toEqual([null, null]);
  });
});
