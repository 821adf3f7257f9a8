import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './imports.read';
import { columnName, xlsxWorkbook, xmlText } from './imports.xlsx';

const HEADER = ['Client', 'Client reference', 'VIN', 'Pickup postal code', 'Notes'];
const SAMPLE = ['NWM', 'PO-1001', '1HGCM82633A004352', '02116', 'Gate <B> & "back" lot'];

describe('xlsxWorkbook', () => {
  it('writes a workbook read-excel-file reads back cell for cell, text kept as typed', async () => {
    const bytes = xlsxWorkbook('Orders', [HEADER, SAMPLE]);
    const rows = await readSheet(bytes);
    expect(rows).toEqual([HEADER, SAMPLE]);
  });

  it("is a file the import's own reader takes as XLSX", async () => {
    const bytes = xlsxWorkbook('Orders', [HEADER, SAMPLE, ['ACME', 'PO-1002', '', '30303', '']]);
    const sheet = await readSpreadsheet({
      name: 'orders-import-template.xlsx',
      size: bytes.length,
      arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    });
    expect(sheet).toEqual({ format: 'XLSX', headers: HEADER, rows: [SAMPLE, ['ACME', 'PO-1002', '', '30303', '']] });
  });

  it('is the same bytes for the same rows (no clock in the archive)', () => {
    expect(xlsxWorkbook('Orders', [HEADER]).equals(xlsxWorkbook('Orders', [HEADER]))).toBe(true);
  });

  it('names columns past Z as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('escapes markup and drops the control characters XML cannot carry', () => {
    expect(xmlText('a<b>&"c"\u0001\u000Bd\te')).toBe('a&lt;b&gt;&amp;&quot;c&quot;d\te');
  });
});
