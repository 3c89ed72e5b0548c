import type { FakeBackendDb } from './fake-backend-db';

/** A unique 16-letter/digit class code, deterministic per db (tests can predict nothing but its shape). */
export function fakeClassCode(db: FakeBackendDb, prefix = 'FK'): string {
  return `${prefix}${String(db.newId()).padStart(14, '0')}`;
}
