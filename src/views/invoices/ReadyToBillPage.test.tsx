import { describe, expect, it } from 'vitest';
import { renderStatic, textOf as text } from '../kit/testing/renderStatic';
import { ReadyToBillPage } from './ReadyToBillPage';

// The unit project runs in Node (no DOM): the page is rendered to HTML with its query answered at once, and read back
// by its text, its checkboxes' labels and the states of their inputs.
const leg = (id: string, number: string, orderId: string, blockers: string[], amount: number | null) => ({
  leg: { __typename: 'OrderLeg', id, number, vehicle: null },
  order: { __typename: 'Order', id: orderId, number: number.slice(0, 8) },
  customer: null,
  amount,
  deliveredAt: '2026-12-01T15:00:00Z',
  blockers,
});

const READY = {
  readyToBillLegs: [
    {
      client: { __typename: 'Client', id: 'c1', displayName: 'Northwind Motors' },
      poRequired: true,
      invoiceFrequency: 'PER_ORDER',
      amount: 62_000,
      legs: [
        leg('l1', 'O-100001-1', 'o1', ['PO_MISSING'], 31_000),
        leg('l2', 'O-100002-1', 'o2', [], 31_000),
        leg('l3', 'O-100003-1', 'o3', ['NO_PRICE'], null),
      ],
    },
  ],
};

// The client picker asks for its choices too: nothing to list.
const render = (asked: string[] = []) =>
  renderStatic(<ReadyToBillPage />, { answers: { ReadyToBillLegs: READY }, asked, path: '/accounting/invoices/order-legs' });

/** Each checkbox by its label's text, with whether it may be ticked. */
const checkboxes = (html: string) =>
  [...html.matchAll(/<input id="([^"]+)" type="checkbox"([^>]*)>.*?<label for="\1">([^<]+)<\/label>/g)].map((m) => ({
    label: m[3],
    disabled: m[2].includes('disabled'),
  }));

describe('the order legs to invoice', () => {
  it('lists the delivered legs by client with what blocks each, in words', () => {
    const asked: string[] = [];
    const html = render(asked);
    expect(asked).toContain('ReadyToBillLegs');
    expect(text(html)).toContain('Search delivered legs');
    const shown = text(html);
    expect(shown).toContain('Northwind Motors');
    expect(shown).toContain('PO number missing: the client requires one');
    expect(shown).toContain('No price: the order has no agreed quote or rate card price');
    expect(shown).toContain('Ready');
    expect(shown).not.toContain('PO_MISSING');
    expect(shown).not.toContain('NO_PRICE');
  });

  it('offers a box per leg and one for the client; a leg without a price cannot be chosen', () => {
    expect(checkboxes(render())).toEqual([
      { label: 'Every leg of Northwind Motors that can be invoiced', disabled: false },
      { label: 'Invoice O-100001-1', disabled: false },
      { label: 'Invoice O-100002-1', disabled: false },
      { label: 'Invoice O-100003-1', disabled: true },
    ]);
  });

  it('asks for the PO number of the order that lacks one, and holds Create invoices until a leg is chosen', () => {
    const html = render();
    expect(html).toMatch(/<label[^>]*>PO number for order O-100001<\/label>/);
    expect(html).not.toContain('PO number for order O-100002');
    const create = html.match(/<button([^>]*)>Create invoices<\/button>/);
    expect(create?.[1]).toContain('type="submit"');
    expect(create?.[1]).toContain('disabled=""');
    // It submits the legs' form, which the search box stays out of (Enter in it searches).
    const form = html.match(/<form id="([^"]+)"[^>]*>/);
    expect(create?.[1]).toContain(`form="${form?.[1]}"`);
    expect(html.indexOf('Search delivered legs')).toBeLessThan(form?.index ?? 0);
  });
});
