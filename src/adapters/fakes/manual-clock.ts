import type { Clock } from '../../ports/clock';

export class ManualClock implements Clock {
  private current: Date;

  constructor(start: Date | string = '2026-11-24T10:00:00Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
