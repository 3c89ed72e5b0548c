import { token } from './token';

/** A string key-value store: local storage and session storage in the browser (spec §3). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const LOCAL_STORE = token<KeyValueStore>('KeyValueStore.local');
export const SESSION_STORE = token<KeyValueStore>('KeyValueStore.session');
