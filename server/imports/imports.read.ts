import { readSheet } from 'read-excel-file/node';
import { binaryFormat, CsvReader } from '../../src/domain/csv';
import { badUserInput } from '../errors';

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** What a workbook may unpack to: a 20 MB sheet of real rows unpacks to ~150 MB at most; more is a zip bomb. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export type ImportFormat = 'CSV' | 'XLSX';
export type ReadSheet = { format: ImportFormat; headers: string[]; rows: string[][] };

const refuse = (message: string) => badUserInput({ file: [message] });

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP.every((byte, i) => bytes[i] === byte);

/**
 * The entries of a ZIP's central directory (PKWARE APPNOTE 4.3.12/4.3.16) with their declared unpacked sizes, read
 * before anything is inflated: a workbook is refused on what it says it unpacks to.
 */
const zipEntries = (bytes: Uint8Array): { name: string; size: number }[] | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const stop = Math.max(0, bytes.length - 22 - 65_535);
  let end = -1;
  for (let i = bytes.length - 22; i >= stop; i--)
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: { name: string; size: number }[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    entries.push({ name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)), size });
    at += 46 + skip;
  }
  return entries;
};

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value).trim();
};

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** The header row and the data rows (blank rows dropped, every row as long as the header), or the refusal. */
const table = (format: ImportFormat, all: string[][], counted?: number): ReadSheet => {
  const rows = all.filter((row) => !isBlank(row));
  if (rows.length === 0) throw refuse('The file has no rows: the first row names the columns, each row after it is one order.');
  const headers = rows[0].map((header, i) => header.trim() || `Column ${i + 1}`);
  if (new Set(headers).size !== headers.length) throw refuse('Two columns of the first row have the same name: name each column once.');
  const data = rows.slice(1);
  if (data.length === 0) throw refuse('The file has a header row but no orders under it.');
  const count = Math.max(data.length, (counted ?? 0) - 1);
  if (count > MAX_IMPORT_ROWS)
    throw refuse(`The file has ${count.toLocaleString('en-US')} rows; an import takes at most 50,000. Split it and import each part.`);
  return { format, headers, rows: data.map((row) => headers.map((_, i) => (row[i] ?? '').trim())) };
};

/** The rows of a CSV (past the limit only counted, not kept) and how many rows with text it has. */
const readCsvText = (bytes: Uint8Array): { rows: string[][]; counted: number } => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse('The file is not a CSV (UTF-8 text) or an Excel workbook (.xlsx).');
  }
  if (text.includes('\u0000')) throw refuse('The file is not a CSV (UTF-8 text) or an Excel workbook (.xlsx).');
  const rows: string[][] = [];
  let counted = 0;
  const reader = new CsvReader((cells) => {
    if (isBlank(cells)) return;
    counted++;
    if (rows.length <= MAX_IMPORT_ROWS) rows.push(cells);
  });
  reader.push(text);
  reader.end();
  return { rows, counted };
};

const readWorkbook = async (bytes: Uint8Array): Promise<string[][]> => {
  const entries = zipEntries(bytes) ?? [];
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml'))
    throw refuse('The file is a ZIP archive but not an Excel workbook (.xlsx).');
  const unpacked = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (unpacked > MAX_UNPACKED_BYTES)
    throw refuse(`The workbook unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB: save its orders as a smaller file or a CSV.`);
  try {
    const sheet = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return sheet.map((row) => row.map(cellText));
  } catch {
    throw refuse('The workbook could not be read: open it in Excel, save it as .xlsx again and retry.');
  }
};

/**
 * Reads an upload as a table. What it is comes from its bytes (a ZIP holding a workbook, or UTF-8 text), never from
 * its name or type alone; a name that says the other format, a size past 20 MB or more than 50,000 rows is refused.
 */
export const readSpreadsheet = async (file: {
  name: string;
  size: number;
  arrayBuffer: () => Promise<ArrayBuffer>;
}): Promise<ReadSheet> => {
  if (file.size > MAX_IMPORT_BYTES) throw refuse('The file is larger than 20 MB: split it and import each part.');
  const name = file.name.toLowerCase();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) throw refuse('The file is empty.');
  if (bytes.length > MAX_IMPORT_BYTES) throw refuse('The file is larger than 20 MB: split it and import each part.');
  const extension = /\.([a-z0-9]+)$/.exec(name)?.[1] ?? '';
  if (isZip(bytes)) {
    if (extension !== 'xlsx') throw refuse('The file is a ZIP archive: upload a CSV or an Excel workbook (.xlsx).');
    return table('XLSX', await readWorkbook(bytes));
  }
  const binary = binaryFormat(bytes.subarray(0, 8));
  if (binary) throw refuse(`The file is ${binary}: upload a CSV or an Excel workbook (.xlsx).`);
  if (extension === 'xlsx') throw refuse('The file is named .xlsx but is not an Excel workbook: its content is text.');
  if (!['csv', 'txt', 'tsv', ''].includes(extension)) throw refuse('Upload a CSV (.csv) or an Excel workbook (.xlsx).');
  const { rows, counted } = readCsvText(bytes);
  return table('CSV', rows, counted);
};
