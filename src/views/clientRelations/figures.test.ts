import { describe, expect, it } from 'vitest';
import { accountHref, monthTrend, openQuotes, paymentDays, percent } from './figures';

describe('the desk’s figures', () => {
  it('words rates, trends, quote ages and payment days', () => {
    expect(percent(0.5)).toBe('50%');
    expect(percent(0.333)).toBe('33%');
    expect(percent(null)).toBe('—');
    expect(monthTrend(12, 9)).toBe('12 (last month 9, +3)');
    expect(monthTrend(4, 6)).toBe('4 (last month 6, −2)');
    expect(monthTrend(5, 5)).toBe('5 (last month 5, ±0)');
    expect(openQuotes(0, null)).toBe('0');
    expect(openQuotes(3, 12)).toBe('3, oldest 12 days');
    expect(openQuotes(1, 1)).toBe('1, oldest 1 day');
    expect(paymentDays(23.5)).toBe('23.5 days');
    expect(paymentDays(null)).toBe('—');
    expect(accountHref('a b')).toBe('/client-relations/clients?id=a%20b');
  });
});
