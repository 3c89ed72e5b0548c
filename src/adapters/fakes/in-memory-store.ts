import type { KeyValueStore } from '../../ports/key-value-store';

export class InMemoryStore implements KeyValueStore {
  readonly entries = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.entries.set(key, value);
  }

  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }
}
