import { describe, expect, it } from 'vitest';
import {
  findColumns,
  NO_VIN_COLUMN,
  notCsvReason,
  readSrList,
  type SrRecord,
  SrListError,
  SrReconciler,
  type SrResultRow,
  srResultLine,
} from './srValidation';

// Real VINs with valid check digits.
const A = '1HGCM82633A004352';
const B = '1M8GDM9AXKP042788';
const C = '5YJSA1E26HF000001';
const D = 'JH4KA7561PC008269';

const listError = (text: string): SrListError => {
  try {
    readSrList(text);
  } catch (error) {
    if (error instanceof SrListError) return error;
    throw error;
  }
  throw new Error('the list was accepted');
};

describe('the list', () => {
  it('finds the VIN, stock number and facility columns by the names people give them', () => {
    expect(findColumns(['Stock #', 'Vehicle VIN', 'Lot'])).toEqual({ vin: 1, stockNumber: 0, facility: 2 });
    expect(findColumns(['vin_number', 'STK'])).toEqual({ vin: 0, stockNumber: 1, facility: null });
    expect(findColumns(['Unit VIN'])).toEqual({ vin: 0, stockNumber: null, facility: null });
    expect(findColumns(['Province', 'Make'])).toBeNull();
  });

  it('refuses a list without a VIN column, naming the headers it looks for', () => {
    const error = listError('Make,Model\nHonda,Accord\n');
    expect(error.code).toBe('NO_VIN_COLUMN');
    expect(error.message).toBe(NO_VIN_COLUMN);
    expect(error.message).toContain('"Vehicle VIN"');
  });

  it('takes a pasted column of VINs with no header', () => {
    const list = readSrList(`${A}\n ${B.toLowerCase()} \n\n${C}\n`);
    expect(list.entries.map((entry) => [entry.row, entry.vin])).toEqual([
      [1, A],
      [2, B],
      [4, C],
    ]);
  });

  it('refuses an empty list and one over the row limit', () => {
    expect(listError('').code).toBe('EMPTY');
    expect(listError('VIN\r\n').code).toBe('EMPTY');
    expect(() => readSrList(`VIN\n${A}\n${B}\n${C}\n`, 2)).toThrow('more than 2 vehicles');
  });

  it('reports duplicates and rows without an identifier, normalising VINs and stock numbers', () => {
    const list = readSrList(`VIN,Stock\n${A},s 1\n${A.toLowerCase()},S2\n,s  1\n,\n,S3\n,s3\n`);
    expect(list.entries.map((entry) => entry.row)).toEqual([2, 6]);
    expect(list.rejected.map(({ category, row, note }) => ({ category, row, note }))).toEqual([
      { category: 'DUPLICATE', row: 3, note: 'The same VIN as row 2.' },
      { category: 'DUPLICATE', row: 4, note: 'The same stock number as row 2.' },
      { category: 'DUPLICATE', row: 7, note: 'The same stock number as row 6.' },
    ]);
    const blanks = readSrList('VIN,Stock,Facility\n,,North yard\n');
    expect(blanks.rejected[0]).toMatchObject({ category: 'INVALID', row: 2, note: 'The row has neither a VIN nor a stock number.' });
  });
});

