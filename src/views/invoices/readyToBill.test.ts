import { describe, expect, it } from 'vitest';
import { type BillGroup, createInvoicesInput, openBlockers, toggleGroup } from './readyToBill';

const groups: BillGroup[] = [
  {
    poRequired: true,
    legs: [
      { leg: { id: 'l1' }, order: { id: 'o1' }, blockers: ['PO_MISSING'] },
      { leg: { id: 'l2' }, order: { id: 'o2' }, blockers: [] },
      { leg: { id: 'l3' }, order: { id: 'o3' }, blockers: ['NO_PRICE'] },
    ],
  },
];

describe('choosing delivered legs to invoice', () => {
  it('a whole client chooses every leg that has a price, and a second click none', () => {
    const all = toggleGroup(new Set(), groups[0]);
    expect([...all]).toEqual(['l1', 'l2']);
    expect([...toggleGroup(all, groups[0])]).toEqual([]);
  });

  it('a PO typed here lifts PO_MISSING; no price stays', () => {
    expect(openBlockers(groups[0].legs[0], {})).toEqual(['PO_MISSING']);
    expect(openBlockers(groups[0].legs[0], { o1: 'PO-77' })).toEqual([]);
    expect(openBlockers(groups[0].legs[2], { o3: 'PO-1' })).toEqual(['NO_PRICE']);
  });

  it('asks for the PO of a chosen leg whose client requires one', () => {
    expect(createInvoicesInput(groups, new Set(['l1', 'l2']), { o1: '  ' })).toEqual({
      errors: { 'po.o1': ['The client requires a PO number.'] },
    });
  });

  it('refuses a PO number longer than the server takes, naming the excess', () => {
    expect(createInvoicesInput(groups, new Set(['l1']), { o1: 'P'.repeat(61) })).toEqual({
      errors: { 'po.o1': ['1 character over the limit of 60.'] },
    });
  });

  it('sends the chosen legs and the PO numbers of their orders only', () => {
    expect(createInvoicesInput(groups, new Set(['l1']), { o1: ' PO-77 ', o2: 'PO-9' })).toEqual({
      input: { legIds: ['l1'], poNumbers: [{ orderId: 'o1', poNumber: 'PO-77' }] },
    });
  });
});
