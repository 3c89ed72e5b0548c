// Time zone rules, and what a stored profile says, without zod: the session service (in the first chunk of every page)
// uses them. Which names a form or the backend takes is time-rules.mjs (isTimeZoneName).
import { RENAMED_ZONES } from './time-rules.ts';

const knownZones = new Map<string, boolean>();

/**
 * Whether the runtime knows `value` as an IANA time zone. Each answer is kept: the pages ask for the stored profile's
 * zone at every render, and each ask built an Intl.DateTimeFormat (about 1 ms at Lighthouse's 4× CPU; the first of a
 * page, which loads the browser's date data, about 60 ms).
 */
export function isTimeZone(value: string): boolean {
  let known = knownZones.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(value, known);
  }
  return known;
}

/** The name a stored USER_PROFILE (JSON) gives its user ('Asha Rao'), or null when there is none or it has no name. */
export function storedDisplayName(storedProfile: string | null): string | null {
  if (!storedProfile) return null;
  try {
    const profile = JSON.parse(storedProfile) as { FirstName?: unknown; LastName?: unknown } | null;
    const parts = [profile?.FirstName, profile?.LastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
    return parts.length > 0 ? parts.map((part) => part.trim()).join(' ') : null;
  } catch {
    return null;
  }
}

/** The time zone of a stored USER_PROFILE (JSON), or null when there is none, it is unreadable or not a zone. */
export function storedTimeZone(storedProfile: string | null): string | null {
  if (!storedProfile) return null;
  try {
    const zone: unknown = (JSON.parse(storedProfile) as { TimeZone?: unknown } | null)?.TimeZone;
    return typeof zone === 'string' && isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** The current IANA id of a zone (the same id when it was never renamed). */
export function canonicalTimeZone(zone: string): string {
  return RENAMED_ZONES[zone] ?? zone;
}
