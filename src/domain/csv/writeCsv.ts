/**
 * CSV text (RFC 4180: CRLF rows, fields quoted when they hold a quote, comma or line break), safe to open in a
 * spreadsheet: text starting with = + - @ (or a tab or carriage return) gets a leading apostrophe so it is never
 * run as a formula (OWASP "CSV injection").
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field. Numbers and booleans are written as they are: only text can smuggle a formula. */
export const csvCell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A whole file: the header row, then each row, every line ending in CRLF. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string => [header, ...rows].map(csvRow).join('');

/** orders-2024-05-03.csv: the prefix and the local day of `date`. */
export const csvFileName = (prefix: string, date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
};
