/**
 * An RFC 4180 reader fed in chunks, so a server can read an upload as it arrives: quoted fields with "" for a quote
 * and line breaks inside, rows ending in CRLF, LF or CR, a leading BOM dropped, the delimiter sniffed from the first
 * line that has text. `push` hands each complete row to `onRow` as soon as its line ends; `end` hands the last one.
 * Rows come as they are: a blank line is one empty cell, rows may have different lengths, cells are not trimmed.
 */

const DELIMITERS = [',', ';', '\t'] as const;
const QUOTE = 34;
const CR = 13;
const LF = 10;

/** The delimiter seen most often outside quotes: Excel writes ; where the decimal mark is a comma, a copied sheet pastes tabs. */
const sniffDelimiter = (firstLine: string): string => {
  let best: string = ',';
  let most = 0;
  for (const delimiter of DELIMITERS) {
    let inQuotes = false;
    let seen = 0;
    for (const char of firstLine) {
      if (char === '"') inQuotes = !inQuotes;
      else if (char === delimiter && !inQuotes) seen++;
    }
    if (seen > most) {
      best = delimiter;
      most = seen;
    }
  }
  return best;
};

/** The first line with text in it, or null while only line ends (or no line end yet) have come. */
const firstTextLine = (text: string): string | null => {
  const start = text.search(/[^\r\n]/);
  if (start < 0) return null;
  const length = text.slice(start).search(/[\r\n]/);
  return length < 0 ? null : text.slice(start, start + length);
};

export class CsvReader {
  private pending = '';
  private delimiter: string | null = null;
  private field = '';
  private row: string[] = [];
  private inQuotes = false;
  private quoteClosed = false;
  private skipLf = false;
  private started = false;

  constructor(private readonly onRow: (cells: string[]) => void) {}

  push(text: string): void {
    let chunk = text;
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    if (this.delimiter === null) {
      this.pending += chunk;
      const firstLine = firstTextLine(this.pending);
      if (firstLine === null) return;
      this.delimiter = sniffDelimiter(firstLine);
      chunk = this.pending;
      this.pending = '';
    }
    this.scan(chunk);
  }

  end(): void {
    if (this.delimiter === null) {
      this.delimiter = sniffDelimiter(this.pending.replace(/^[\r\n]+/, ''));
      this.scan(this.pending);
      this.pending = '';
    }
    if (this.field !== '' || this.row.length > 0 || this.quoteClosed || this.inQuotes) this.finishRow();
  }

  private finishRow() {
    this.row.push(this.field);
    const cells = this.row;
    this.field = '';
    this.row = [];
    this.inQuotes = false;
    this.quoteClosed = false;
    this.onRow(cells);
  }

  private scan(chunk: string) {
    const delimiter = this.delimiter as string;
    const delimiterCode = delimiter.charCodeAt(0);
    let i = 0;
    const n = chunk.length;
    while (i < n) {
      const char = chunk[i];
      if (this.skipLf) {
        this.skipLf = false;
        if (char === '\n') {
          i++;
          continue;
        }
      }
      if (this.inQuotes) {
        const close = chunk.indexOf('"', i);
        if (close < 0) {
          this.field += chunk.slice(i);
          return;
        }
        this.field += chunk.slice(i, close);
        this.inQuotes = false;
        this.quoteClosed = true;
        i = close + 1;
        continue;
      }
      if (char === '"') {
        // "" inside a quoted field is one quote; a quote in the middle of a bare field is kept as it is.
        if (this.quoteClosed) this.field += '"';
        else if (this.field !== '') {
          this.field += '"';
          i++;
          continue;
        }
        this.inQuotes = true;
        this.quoteClosed = false;
        i++;
        continue;
      }
      if (char === delimiter) {
        this.row.push(this.field);
        this.field = '';
        this.quoteClosed = false;
        i++;
        continue;
      }
      if (char === '\r' || char === '\n') {
        this.finishRow();
        if (char === '\r') this.skipLf = true;
        i++;
        continue;
      }
      // A run of plain characters at once (compared as char codes: no one-character strings per character).
      let j = i + 1;
      while (j < n) {
        const next = chunk.charCodeAt(j);
        if (next === QUOTE || next === delimiterCode || next === CR || next === LF) break;
        j++;
      }
      this.field += chunk.slice(i, j);
      i = j;
    }
  }
}

/** The rows of a whole text held in memory (a paste, a test); an upload streams its chunks through CsvReader. */
export const readCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  const reader = new CsvReader((cells) => rows.push(cells));
  reader.push(text);
  reader.end();
  return rows;
};
