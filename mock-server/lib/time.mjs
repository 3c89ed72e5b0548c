// Times as the mock writes them: ISO 8601 in UTC to the second (`2026-03-02T05:00:00Z`), no milliseconds.
export const iso = (date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
