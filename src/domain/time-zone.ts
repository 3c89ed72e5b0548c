// Time zone rules without zod, so that the session service (in the first chunk of every page) can use them.

/** Whether the runtime knows `value` as an IANA time zone. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
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
