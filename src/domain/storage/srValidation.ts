/**
 * The SR validation tool (issue 16): a client's list of the vehicles it believes are stored with us, reconciled
 * against the storage records on site. Pure and incremental so the server can stream both sides: the list is read
 * chunk by chunk (CsvReader, src/domain/csv), the records are fed one at a time (SrReconciler.record) and every result
 * row is handed on as soon as it is known, so only the list itself is held, never the records or the result.
 */
import { binaryFormat, CsvReader, csvCell, csvRow, headerKey, headerMatcher } from '../csv';
import { normalizeVin, validateVin } from '../vin';

/** The HTTP route of the tool (server/srValidation): POST the list, GET `${path}/${token}` for the result file. */
export const SR_VALIDATION_PATH = '/api/storage/sr-validation';

/** What one upload may hold: a 50,000-vehicle yard list is about 2.5 MB. */
export const SR_LIST_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 100_000 } as const;

export const SR_CATEGORIES = ['MATCHED', 'WRONG_FACILITY', 'IN_LEGWORK_ONLY', 'IN_LIST_ONLY', 'INVALID', 'DUPLICATE'] as const;
export type SrCategory = (typeof SR_CATEGORIES)[number];

export const SR_CATEGORY_LABELS: Record<SrCategory, string> = {
  MATCHED: 'Matched',
  WRONG_FACILITY: 'Wrong facility',
  IN_LEGWORK_ONLY: 'In Legwork, not in the list',
  IN_LIST_ONLY: 'In the list, not in Legwork',
  INVALID: 'Invalid row',
  DUPLICATE: 'Duplicate in the list',
};

// ---- the list's columns ---------------------------------------------------------------------------------

/** The headers each column is recognised by (compared without case, spaces or punctuation). */
export const SR_HEADERS = {
  vin: ['VIN', 'VIN number', 'VIN no', 'Vehicle VIN', 'Vehicle identification number', 'Serial number'],
  stockNumber: ['Stock number', 'Stock', 'Stock no', 'Stock #', 'Stk', 'Stk #', 'Stock nbr', 'Unit number'],
  facility: ['Facility', 'Facility name', 'Storage facility', 'Location', 'Storage location', 'Lot', 'Yard'],
} as const;

const matchHeaders = headerMatcher(SR_HEADERS);

export type SrColumns = { vin: number; stockNumber: number | null; facility: number | null };

/** The message a list without a VIN column gets: it names what the tool looks for. */
export const NO_VIN_COLUMN = `The list has no VIN column: name one of its headers ${SR_HEADERS.vin.map((name) => `"${name}"`).join(', ')}.`;

/**
 * The columns of a header row, or null when none is a VIN column. An exact name wins; otherwise a header that
 * starts or ends with "vin" ("VIN#", "Unit VIN") counts, but never one that merely contains it ("Province").
 */
export const findColumns = (header: readonly string[]): SrColumns | null => {
  const { vin: named, stockNumber, facility } = matchHeaders(header);
  const vin = named ?? header.map(headerKey).findIndex((key) => key.startsWith('vin') || key.endsWith('vin'));
  if (vin < 0) return null;
  return { vin, stockNumber, facility };
};

// ---- what is refused --------------------------------------------------------------------------------------

/** A refusal of the list as a whole: the upload changes nothing and says why. */
export class SrListError extends Error {
  constructor(
    readonly code: 'NOT_CSV' | 'TOO_LARGE' | 'TOO_MANY_ROWS' | 'NO_VIN_COLUMN' | 'EMPTY',
    message: string,
  ) {
    super(message);
    this.name = 'SrListError';
  }
}

export const NOT_CSV = 'The file is not a CSV: save the list as "CSV (comma delimited)" and upload that, or paste the VINs.';

/**
 * Why the first bytes of an upload are not CSV text, or null. Text has no NUL bytes; what is not valid UTF-8 is
 * caught by the decoder (CsvReader's caller decodes with `fatal: true`).
 */
export const notCsvReason = (head: Uint8Array): string | null => {
  const known = binaryFormat(head);
  if (known) return `The file is not a CSV (it is ${known}): save the list as "CSV (comma delimited)" and upload that.`;
  return head.includes(0) ? NOT_CSV : null;
};

