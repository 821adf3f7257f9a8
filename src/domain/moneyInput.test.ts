import { describe, expect, it } from 'vitest';
import { majorText, minorOf } from './moneyInput';

describe('money typed in major units', () => {
  it('reads amounts as minor units', () => {
    expect(minorOf('1,250.50')).toBe(125050);
    expect(minorOf('$80')).toBe(8000);
    expect(minorOf(' 0.1 ')).toBe(10);
    expect(minorOf('1180.5')).toBe(118050);
  });

  it('leaves blank to "required" and junk or fractions of a cent to the schema', () => {
    expect(minorOf('')).toBeUndefined();
    expect(minorOf('ten')).toBeNaN();
    expect(minorOf('.')).toBeNaN();
    expect(minorOf('1.005')).toBe(100.5);
  });

  it('shows stored minor units as the text a field starts with', () => {
    expect(majorText(125050)).toBe('1250.50');
    expect(majorText(null)).toBe('');
  });
});
