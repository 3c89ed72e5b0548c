// The store's file: written atomically (a temp file in the same folder, fsync, rename), so a write that dies half-way
// (a full disk, a killed process) leaves the last good store on disk. A file that does not parse at start is moved
// aside and the seed loaded, so a bad file never keeps the mock from starting.
import * as nodeFs from 'node:fs';
import { dirname } from 'node:path';
import { HttpError } from './http.mjs';

export const tempFileOf = (file) => `${file}.tmp`;

/** Writes `text` to `file` all or nothing; on an error the old file is untouched and the temp file removed. */
export function writeFileAtomic(file, text, fs = nodeFs) {
  const temp = tempFileOf(file);
  try {
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeFileSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    try {
      fs.rmSync(temp, { force: true });
    } catch {
      // a folder in its place, or the disk gone: the error that counts is the first one
    }
    throw error;
  }
  // The rename itself survives a power cut once the folder is synced (not possible on every platform).
  try {
    const dir = fs.openSync(dirname(file), 'r');
    fs.fsyncSync(dir);
    fs.closeSync(dir);
  } catch {
    // best effort
  }
}

const WHY = { ENOSPC: 'the disk is full', EDQUOT: 'the disk quota is used up', EROFS: 'the disk is read-only', EACCES: 'the data file is not writable', EPERM: 'the data file is not writable', EFBIG: 'the data file is too big for the disk' };

/** What the client is told when the store could not be written: by the error's code, never its text. */
export function storeWriteFailed(error) {
  const why = WHY[error?.code] ?? `a write error (${error?.code ?? 'unknown'})`;
  const failure = new HttpError(500, `The backend could not save the change: ${why}. Nothing was stored; try again later.`);
  failure.code = 'STORE_WRITE_FAILED';
  return failure;
}

/**
 * A lowdb 1.x adapter for the store file. `read()` (once, at start) gives the stored data, or the seed when the file
 * is missing, `reset` is set, or the file does not parse (then it is moved to `<file>.corrupt-<time>`, saying so).
 * `write()` is atomic. `lastGood()` reads back what is on disk (to undo a change whose write failed).
 * @param {{ serialize: (data: object) => string, seed: () => object, reset: boolean, say: (line: string) => void, warn: (line: string) => void }} options
 */
export function storeFile(file, { serialize, seed, reset, say, warn }) {
  const temp = tempFileOf(file);
  const seeded = (why) => {
    const data = seed();
    writeFileAtomic(file, serialize(data));
    say(`seeded ${file}${why}`);
    return data;
  };
  return {
    read() {
      if (nodeFs.existsSync(temp)) {
        nodeFs.rmSync(temp, { recursive: true, force: true });
        warn(`[mock] Removed ${temp}, left by a write that did not finish; ${file} holds the last complete store.`);
      }
      if (reset || !nodeFs.existsSync(file)) return seeded('');
      try {
        return JSON.parse(nodeFs.readFileSync(file, 'utf8'));
      } catch (error) {
        const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        nodeFs.renameSync(file, aside);
        warn(`[mock] ${file} is not valid JSON (${error.message}); moved it to ${aside} and loaded the seed.`);
        return seeded(' (the old file did not parse)');
      }
    },
    write(data) {
      writeFileAtomic(file, serialize(data));
    },
    lastGood() {
      return JSON.parse(nodeFs.readFileSync(file, 'utf8'));
    },
  };
}
