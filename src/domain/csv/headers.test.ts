import { describe, expect, it } from 'vitest';
import { headerKey, headerMatcher } from './headers';

describe('header matching', () => {
  it('compares headers without case, spaces or punctuation', () => {
    expect(headerKey('Vehicle VIN')).toBe('vehiclevin');
    expect(headerKey('vin_number')).toBe('vinnumber');
    expect(headerKey(' VIN # ')).toBe('vin');
  });

  it('finds each column by any of its names, the first such header winning, and null for a missing one', () => {
    const match = headerMatcher({ vin: ['VIN', 'Serial number'], stock: ['Stock #', 'Stk'], lot: ['Lot'] });
    expect(match(['Note', 'serial_number', 'STK', 'vin'])).toEqual({ vin: 1, stock: 2, lot: null });
    expect(match([])).toEqual({ vin: null, stock: null, lot: null });
    // "Province" holds "vin" but is not one of its names.
    expect(match(['Province']).vin).toBeNull();
  });
});