/** The reader the server streams an upload through (server/srValidation takes it from here with the list's rules). */
export { CsvReader };

// ---- the list ---------------------------------------------------------------------------------------------

/** One vehicle of the client's list. `row` is the spreadsheet row (the header is row 1). */
export type SrListEntry = {
  row: number;
  vin: string | null;
  /** Why the VIN fails ISO 3779, when it does: such a row is still matched on the exact text. */
  vinProblem: string | null;
  stockNumber: string | null;
  /** The stock number as the list has it (trimmed), for a lookup of stored ones that were never upper-cased. */
  stockAsTyped: string | null;
  facility: string | null;
  matched: boolean;
};

export type SrResultRow = {
  category: SrCategory;
  /** The list's row, or null for a record the list does not name. */
  row: number | null;
  vin: string | null;
  stockNumber: string | null;
  listedFacility: string | null;
  legworkFacility: string | null;
  recordNumber: string | null;
  checkedInAt: string | null;
  note: string | null;
};

export type SrList = {
  columns: SrColumns | null;
  entries: SrListEntry[];
  byVin: Map<string, SrListEntry>;
  byStock: Map<string, SrListEntry>;
  /** Rows refused on reading (no identifier, a VIN or stock number seen before), in list order. */
  rejected: SrResultRow[];
};

