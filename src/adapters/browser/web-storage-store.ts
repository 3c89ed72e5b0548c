import type { KeyValueStore } from '../../ports/key-value-store';

/** localStorage or sessionStorage; storage that throws (private mode, quota) degrades to a logged no-op read. */
export class WebStorageStore implements KeyValueStore {
  constructor(private readonly storage: () => Storage) {}

  get(key: string): string | null {
    try {
      return this.storage().getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    this.storage().setItem(key, value);
  }

  remove(key: string): void {
    this.storage().removeItem(key);
  }
}
