import { describe, expect, it } from 'vitest';
import { appliedPrice, canAutoAdd, hasPartyPrice } from './partyPrices';

const item = { id: 'i1', type: 'TAG_AND_TITLE' as const, amount: 15000 };

describe('which price applies to a party', () => {
  it('is the catalog price when neither the party nor its client has one', () => {
    expect(appliedPrice(item, undefined, undefined)).toEqual({ amount: 15000, source: 'CATALOG' });
  });

  it("is a customer's client's price when the customer has none of its own", () => {
    const client = { amount: 12000, appliedAmount: 12000, appliedSource: 'CLIENT' as const };
    expect(appliedPrice(item, undefined, client)).toEqual({ amount: 12000, source: 'CLIENT' });
  });

  it("is the party's own row as the server worked it out (an auto-add row with no price falls back)", () => {
    const client = { amount: 12000, appliedAmount: 12000, appliedSource: 'CLIENT' as const };
    const own = { amount: 9000, appliedAmount: 9000, appliedSource: 'CUSTOMER' as const };
    expect(appliedPrice(item, own, client)).toEqual({ amount: 9000, source: 'CUSTOMER' });
    const autoOnly = { amount: null, appliedAmount: 12000, appliedSource: 'CLIENT' as const };
    expect(appliedPrice(item, autoOnly, client)).toEqual({ amount: 12000, source: 'CLIENT' });
  });
});

describe('what a party may set', () => {
  it.each([
    ['TAG_AND_TITLE', true, true],
    ['PICKUP', true, true],
    ['STORAGE', true, false],
    ['HAZMAT', true, false],
    ['TAX', false, false],
    ['RATE', false, false],
    ['FUEL', false, false],
    ['DISCOUNT', false, false],
  ] as const)('%s: own price %s, auto-add %s', (type, price, auto) => {
    expect(hasPartyPrice(type)).toBe(price);
    expect(canAutoAdd(type)).toBe(auto);
  });
});
