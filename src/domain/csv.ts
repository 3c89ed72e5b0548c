import { DomainError } from './errors.ts';

export type CsvCell = string | number;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted when it holds a comma, a quote or a line break (quotes doubled). Text that a spreadsheet
 * would run as a formula gets a leading apostrophe; numbers are written as they are.
 */
export function csvField(value: CsvCell): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new DomainError('CSV.INVALID_NUMBER', `A CSV number must be finite, got ${String(value)}.`);
    return String(value);
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document (RFC 4180: CRLF after every record) with a header row; every row has the header's width. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  if (header.length === 0) throw new DomainError('CSV.NO_COLUMNS', 'A CSV needs at least one column.');
  rows.forEach((row, index) => {
    if (row.length !== header.length) {
      throw new DomainError('CSV.ROW_WIDTH', `Row ${index + 1} has ${row.length} fields; the header has ${header.length}.`);
    }
  });
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
