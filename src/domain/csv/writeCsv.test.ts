import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvRow, toCsv } from './writeCsv';

describe('csvCell', () => {
  it('writes plain text, numbers, booleans and empty values as they are', () => {
    expect(csvCell('O-100042')).toBe('O-100042');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('prefixes text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves text with a formula character later on alone', () => {
    expect(csvCell('A=B')).toBe('A=B');
    expect(csvCell('me@example.test')).toBe('me@example.test');
  });
});

describe('toCsv', () => {
  it('ends every row, the header included, with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
    expect(
      toCsv(
        ['Number', 'Client'],
        [
          ['O-1', 'Acme, Inc.'],
          ['O-2', '=cmd'],
        ],
      ),
    ).toBe(`Number,Client\r\nO-1,"Acme, Inc."\r\nO-2,'=cmd\r\n`);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['Number'], [])).toBe('Number\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file by the local day', () => {
    expect(csvFileName('orders', new Date(2024, 4, 3, 23, 59))).toBe('orders-2024-05-03.csv');
    expect(csvFileName('orders', new Date(2025, 11, 31, 0, 0))).toBe('orders-2025-12-31.csv');
  });
});
