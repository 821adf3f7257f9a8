import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/format';
import { rateName, TariffRatesTable } from './TariffRatesTable';
import { TARIFF_RATE as rate } from './tariffRateFixture';

const words = { money: (minor: number) => formatMoney(minor, 'USD', 'en-US'), currency: 'USD', unit: 'mi', zoneSize: 50, locale: 'en-US' };

const open = { ...rate, id: 'r2', vehicleClass: null, distanceFrom: 100, distanceTo: null, effectiveFrom: '2027-01-01', inForce: false };

// The unit project runs in Node (no DOM): the table is rendered to a string.
describe('a party’s tariff rates table', () => {
  it('reads each rate out: class or any, band in the tenant unit, money, dates, whether in force today', () => {
    const html = renderToStaticMarkup(<TariffRatesTable caption="Own rates" rates={[rate, open]} words={words} onEdit={() => {}} />);
    expect(html).toContain('Rate per zone (50 mi)');
    expect(html).toContain(
      '<td>Sedan</td><td class="nowrap">0–100 mi</td><td class="cell-number">$85.00</td><td class="cell-number">$225.00</td>',
    );
    expect(html).toContain('<td>Any</td><td class="nowrap">100 mi and over</td>');
    expect(html).toContain('From Jan 1, 2026');
    expect(html).toContain('>In force<');
    expect(html).toContain('>Not in force<');
    expect(html).toContain('aria-label="Edit rate: Trucked, sedan, 0–100 mi, from Jan 1, 2026"');
  });

  it('has no edit buttons where it is read only (a client’s rates on its customer, the defaults)', () => {
    const html = renderToStaticMarkup(<TariffRatesTable caption="Defaults" rates={[rate]} words={words} />);
    expect(html).not.toContain('Edit');
    expect(rateName(open, words)).toBe('Trucked, any class, 100 mi and over, from Jan 1, 2027');
  });
});
