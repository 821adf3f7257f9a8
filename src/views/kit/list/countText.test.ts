import { describe, expect, it } from 'vitest';
import { rangeText, totalText } from './countText';

const drivers = { one: 'driver', many: 'drivers' };

describe("a list's count", () => {
  it('says how many rows the filters leave, one in the singular, thousands grouped', () => {
    expect(totalText(1234, drivers, 'en-US')).toBe('1,234 drivers');
    expect(totalText(1, drivers, 'en-US')).toBe('1 driver');
    expect(totalText(0, drivers, 'en-US')).toBe('0 drivers');
    expect(totalText(1234, drivers, 'de-DE')).toBe('1.234 drivers');
  });

  it("says where this page sits: the server's first and last row of it, of the whole", () => {
    const info = { total: 1234, currentPage: 1, lastPage: 25, firstItem: 1, lastItem: 50 };
    expect(rangeText(info, drivers, 'en-US')).toBe('1–50 of 1,234 drivers');
    expect(rangeText({ ...info, currentPage: 25, firstItem: 1201, lastItem: 1234 }, drivers, 'en-US')).toBe('1,201–1,234 of 1,234 drivers');
    expect(rangeText({ total: 1, currentPage: 1, lastPage: 1, firstItem: 1, lastItem: 1 }, drivers, 'en-US')).toBe('1–1 of 1 driver');
    expect(rangeText({ total: 0, currentPage: 1, lastPage: 0, firstItem: null, lastItem: null }, drivers, 'en-US')).toBe(
      '0–0 of 0 drivers',
    );
  });
});
