import { describe, expect, it } from 'vitest';
import { addLineCandidate, addLineSchema, applyCreditSchema, creditCandidate, creditLimit, offers, removable } from './invoiceEdits';

describe('applying credit', () => {
  it('is limited by the credit and by the balance', () => {
    expect(creditLimit(5_000, 36_000)).toBe(5_000);
    expect(creditLimit(50_000, 36_000)).toBe(36_000);
    expect(creditLimit(-1, 36_000)).toBe(0);
  });

  it('checks the typed amount against the limit, in minor units', () => {
    const schema = applyCreditSchema(5_000, '$50.00');
    expect(schema.safeParse(creditCandidate({ amount: '50' })).data).toEqual({ amount: 5_000 });
    expect(schema.safeParse(creditCandidate({ amount: '50.01' })).error?.issues[0].message).toBe(
      "At most $50.00 may be applied (the client's credit, up to the balance).",
    );
    expect(schema.safeParse(creditCandidate({ amount: '' })).error?.issues[0].message).toBe('Enter the credit to apply.');
    expect(schema.safeParse(creditCandidate({ amount: '0' })).error?.issues[0].message).toBe('The amount must be more than zero.');
  });
});

describe('editing a draft', () => {
  it('takes off only a billing item added by hand', () => {
    expect(removable({ sourceKind: 'BILLING_ITEM', type: 'HAZMAT' })).toBe(true);
    expect(removable({ sourceKind: 'BILLING_ITEM', type: 'TAX' })).toBe(false);
    expect(removable({ sourceKind: 'ORDER_PRICE', type: 'RATE' })).toBe(false);
  });

  it('adds an item with a quantity and, when typed, its own unit price', () => {
    expect(addLineSchema.parse(addLineCandidate({ billingItemId: 'i', quantity: '2', unitAmount: '' }))).toEqual({
      billingItemId: 'i',
      quantity: 2,
    });
    expect(addLineSchema.parse(addLineCandidate({ billingItemId: 'i', quantity: '1', unitAmount: '12.50' })).unitAmount).toBe(1_250);
    const refused = addLineSchema.safeParse(addLineCandidate({ billingItemId: '', quantity: '0', unitAmount: 'x' }));
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['billingItemId', 'Choose a billing item.'],
      ['quantity', 'The quantity must be more than zero.'],
      ['unitAmount', 'The unit price must be an amount.'],
    ]);
  });
});

describe("the server's actions", () => {
  it('shows Credit only when the server offers it to this person', () => {
    expect(offers([{ event: 'CREDIT', enabled: true }], 'CREDIT')).toBe(true);
    expect(offers([{ event: 'CREDIT', enabled: false }], 'CREDIT')).toBe(false);
    expect(offers([], 'CREDIT')).toBe(false);
  });
});
