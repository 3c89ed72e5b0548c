// The mock's store on an embedded database: node:sqlite (built into Node 24, nothing to compile), one file in
// .mock-data/, WAL and synchronous=FULL, so a write the mock has answered survives a killed process and a power cut.
//
// The handlers work on plain arrays of records in memory, as they did on json-server's lowdb store: every read is a
// lookup in memory, and no handler had to change. What changed is the write: instead of rewriting the whole store, the
// state the handlers get is watched (Proxies over the collections and their records), and persist() writes, in one
// transaction, only the records that changed since the last one: a write costs what it touches, at the demo seed as at
// the scale seed. Table `records (collection, id, seq, doc)`: one row a record, keyed by its collection and its `id`
// (every record has one), `seq` keeping the order of the array; `meta` for the store's own object.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { HttpError } from './http.mjs';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS records (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    doc TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS records_order ON records (collection, seq);
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
`;

/** A record's key in its collection: its `id`, as JSON so 7 and "7" stay apart. */
function keyOf(collection, record) {
  if (record === null || typeof record !== 'object' || record.id === undefined || record.id === null) {
    throw new Error(`A record of ${collection} has no id: every record needs one to be stored.`);
  }
  return JSON.stringify(record.id);
}

/**
 * Watches a state object: which collections were replaced or reordered, which records were added or changed.
 * `view` is what handlers get; writes through it land in `raw` and are noted in `changes`.
 */
function watch(raw) {
  const changes = { records: new Map(), restructured: new Set(), meta: false };
  const proxies = new WeakMap();
  const raws = new WeakMap();
  const unwrap = (value) => (value !== null && typeof value === 'object' && raws.has(value) ? raws.get(value) : value);
  const touch = (collection, record) => {
    let set = changes.records.get(collection);
    if (!set) changes.records.set(collection, (set = new Set()));
    set.add(record);
  };

  /**
   * A record, or a value inside one (an array or object field), watched: any change to it is a change of `owner`, the
   * record (a record is its own owner; the store's meta has none).
   */
  const watchValue = (collection, owner, value) => {
    if (value === null || typeof value !== 'object') return value;
    let proxy = proxies.get(value);
    if (proxy) return proxy;
    proxy = new Proxy(value, {
      get: (target, prop, receiver) => watchValue(collection, owner, Reflect.get(target, prop, receiver)),
      set: (target, prop, next) => {
        target[prop] = unwrap(next);
        touch(collection, owner);
        return true;
      },
      deleteProperty: (target, prop) => {
        delete target[prop];
        touch(collection, owner);
        return true;
      },
    });
    proxies.set(value, proxy);
    raws.set(proxy, value);
    return proxy;
  };

  const collectionView = (collection, array) => {
    let proxy = proxies.get(array);
    if (proxy) return proxy;
    proxy = new Proxy(array, {
      get: (target, prop, receiver) => {
        const value = Reflect.get(target, prop, receiver);
        return value !== null && typeof value === 'object' ? watchValue(collection, value, value) : value;
      },
      set: (target, prop, next) => {
        const value = unwrap(next);
        if (typeof prop === 'string' && /^\d+$/.test(prop)) {
          const index = Number(prop);
          // An append (push) is an insert; a record put in the place of the one with its id is that record's update;
          // anything else written over an existing place reorders the collection.
          const old = index < target.length ? target[index] : undefined;
          if (old !== undefined && old !== value && !(old?.id !== undefined && old.id === value?.id)) changes.restructured.add(collection);
          target[index] = value;
          if (value !== null && typeof value === 'object') touch(collection, value);
          return true;
        }
        if (prop === 'length' && value < target.length) changes.restructured.add(collection);
        target[prop] = value;
        return true;
      },
      deleteProperty: (target, prop) => {
        delete target[prop];
        changes.restructured.add(collection);
        return true;
      },
    });
    proxies.set(array, proxy);
    raws.set(proxy, array);
    return proxy;
  };

  const view = new Proxy(raw, {
    get: (target, prop, receiver) => {
      const value = Reflect.get(target, prop, receiver);
      if (Array.isArray(value)) return collectionView(prop, value);
      if (prop === 'meta' && value && typeof value === 'object') return watchValue('meta', null, value);
      return value;
    },
    set: (target, prop, next) => {
      const value = unwrap(next);
      if (Array.isArray(value)) {
        target[prop] = value.map(unwrap);
        changes.restructured.add(prop);
      } else {
        target[prop] = value;
        if (prop === 'meta') changes.meta = true;
      }
      return true;
    },
    deleteProperty: (target, prop) => {
      delete target[prop];
      changes.restructured.add(prop);
      return true;
    },
  });
  // A change of meta (through `watchValue('meta', null, …)`) is noted under the 'meta' collection with a null owner.
  return { view, changes, unwrap };
}

/**
 * Opens (or creates) the store in `file`. `seed()` gives the data of a new store (missing file or `reset`); a JSON
 * store of an older version (`legacyJson`, the former db.json) is imported once when the database does not exist yet.
 * @param {string} file
 * @param {{ seed: () => object, reset: boolean, legacyJson?: string, busyTimeoutMs?: number, say: (line: string) => void, warn: (line: string) => void }} options
 */
export function openStore(file, { seed, reset, legacyJson, busyTimeoutMs = 5000, say, warn }) {
  const PRAGMAS = `PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = ${Number(busyTimeoutMs)};`;
  let db;
  try {
    db = new DatabaseSync(file);
    db.exec(PRAGMAS);
    db.exec(SCHEMA);
  } catch (error) {
    db?.close();
    // Not a database (or a damaged one): moved aside, as the JSON store's corrupt files were, and the seed loaded.
    const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(file, aside);
    for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    warn(`[mock] ${file} is not a store this mock can open (${error.message}); moved it to ${aside} and loaded the seed.`);
    db = new DatabaseSync(file);
    db.exec(PRAGMAS);
    db.exec(SCHEMA);
  }

  const statements = {
    upsert: db.prepare('INSERT INTO records (collection, id, seq, doc) VALUES (?, ?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc'),
    place: db.prepare('INSERT INTO records (collection, id, seq, doc) VALUES (?, ?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc, seq = excluded.seq'),
    remove: db.prepare('DELETE FROM records WHERE collection = ? AND id = ?'),
    clearCollection: db.prepare('DELETE FROM records WHERE collection = ?'),
    clear: db.prepare('DELETE FROM records'),
    setMeta: db.prepare("INSERT INTO meta (key, value) VALUES ('meta', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
    getMeta: db.prepare("SELECT value FROM meta WHERE key = 'meta'"),
    all: db.prepare('SELECT collection, doc FROM records ORDER BY collection, seq'),
    collections: db.prepare("SELECT value FROM meta WHERE key = 'collections'"),
    setCollections: db.prepare("INSERT INTO meta (key, value) VALUES ('collections', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
  };

  /** What is on disk: collection → the ids stored, and the next seq of each collection. */
  let stored = new Map();
  let nextSeq = new Map();

  const transaction = (work) => {
    db.exec('BEGIN IMMEDIATE');
    try {
      work();
      db.exec('COMMIT');
    } catch (error) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // the transaction is gone already
      }
      throw error;
    }
  };

  /** Writes the whole state (a new store, a reset, an admin state). */
  const writeAll = (state) => {
    transaction(() => {
      statements.clear.run();
      const collections = [];
      for (const [collection, value] of Object.entries(state)) {
        if (!Array.isArray(value)) continue;
        collections.push(collection);
        value.forEach((record, seq) => statements.place.run(collection, keyOf(collection, record), seq, JSON.stringify(record)));
      }
      statements.setCollections.run(JSON.stringify(collections));
      statements.setMeta.run(JSON.stringify(state.meta ?? {}));
    });
    remember(state);
  };

  const remember = (state) => {
    stored = new Map();
    nextSeq = new Map();
    for (const [collection, value] of Object.entries(state)) {
      if (!Array.isArray(value)) continue;
      stored.set(collection, new Set(value.map((record) => keyOf(collection, record))));
      nextSeq.set(collection, value.length);
    }
  };

  /** The state on disk. */
  const readAll = () => {
    const state = { meta: JSON.parse(statements.getMeta.get()?.value ?? '{}') };
    for (const collection of JSON.parse(statements.collections.get()?.value ?? '[]')) state[collection] = [];
    for (const row of statements.all.iterate()) (state[row.collection] ??= []).push(JSON.parse(row.doc));
    return state;
  };

  let raw;
  const isNew = statements.collections.get() === undefined;
  if (reset || isNew) {
    if (!reset && isNew && legacyJson && existsSync(legacyJson)) {
      try {
        raw = JSON.parse(readFileSync(legacyJson, 'utf8'));
        say(`imported ${legacyJson} into ${file}`);
      } catch (error) {
        warn(`[mock] ${legacyJson} is not valid JSON (${error.message}); loaded the seed instead.`);
      }
    }
    raw ??= seed();
    writeAll(raw);
    if (!raw.meta?.importedFrom) say(`seeded ${file}`);
  } else {
    raw = readAll();
    remember(raw);
  }
  let watched = watch(raw);
  /** How many writes changed each collection (caches derived from a few collections key on these). */
  const changed = new Map();
  let generation = 0;

  return {
    /** The state handlers read and change (watched: persist() writes what changed). */
    getState: () => watched.view,
    /** The state as it is, unwatched (exports, the admin API's dump). */
    rawState: () => raw,
    /** Replaces the whole state and writes it (reset, admin states). */
    setState(state) {
      raw = watched.unwrap(state);
      writeAll(raw);
      watched = watch(raw);
      generation += 1;
    },
    /**
     * Writes, in one transaction, what changed since the last write; on a failure nothing is written, memory goes back
     * to what is on disk, and the error is thrown.
     */
    write() {
      const { changes } = watched;
      if (changes.records.size === 0 && changes.restructured.size === 0 && !changes.meta) return;
      try {
        transaction(() => {
          for (const collection of changes.restructured) {
            const value = raw[collection];
            if (!Array.isArray(value)) {
              statements.clearCollection.run(collection);
              stored.delete(collection);
              continue;
            }
            // Replaced or reordered: every record takes its place again, those gone are deleted.
            const keys = new Set();
            value.forEach((record, seq) => {
              const key = keyOf(collection, record);
              keys.add(key);
              statements.place.run(collection, key, seq, JSON.stringify(record));
            });
            for (const key of stored.get(collection) ?? []) if (!keys.has(key)) statements.remove.run(collection, key);
            stored.set(collection, keys);
            nextSeq.set(collection, value.length);
          }
          for (const [collection, records] of changes.records) {
            if (changes.restructured.has(collection)) continue;
            if (collection === 'meta') continue;
            const keys = stored.get(collection) ?? new Set();
            stored.set(collection, keys);
            for (const record of records) {
              // (A record taken out of its collection restructured it: that collection was written whole above.)
              const key = keyOf(collection, record);
              if (keys.has(key)) {
                statements.upsert.run(collection, key, 0, JSON.stringify(record));
              } else {
                const seq = nextSeq.get(collection) ?? 0;
                nextSeq.set(collection, seq + 1);
                statements.place.run(collection, key, seq, JSON.stringify(record));
                keys.add(key);
              }
            }
          }
          const collections = Object.keys(raw).filter((key) => Array.isArray(raw[key]));
          if (changes.restructured.size > 0) statements.setCollections.run(JSON.stringify(collections));
          if (changes.meta || changes.records.has('meta')) statements.setMeta.run(JSON.stringify(raw.meta ?? {}));
        });
      } catch (error) {
        raw = readAll();
        remember(raw);
        watched = watch(raw);
        generation += 1;
        throw error;
      }
      for (const collection of [...changes.records.keys(), ...changes.restructured]) changed.set(collection, (changed.get(collection) ?? 0) + 1);
      watched.changes.records.clear();
      watched.changes.restructured.clear();
      watched.changes.meta = false;
    },
    /**
     * A key that changes whenever a write changes one of `collections`, or the whole state is replaced: what a cache
     * derived from those collections keys on.
     */
    versionOf: (collections) => `${generation}:${collections.map((collection) => changed.get(collection) ?? 0).join('.')}`,
    close: () => db.close(),
  };
}

const WHY = { ENOSPC: 'the disk is full', EDQUOT: 'the disk quota is used up', EROFS: 'the disk is read-only', EACCES: 'the data file is not writable', EPERM: 'the data file is not writable', EFBIG: 'the data file is too big for the disk' };

/** SQLite's primary result codes (node:sqlite puts them in `errcode`) that say why a write failed. */
const SQLITE_WHY = { 5: 'the store is busy (locked by another process)', 6: 'the store is locked', 8: 'the data file is not writable', 10: 'a disk I/O error', 13: 'the disk is full', 14: 'the data file cannot be opened' };

/** What the client is told when the store could not be written: by the error's code, never its text. */
export function storeWriteFailed(error) {
  const sqlite = typeof error?.errcode === 'number' ? SQLITE_WHY[error.errcode & 0xff] : undefined;
  const why = sqlite ?? WHY[error?.code] ?? `a write error (${error?.code ?? 'unknown'})`;
  const failure = new HttpError(500, `The backend could not save the change: ${why}. Nothing was stored; try again later.`);
  failure.code = 'STORE_WRITE_FAILED';
  return failure;
}
