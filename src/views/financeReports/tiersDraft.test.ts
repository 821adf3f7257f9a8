import { describe, expect, it } from 'vitest';
import { tierDrafts, tierInputs } from './tiersDraft';

describe('the rebate tiers form', () => {
  it('shows stored tiers as legs and a percent, and sends them back as basis points', () => {
    const drafts = tierDrafts([{ minLegs: 10, rateBp: 250 }]);
    expect(drafts).toEqual([{ minLegs: '10', percent: '2.5' }]);
    expect(tierInputs(drafts)).toEqual({ tiers: [{ minLegs: 10, rateBp: 250 }] });
  });

  it('names each input that is not a number, keyed as the server keys its errors', () => {
    expect(
      tierInputs([
        { minLegs: '10', percent: '2.5' },
        { minLegs: 'ten', percent: '2.555' },
      ]),
    ).toEqual({
      errors: {
        'tiers.1.minLegs': ['Enter a whole number of legs.'],
        'tiers.1.rateBp': ['Enter a percent to two decimals at most (2.5).'],
      },
    });
  });
});