describe('the reconciliation', () => {
  const NORTH = 'f-north';
  const SOUTH = 'f-south';
  const facilityNames = new Map([
    [NORTH, 'North Yard'],
    [SOUTH, 'South Yard'],
  ]);
  const record = (number: string, vin: string | null, facilityId = NORTH, stockNumber: string | null = null): SrRecord => ({
    number,
    vin,
    facilityId,
    stockNumber,
    checkedInAt: '2026-11-01',
  });
  const reconcile = (text: string, records: SrRecord[], facilityId: string | null = null) => {
    const reconciler = new SrReconciler(readSrList(text), { facilityId, facilityNames });
    const rows: SrResultRow[] = [];
    for (const one of records) {
      const row = reconciler.record(one);
      if (row) rows.push(row);
    }
    rows.push(...reconciler.finish());
    return { rows, counts: reconciler.counts };
  };

  it('sorts every record and row into one category, with the facility check by name', () => {
    const badVin = '1HGCM82633A004353'; // check digit wrong
    const list = `VIN,Stock number,Facility\n${A},,north yard\n${B},,North Yard\n${D},,\n${badVin},,\n,ST-9,\nSHORT1,,\n${A},,\n`;
    const { rows, counts } = reconcile(list, [
      record('SR-1', A),
      record('SR-2', B, SOUTH),
      record('SR-3', C),
      record('SR-4', 'x', NORTH, 'st-9'),
      record('SR-5', 'short1'),
    ]);
    expect(counts).toEqual({ MATCHED: 3, WRONG_FACILITY: 1, IN_LEGWORK_ONLY: 1, IN_LIST_ONLY: 1, INVALID: 1, DUPLICATE: 1 });
    expect(rows.map(({ category, row, recordNumber }) => [category, row, recordNumber])).toEqual([
      ['MATCHED', 2, 'SR-1'],
      ['WRONG_FACILITY', 3, 'SR-2'],
      ['IN_LEGWORK_ONLY', null, 'SR-3'],
      ['MATCHED', 6, 'SR-4'],
      ['MATCHED', 7, 'SR-5'],
      ['IN_LIST_ONLY', 4, null],
      ['INVALID', 5, null],
      ['DUPLICATE', 8, null],
    ]);
    expect(rows[1]).toMatchObject({
      listedFacility: 'North Yard',
      legworkFacility: 'South Yard',
      note: 'The list expects it at North Yard.',
    });
    expect(rows[3].note).toBe('Matched by stock number.');
    expect(rows[4].note).toBe('The VIN must be 17 characters (this one has 6).');
    expect(rows[6].note).toContain('check digit');
  });

  it('checks against the chosen facility when the list has no facility column, and leaves other facilities alone', () => {
    const { rows, counts } = reconcile(
      `VIN\n${A}\n${B}\n`,
      [record('SR-1', A), record('SR-2', B, SOUTH), record('SR-3', C, SOUTH), record('SR-4', D)],
      NORTH,
    );
    expect(counts).toMatchObject({ MATCHED: 1, WRONG_FACILITY: 1, IN_LEGWORK_ONLY: 1, IN_LIST_ONLY: 0 });
    expect(rows.map((row) => row.recordNumber)).toEqual(['SR-1', 'SR-2', 'SR-4']);
  });

  it('ignores facilities altogether when none is chosen or listed', () => {
    const { counts } = reconcile(`VIN\n${A}\n`, [record('SR-1', A, SOUTH)]);
    expect(counts.MATCHED).toBe(1);
  });

  it('writes the result line formula-safe, with the category in words (quoted when it holds a comma)', () => {
    const { rows } = reconcile(`VIN,Facility\n${A},=HYPERLINK("x")\n`, [record('SR-1', A)]);
    expect(srResultLine(rows[0])).toBe(
      `Wrong facility,2,${A},,"'=HYPERLINK(""x"")",North Yard,SR-1,2026-11-01,"The list expects it at =HYPERLINK(""x"")."\r\n`,
    );
    const unlisted = reconcile(`VIN\n${A}\n`, [record('SR-2', B)]).rows[0];
    expect(srResultLine(unlisted)).toBe(`"In Legwork, not in the list",,${B},,,North Yard,SR-2,2026-11-01,\r\n`);
  });
});

describe('what is not a CSV', () => {
  it('names a workbook, a PDF and binary content, and passes text', () => {
    expect(notCsvReason(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toContain('Excel workbook');
    expect(notCsvReason(new TextEncoder().encode('%PDF-1.7'))).toContain('a PDF');
    expect(notCsvReason(Uint8Array.from([0x41, 0, 0x42]))).toContain('not a CSV');
    expect(notCsvReason(new TextEncoder().encode(`VIN\n${A}\n`))).toBeNull();
  });
});
