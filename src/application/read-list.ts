import type { Page, ReadList } from '../contract/records';

/** A page as a screen lists it: the items, and how many the client could not read (the screen says so: SkippedNote). */
export function readList<T>(page: Page<T>): ReadList<T> {
  return { items: page.Items, skipped: page.skipped ?? 0 };
}
