import { describe, expect, it } from 'vitest';
import { CsvReader, readCsv } from './readCsv';

const A = '1HGCM82633A004352';
const B = '1M8GDM9AXKP042788';
const C = '5YJSA1E26HF000001';

const rowsOf = (chunks: string[]): string[][] => {
  const rows: string[][] = [];
  const reader = new CsvReader((cells) => rows.push(cells));
  for (const chunk of chunks) reader.push(chunk);
  reader.end();
  return rows;
};

/** The text cut into pieces of `size` characters. */
const cut = (text: string, size: number): string[] => text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];

describe('the CSV reader', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const text = `\uFEFFVIN,Note\r\n"1HG,x","say ""hi"""\r\n${A},"two\r\nlines"\r\n`;
    expect(rowsOf([text])).toEqual([
      ['VIN', 'Note'],
      ['1HG,x', 'say "hi"'],
      [A, 'two\r\nlines'],
    ]);
  });

  it('gives the same rows whichever way the text is cut into chunks', () => {
    const text = `\uFEFFVIN;Stock\r\n"${A}";"S ""1"""\r\n${B};S2\n${C};"S\n3"`;
    const whole = rowsOf([text]);
    expect(whole).toEqual([
      ['VIN', 'Stock'],
      [A, 'S "1"'],
      [B, 'S2'],
      [C, 'S\n3'],
    ]);
    for (let size = 1; size < 9; size++) {
      const chunks = cut(text, size);
      expect(rowsOf(chunks)).toEqual(whole);
    }
  });

  it('sniffs semicolons and tabs from the first line, and keeps a comma inside quotes out of the count', () => {
    expect(rowsOf(['VIN\tStock\n', `${A}\tS1\n`])).toEqual([
      ['VIN', 'Stock'],
      [A, 'S1'],
    ]);
    expect(rowsOf(['"a,b,c";VIN\nx;y'])).toEqual([
      ['a,b,c', 'VIN'],
      ['x', 'y'],
    ]);
  });

  it('reads a quoted field that is only quotes, and quotes left in a bare field as they are', () => {
    expect(readCsv('"""",""\r\nab"c,"x""y"\r\n')).toEqual([
      ['"', ''],
      ['ab"c', 'x"y'],
    ]);
  });

  it('ends rows at CRLF, LF or a lone CR, and a line end inside quotes stays in the field', () => {
    expect(readCsv('a,b\r\nc,d\ne,f\rg,"h\ri"')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h\ri'],
    ]);
    // A CRLF cut between two chunks is still one line end.
    expect(rowsOf(['a\r', '\nb\r', '\n'])).toEqual([['a'], ['b']]);
  });

  it('drops only a leading BOM, and only once', () => {
    expect(readCsv('\uFEFFa\n\uFEFFb')).toEqual([['a'], ['\uFEFFb']]);
    expect(rowsOf(['\uFEFF', 'a;b\n'])).toEqual([['a', 'b']]);
  });

  it('gives a blank line as one empty cell, keeps the last line without a line end, and adds no row after the last line end', () => {
    expect(readCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
    expect(readCsv('a,\n,b')).toEqual([
      ['a', ''],
      ['', 'b'],
    ]);
    expect(readCsv('a\n""')).toEqual([['a'], ['']]);
    expect(readCsv('')).toEqual([]);
  });

  it('sniffs the delimiter from the first line with text, past blank lines', () => {
    expect(rowsOf(['\r\n', '\n', `VIN;Stock\n${A};S1\n`])).toEqual([[''], [''], ['VIN', 'Stock'], [A, 'S1']]);
  });

  it('hands on ragged rows as they are, neither padded nor cut', () => {
    expect(readCsv('a,b,c\nd\ne,f,g,h\n')).toEqual([['a', 'b', 'c'], ['d'], ['e', 'f', 'g', 'h']]);
  });

  it('reads a very long field, quoted or bare, whole across many chunks', () => {
    const long = 'x'.repeat(200_000);
    const quoted = `"${long.slice(0, 99_999)},""${long.slice(0, 99_999)}"`;
    const text = `id,note\n1,${long}\n2,${quoted}\n`;
    const expected = [
      ['id', 'note'],
      ['1', long],
      ['2', `${long.slice(0, 99_999)},"${long.slice(0, 99_999)}`],
    ];
    expect(readCsv(text)).toEqual(expected);
    expect(rowsOf(cut(text, 1000))).toEqual(expected);
  });

  it('hands each row on as soon as its line ends, before the text is over', () => {
    const rows: string[][] = [];
    const reader = new CsvReader((cells) => rows.push(cells));
    reader.push('a,b\nc,');
    expect(rows).toEqual([['a', 'b']]);
    reader.push('d\n');
    expect(rows).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