/** A VIN already in normal form (upper case, no spaces) needs no second pass. */
const NORMAL_VIN = /^[A-Z0-9]*$/;
const normalizeStock = (value: string): string => value.trim().replace(/\s+/g, ' ').toUpperCase();
const cellText = (value: string | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

const rejectedRow = (
  category: SrCategory,
  entry: Omit<SrListEntry, 'matched' | 'vinProblem' | 'stockAsTyped'>,
  note: string,
): SrResultRow => ({
  category,
  row: entry.row,
  vin: entry.vin,
  stockNumber: entry.stockNumber,
  listedFacility: entry.facility,
  legworkFacility: null,
  recordNumber: null,
  checkedInAt: null,
  note,
});

/**
 * Builds the list from the reader's rows: the first non-blank row is the header, unless it is a single valid VIN
 * (a pasted column of VINs with no header). Throws SrListError for no VIN column or too many rows.
 */
export class SrListBuilder {
  readonly list: SrList = { columns: null, entries: [], byVin: new Map(), byStock: new Map(), rejected: [] };
  private rowNumber = 0;
  private dataRows = 0;

  constructor(private readonly maxRows: number = SR_LIST_LIMITS.maxRows) {}

  readonly add = (cells: string[]): void => {
    this.rowNumber++;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (!this.list.columns) {
      const columns = findColumns(cells);
      if (columns) {
        this.list.columns = columns;
        return;
      }
      const headless =
        cells.filter((cell) => cell.trim() !== '').length === 1 && validateVin(cells.find((cell) => cell.trim() !== '') ?? '').ok;
      if (!headless) throw new SrListError('NO_VIN_COLUMN', NO_VIN_COLUMN);
      this.list.columns = { vin: cells.findIndex((cell) => cell.trim() !== ''), stockNumber: null, facility: null };
    }
    this.dataRows++;
    if (this.dataRows > this.maxRows)
      throw new SrListError(
        'TOO_MANY_ROWS',
        `The list has more than ${this.maxRows.toLocaleString('en-US')} vehicles: split it and check each part.`,
      );
    this.entry(cells);
  };

  private entry(cells: string[]) {
    const columns = this.list.columns as SrColumns;
    const rawVin = cellText(cells[columns.vin]);
    const vin = rawVin === null ? null : NORMAL_VIN.test(rawVin) ? rawVin : normalizeVin(rawVin);
    const stock = columns.stockNumber === null ? null : cellText(cells[columns.stockNumber]);
    const stockNumber = stock === null ? null : normalizeStock(stock);
    const facility = columns.facility === null ? null : cellText(cells[columns.facility]);
    const base = { row: this.rowNumber, vin, stockNumber, facility };
    if (vin === null && stockNumber === null) {
      this.list.rejected.push(rejectedRow('INVALID', base, 'The row has neither a VIN nor a stock number.'));
      return;
    }
    const first = vin !== null ? this.list.byVin.get(vin) : this.list.byStock.get(stockNumber as string);
    if (first) {
      const what = vin !== null ? 'VIN' : 'stock number';
      this.list.rejected.push(rejectedRow('DUPLICATE', base, `The same ${what} as row ${first.row}.`));
      return;
    }
    const check = vin === null ? null : validateVin(vin);
    const entry: SrListEntry = {
      row: base.row,
      vin,
      vinProblem: check && !check.ok ? check.message : null,
      stockNumber,
      stockAsTyped: stock,
      facility,
      matched: false,
    };
    this.list.entries.push(entry);
    if (vin !== null) this.list.byVin.set(vin, entry);
    if (stockNumber !== null && !this.list.byStock.has(stockNumber)) this.list.byStock.set(stockNumber, entry);
  }

  /** The list once every row is read: an empty one (or one with only a header) is refused. */
  finish(): SrList {
    if (!this.list.columns) throw new SrListError('EMPTY', 'The list is empty: paste or upload at least one VIN.');
    if (this.list.entries.length === 0 && this.list.rejected.length === 0)
      throw new SrListError('EMPTY', 'The list has a header but no vehicles.');
    return this.list;
  }
}

/** Reads a whole list held in memory (a paste, the tests); the server streams chunks through the same classes. */
export const readSrList = (text: string, maxRows?: number): SrList => {
  const builder = new SrListBuilder(maxRows);
  const reader = new CsvReader(builder.add);
  reader.push(text);
  reader.end();
  return builder.finish();
};

// ---- the reconciliation ----------------------------------------------------------------------------------

/** A storage record on site, as the reconciliation reads it. */
export type SrRecord = {
  number: string;
  facilityId: string;
  vin: string | null;
  stockNumber: string | null;
  checkedInAt: string | null;
};

export type SrScope = {
  /** The facility chosen on the form, or null for all of the client's facilities. */
  facilityId: string | null;
  /** Every STORAGE facility's name by id: a listed facility is compared with the record's by name. */
  facilityNames: ReadonlyMap<string, string>;
};

export type SrCounts = Record<SrCategory, number>;

/** A result row of a record (one object, no spreads: a run makes up to 200,000). */
const resultRow = (
  category: SrCategory,
  row: number | null,
  vin: string | null,
  stockNumber: string | null,
  listedFacility: string | null,
  legworkFacility: string | null,
  record: SrRecord,
  note: string | null,
): SrResultRow => ({
  category,
  row,
  vin,
  stockNumber,
  listedFacility,
  legworkFacility,
  recordNumber: record.number,
  checkedInAt: record.checkedInAt,
  note,
});

/** The tool's answer: counts, the first rows of each category, and where the full result is. */
export type SrValidationAnswer = {
  counts: SrCounts;
  rows: Record<SrCategory, SrResultRow[]>;
  listRows: number;
  recordsOnSite: number;
  download: { url: string; fileName: string };
};

/**
 * Reconciles a list against records fed one at a time. A record matches the list's row with its VIN, else the row
 * with its stock number; a matched row is WRONG_FACILITY when the facility it expects (its own column, else the
 * chosen facility) is not the record's. An unmatched record is IN_LEGWORK_ONLY, except one at another facility than
 * the chosen one, which is outside the question. `finish` then yields the list's rows no record claimed.
 */
export class SrReconciler {
  readonly counts: SrCounts = { MATCHED: 0, WRONG_FACILITY: 0, IN_LEGWORK_ONLY: 0, IN_LIST_ONLY: 0, INVALID: 0, DUPLICATE: 0 };
  private readonly chosenName: string | null;
  /** Facility names compared without case or punctuation (headerKey), worked out once (a run compares up to 200,000). */
  private readonly facilityKeys = new Map<string, string>();

  constructor(
    private readonly list: SrList,
    private readonly scope: SrScope,
  ) {
    this.chosenName = scope.facilityId ? (scope.facilityNames.get(scope.facilityId) ?? null) : null;
  }

  private counted(row: SrResultRow): SrResultRow {
    this.counts[row.category]++;
    return row;
  }

  private keyOf(name: string): string {
    let key = this.facilityKeys.get(name);
    if (key === undefined) {
      key = headerKey(name);
      this.facilityKeys.set(name, key);
    }
    return key;
  }

  /** The result row of one record on site, or null when it is at a facility outside the question. */
  record(record: SrRecord): SrResultRow | null {
    const vin = record.vin === null ? null : NORMAL_VIN.test(record.vin) ? record.vin : normalizeVin(record.vin);
    const stock = record.stockNumber === null ? null : normalizeStock(record.stockNumber);
    const byVin = vin === null ? undefined : this.list.byVin.get(vin);
    const byStock = byVin || stock === null ? undefined : this.list.byStock.get(stock);
    const entry = byVin && !byVin.matched ? byVin : byStock && !byStock.matched ? byStock : undefined;
    const legworkFacility = this.scope.facilityNames.get(record.facilityId) ?? null;
    if (!entry) {
      if (this.scope.facilityId && record.facilityId !== this.scope.facilityId) return null;
      return this.counted(resultRow('IN_LEGWORK_ONLY', null, vin, stock, null, legworkFacility, record, null));
    }
    entry.matched = true;
    const expected = entry.facility ?? this.chosenName;
    const wrong = expected !== null && this.keyOf(expected) !== this.keyOf(legworkFacility ?? '');
    let note: string | null = null;
    if (entry === byStock || entry.vinProblem || wrong) {
      const notes = [
        entry === byStock && entry.vin !== null && entry.vin !== vin ? `Matched by stock number; the list's VIN is ${entry.vin}.` : null,
        entry === byStock && entry.vin === null ? 'Matched by stock number.' : null,
        entry.vinProblem,
        wrong ? `The list expects it at ${expected}.` : null,
      ].filter((text): text is string => text !== null);
      note = notes.length > 0 ? notes.join(' ') : null;
    }
    const category = wrong ? 'WRONG_FACILITY' : 'MATCHED';
    return this.counted(
      resultRow(category, entry.row, vin ?? entry.vin, stock ?? entry.stockNumber, expected, legworkFacility, record, note),
    );
  }

  /** The list's rows no record claimed (IN_LIST_ONLY, or INVALID when the VIN is malformed), then the rejected rows. */
  *finish(): Generator<SrResultRow> {
    for (const entry of this.list.entries) {
      if (entry.matched) continue;
      yield this.counted({
        category: entry.vinProblem ? 'INVALID' : 'IN_LIST_ONLY',
        row: entry.row,
        vin: entry.vin,
        stockNumber: entry.stockNumber,
        listedFacility: entry.facility ?? this.chosenName,
        legworkFacility: null,
        recordNumber: null,
        checkedInAt: null,
        note: entry.vinProblem,
      });
    }
    for (const row of this.list.rejected) yield this.counted(row);
  }
}

// ---- the result file -------------------------------------------------------------------------------------

export const SR_RESULT_HEADER = [
  'Result',
  'List row',
  'VIN',
  'Stock number',
  'Listed facility',
  'Legwork facility',
  'Storage record',
  'Checked in',
  'Note',
] as const;

/** The labels as CSV cells, quoted once ("In Legwork, not in the list" has a comma). */
const LABEL_CELLS = Object.fromEntries(SR_CATEGORIES.map((category) => [category, csvCell(SR_CATEGORY_LABELS[category])])) as Record<
  SrCategory,
  string
>;

/** One line of the downloadable result (CRLF, formula-safe: src/domain/csv/writeCsv.ts). */
export const srResultLine = (row: SrResultRow): string =>
  `${LABEL_CELLS[row.category]},${csvCell(row.row)},${csvCell(row.vin)},${csvCell(row.stockNumber)},${csvCell(row.listedFacility)},${csvCell(
    row.legworkFacility,
  )},${csvCell(row.recordNumber)},${csvCell(row.checkedInAt)},${csvCell(row.note)}\r\n`;

export const srResultHeaderLine = (): string => csvRow(SR_RESULT_HEADER);
