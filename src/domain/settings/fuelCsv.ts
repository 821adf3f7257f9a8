import { headerKey, readCsv } from '../csv';
import { isCalendarDay } from '../dates';
import { FUEL_PRICE_MAX } from './schemas';

/**
 * A published weekly fuel price series as a CSV (docs/decisions.md#tenant-settings-and-fuel-rates-issue-29): the US
 * EIA's weekly retail diesel download (title lines, then "Date,Weekly U.S. No 2 Diesel Retail Prices (Dollars per
 * Gallon)", then "12/01/2025,3.759"), its API's "period,…,value" rows, or any sheet of a date and a price column.
 * Lines before the header are the publisher's preamble; a file without a header row is read as date, price.
 */

/** A row read: its line in the file (1-based), the week's day and the price in minor units per fuel unit. */
export type FuelSeriesRow = { line: number; effectiveFrom: string; pricePerUnit: number };
/** A row refused, with what was in it and why. */
export type FuelSeriesError = { line: number; text: string; message: string };
export type FuelSeries = { rows: FuelSeriesRow[]; errors: FuelSeriesError[] };

export const FUEL_SERIES_MAX_ROWS = 5_000;

const DATE_HEADERS = new Set(['date', 'period', 'week', 'weekof', 'effectivefrom', 'weekending']);
const PRICE_HINT = /price|value|dollars|cost|rate|usd|cad/;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** A week's date as publishers write it: 2025-12-01, 12/01/2025 (US order), Dec 01, 2025 or 01-Dec-2025; else null. */
export const parseSeriesDate = (text: string): string | null => {
  const value = text.trim();
  let day: string | null = null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (m) day = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  m = m ? null : /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (m) day = `${m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  m = day ? null : /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})$/.exec(value);
  if (m && MONTHS.includes(m[1].toLowerCase())) day = `${m[3]}-${pad(MONTHS.indexOf(m[1].toLowerCase()) + 1)}-${pad(Number(m[2]))}`;
  m = day ? null : /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value);
  if (m && MONTHS.includes(m[2].toLowerCase())) day = `${m[3]}-${pad(MONTHS.indexOf(m[2].toLowerCase()) + 1)}-${pad(Number(m[1]))}`;
  return day && isCalendarDay(day) ? day : null;
};

/** A published price in major units (3.759, $3.759) as minor units to the thousandth (375.9); else null. */
export const parseSeriesPrice = (text: string, digits: number): number | null => {
  const value = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const minor = Math.round(Number(value) * 10 ** digits * 1000) / 1000;
  return Number.isFinite(minor) && minor < FUEL_PRICE_MAX ? minor : null;
};

/** The header row's date and price columns, or null when the row is not a header. */
const headerColumns = (cells: readonly string[]): { date: number; price: number } | null => {
  const keys = cells.map(headerKey);
  const date = keys.findIndex((key) => DATE_HEADERS.has(key));
  if (date < 0) return null;
  const hinted = keys.findIndex((key, i) => i !== date && PRICE_HINT.test(key));
  const price = hinted >= 0 ? hinted : keys.findIndex((key, i) => i !== date && key !== '');
  return price >= 0 ? { date, price } : null;
};

const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a series: every row after the header (or every row, with no header) is a week or an error naming its line.
 * `digits` are the currency's minor digits (2 for dollars). A date twice is an error on its second row.
 */
export const parseFuelSeries = (text: string, digits = 2): FuelSeries => {
  const table = readCsv(text);
  const headerAt = table.findIndex((cells) => headerColumns(cells) !== null);
  const columns = headerAt >= 0 ? (headerColumns(table[headerAt]) as { date: number; price: number }) : { date: 0, price: 1 };
  const rows: FuelSeriesRow[] = [];
  const errors: FuelSeriesError[] = [];
  const seen = new Map<string, number>();
  table.forEach((cells, index) => {
    if (index <= headerAt || blank(cells)) return;
    const line = index + 1;
    const dateText = (cells[columns.date] ?? '').trim();
    const priceText = (cells[columns.price] ?? '').trim();
    const effectiveFrom = parseSeriesDate(dateText);
    const pricePerUnit = parseSeriesPrice(priceText, digits);
    const earlier = effectiveFrom ? seen.get(effectiveFrom) : undefined;
    const message = !effectiveFrom
      ? `“${dateText}” is not a date (2025-12-01 or 12/01/2025).`
      : pricePerUnit === null
        ? `“${priceText}” is not a price (3.759).`
        : earlier !== undefined
          ? `${effectiveFrom} is already on line ${earlier}.`
          : null;
    if (message || !effectiveFrom || pricePerUnit === null) {
      errors.push({ line, text: cells.join(','), message: message ?? '' });
      return;
    }
    seen.set(effectiveFrom, line);
    rows.push({ line, effectiveFrom, pricePerUnit });
  });
  if (rows.length + errors.length === 0)
    errors.push({ line: 1, text: '', message: 'The file has no weeks: a date and a price on each row.' });
  if (rows.length + errors.length > FUEL_SERIES_MAX_ROWS)
    errors.unshift({
      line: 1,
      text: '',
      message: `The file has more than ${FUEL_SERIES_MAX_ROWS.toLocaleString('en-US')} weeks: import it in parts.`,
    });
  return { rows, errors };
};
