import { toCsv } from '../csv';
import { numberFormat, canonicalLocale } from '../dates';
import { formatDate, formatMoney } from '../format';
import type { ReportPeriod } from './period';

/**
 * What every report answers: tables the page shows and downloads as CSV, charts it draws, and notes on how the figures
 * are made. Shared by the server (which computes it, and writes the CSV a long run's notification links to) and the
 * page (which shows it and writes the same CSV from it).
 */
export type ReportCell = string | number | null;

/**
 * money: integer minor units of the result's currency; distance: in its distance unit; volume: in its volume unit;
 * percent: a fraction (0.25 is 25%); decimal: `digits` places (2 unless said); day: YYYY-MM-DD.
 */
export type ReportColumnKind = 'text' | 'money' | 'int' | 'decimal' | 'percent' | 'day' | 'distance' | 'volume';
export type ReportColumn = { key: string; label: string; kind?: ReportColumnKind; digits?: number };
/** A row's cells by column key; `links` opens what a figure counts (an in-app path by column key). */
export type ReportRow = { cells: Record<string, ReportCell>; links?: Record<string, string> };
export type ReportTable = { key: string; title: string; columns: ReportColumn[]; rows: ReportRow[]; totals?: Record<string, ReportCell> };
/** A chart's series: its points' x labels in order (the same for every series of a chart). */
export type ReportSeries = { key: string; label: string; points: { x: string; y: number }[] };
export type ReportChart = { title: string; kind: 'bar' | 'line'; valueKind?: ReportColumnKind; series: ReportSeries[] };
export type DistanceUnit = 'mi' | 'km';
export type VolumeUnit = 'gal' | 'l';
export type ReportResult = {
  currency: string;
  distanceUnit: DistanceUnit;
  volumeUnit: VolumeUnit;
  period: ReportPeriod;
  tables: ReportTable[];
  charts?: ReportChart[];
  notes?: string[];
};

export type CellFormat = { currency: string; distanceUnit: DistanceUnit; volumeUnit: VolumeUnit; locale?: string };

/** A cell as the page shows it: money in the currency, units after distances and volumes, days as dates. */
export const formatReportCell = (value: ReportCell, column: ReportColumn, format: CellFormat): string => {
  if (value === null || value === '') return '';
  if (typeof value === 'string') return column.kind === 'day' ? formatDate(value, format.locale) : value;
  const locale = canonicalLocale(format.locale);
  const fixed = (digits: number) => numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  switch (column.kind) {
    case 'money':
      return formatMoney(value, format.currency, format.locale);
    case 'percent':
      return numberFormat(locale, { style: 'percent', maximumFractionDigits: column.digits ?? 1 }).format(value);
    case 'decimal':
      return fixed(column.digits ?? 2);
    case 'distance':
      return `${fixed(column.digits ?? 0)} ${format.distanceUnit}`;
    case 'volume':
      return `${fixed(column.digits ?? 0)} ${format.volumeUnit}`;
    default:
      return fixed(column.digits ?? 0);
  }
};

/**
 * A cell as the CSV has it: the figure the page shows, without grouping or symbols, so a spreadsheet reads it as a
 * number (money in major units; a percent as its number, 25 for 25%); the unit is in the header.
 */
export const csvReportCell = (value: ReportCell, column: ReportColumn, currency: string): string | number | null => {
  if (value === null || typeof value === 'string') return value;
  // Numbers stay numbers (the CSV writer guards only text against formulas): rounded as the page rounds them.
  const rounded = (figure: number, digits: number) => Number(figure.toFixed(digits));
  switch (column.kind) {
    case 'money': {
      const digits = moneyDigits(currency);
      return rounded(value / 10 ** digits, Number.isInteger(value) ? digits : digits + 2);
    }
    case 'percent':
      return rounded(value * 100, column.digits ?? 1);
    case 'decimal':
      return rounded(value, column.digits ?? 2);
    default:
      return rounded(value, column.digits ?? 0);
  }
};

const moneyDigits = (currency: string): number => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/** A column's CSV header: its label, with the unit its figures are in. */
export const csvReportHeader = (column: ReportColumn, result: Pick<ReportResult, 'currency' | 'distanceUnit' | 'volumeUnit'>): string => {
  switch (column.kind) {
    case 'money':
      return `${column.label} (${result.currency})`;
    case 'percent':
      return `${column.label} (%)`;
    case 'distance':
      return `${column.label} (${result.distanceUnit})`;
    case 'volume':
      return `${column.label} (${result.volumeUnit})`;
    default:
      return column.label;
  }
};

/** The table of a result by key (the first when no key is given). */
export const reportTable = (result: ReportResult, key?: string | null): ReportTable | undefined =>
  key ? result.tables.find((table) => table.key === key) : result.tables[0];

/** The CSV of exactly a table as the page shows it: its columns, its rows in order, its totals row last. */
export const reportCsv = (result: ReportResult, key?: string | null): string => {
  const table = reportTable(result, key);
  if (!table) return '';
  const header = table.columns.map((column) => csvReportHeader(column, result));
  const line = (cells: Record<string, ReportCell>) =>
    table.columns.map((column) => csvReportCell(cells[column.key] ?? null, column, result.currency));
  const rows = table.rows.map((row) => line(row.cells));
  if (table.totals) rows.push(line(table.totals));
  return toCsv(header, rows);
};

/** The file name of a table's CSV: "ifta-return-2026-q3.csv". */
export const reportCsvName = (report: string, table: Pick<ReportTable, 'key'>, period: Pick<ReportPeriod, 'from' | 'to'>): string =>
  `${report}-${table.key}-${period.from}-to-${period.to}.csv`.replace(/[^a-z0-9.-]+/gi, '-').toLowerCase();
