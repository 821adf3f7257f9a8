import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SampleComparison } from './SampleComparison';

const price = (total: number, rate: number, explanation: string, warnings: string[] = []) => ({
  __typename: 'PriceResult' as const,
  total,
  currency: 'USD',
  warnings,
  lineItems: [
    { __typename: 'LineItem' as const, type: 'RATE' as const, description: 'Transport rate, leg 1', amount: rate, explanation },
    { __typename: 'LineItem' as const, type: 'FUEL' as const, description: 'Fuel surcharge, leg 1', amount: 7375, explanation: 'fuel' },
  ],
});

// The unit project runs in Node (no DOM): the comparison is rendered to a string.
describe('the sample quote compared', () => {
  it('puts the totals and each rate line side by side, with how each was worked out, and no other line', () => {
    const html = renderToStaticMarkup(
      <SampleComparison
        before={price(49875, 42500, '5 zones × $85.00', ['No fuel rate'])}
        after={price(67375, 60000, '5 zones × $120.00', ['No fuel rate'])}
        locale="en-US"
      />,
    );
    expect(html).toContain('<th scope="row">Total</th><td><strong>$498.75</strong></td><td><strong>$673.75</strong></td>');
    expect(html).toContain(
      '<th scope="row">Transport rate, leg 1</th><td>$425.00<div class="muted">5 zones × $85.00</div></td><td>$600.00<div class="muted">5 zones × $120.00</div></td>',
    );
    expect(html).not.toContain('Fuel surcharge');
    expect(html.match(/No fuel rate/g)).toHaveLength(1);
  });
});
