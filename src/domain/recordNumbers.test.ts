import { describe, expect, it } from 'vitest';
import { numberedKindOf, parseRecordNumber } from './recordNumbers';

describe('parseRecordNumber', () => {
  it('reads each kind in its stored form', () => {
    expect(parseRecordNumber('order', 'O-100191')).toBe('O-100191');
    expect(parseRecordNumber('leg', 'O-100191-2')).toBe('O-100191-2');
    expect(parseRecordNumber('quote', 'Q-100007')).toBe('Q-100007');
  });

  it('takes a pasted number with stray spaces or in lower case', () => {
    expect(parseRecordNumber('order', ' o-100191 ')).toBe('O-100191');
    expect(parseRecordNumber('leg', 'o-100191-12\n')).toBe('O-100191-12');
    expect(parseRecordNumber('quote', 'q-7')).toBe('Q-7');
  });

  it('keeps the kinds apart', () => {
    expect(parseRecordNumber('order', 'O-100191-2')).toBeNull();
    expect(parseRecordNumber('leg', 'O-100191')).toBeNull();
    expect(parseRecordNumber('quote', 'O-100191')).toBeNull();
    expect(parseRecordNumber('order', 'Q-100191')).toBeNull();
  });

  it.each([
    '',
    '   ',
    '999999',
    'not-a-number',
    'O-',
    'O100191',
    'O--100191',
    'O-100191-',
    'O-10019a',
    'O-1234567890123456',
    'O-1-12345',
    'L-100191',
    "O-1'; DROP TABLE orders; --",
    'O-１２３',
    'O-100191 2',
    'x'.repeat(10_000),
  ])('answers null for %j', (text) => {
    expect(parseRecordNumber('order', text)).toBeNull();
    expect(parseRecordNumber('leg', text)).toBeNull();
    expect(parseRecordNumber('quote', text)).toBeNull();
  });

  it('answers null for what is not text', () => {
    for (const value of [null, undefined, 100191, {}, ['O-1']]) expect(parseRecordNumber('order', value)).toBeNull();
  });
});

describe('numberedKindOf', () => {
  it('names the kind of a number, or none', () => {
    expect(numberedKindOf('O-100191')).toBe('order');
    expect(numberedKindOf('O-100191-3')).toBe('leg');
    expect(numberedKindOf('q-100001')).toBe('quote');
    expect(numberedKindOf('3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d13')).toBeNull();
    expect(numberedKindOf('999999')).toBeNull();
  });
});
