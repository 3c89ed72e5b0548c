// Which date-times and time zones the app takes: one rule for the forms, the adapters' readers and the mock backend,
// which imports this very file (as plain-text.ts; Node strips the types, no build step).

// RFC 3339 section 5.6 as the generated client's zod reads it: upper-case T and Z, seconds required, an offset with
// its colon. The calendar and the offset's range are checked below (a pattern alone took 2027-02-30 and +25:00).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|([+-])(\d{2}):(\d{2}))$/;

function daysIn(year: number, month: number): number {
  return month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `text` is a real RFC 3339 date-time with an offset or Z: a day the month has, a time of day, an offset within ±23:59. */
export function isDateTime(text: unknown): boolean {
  const m = typeof text === 'string' ? DATE_TIME.exec(text) : null;
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return false;
  // No leap second: Date cannot hold one, and the client's schema refuses :60.
  if (hour > 23 || minute > 59 || second > 59) return false;
  return m[8] === undefined || (Number(m[8]) <= 23 && Number(m[9]) <= 59);
}

/**
 * Zones IANA has renamed, old id → current one. Browsers' and Node's ICU data still list and report some old ids
 * (Chromium gives an Indian user 'Asia/Calcutta', and Node's list has no 'Asia/Kolkata'); the app offers and stores the
 * current ones. Both are valid time zones.
 */
export const RENAMED_ZONES: Readonly<Record<string, string>> = Object.freeze({
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
});

let zoneNames: Set<string> | undefined;
/**
 * Whether `zone` is an IANA time zone name the app takes: one the runtime lists (Intl.supportedValuesOf), 'UTC', or
 * either name of a renamed zone. Intl.DateTimeFormat alone also takes 'UTC+5'-like offsets and legacy links, which are
 * not places a person lives; 'Mars/Olympus' and 'Etc/GMT+99' are refused by both.
 */
export function isTimeZoneName(zone: unknown): boolean {
  if (typeof zone !== 'string') return false;
  zoneNames ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', ...Object.keys(RENAMED_ZONES), ...Object.values(RENAMED_ZONES)]);
  return zoneNames.has(zone);
}
