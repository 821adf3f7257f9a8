import { renderToString } from 'react-dom/server';
import { Client, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { FragmentType } from '@/generated';
import { formatMoney } from '../../domain/format';
import { TenantActor } from '../kit/app/actors';
import { textOf as text } from '../kit/testing/renderStatic';
import { InvoiceActions, type InvoiceActionsFragment } from './InvoiceActions';
import { InvoiceLines, type InvoiceLinesFragment } from './InvoiceLines';

// The unit project runs in Node (no DOM): the invoice's parts are rendered to HTML and read back by text and buttons.
const client = new Client({ url: 'http://localhost/graphql', exchanges: [] });

const option = (event: string, enabled: boolean, reason: string | null = null) => ({
  event,
  enabled,
  refusal: enabled ? null : 'RECORD',
  reason,
});

// The data as a query selects it: masking is in the types only.
type Invoice = FragmentType<typeof InvoiceLinesFragment> & FragmentType<typeof InvoiceActionsFragment>;
type Patch = Record<string, unknown>;

const invoice = (patch: Patch = {}) =>
  ({
    id: 'i1',
    number: 'INV-100001',
    kind: 'INVOICE',
    status: 'DRAFT',
    paymentStatus: 'CREATED',
    version: 2,
    client: { id: 'c1', displayName: 'Northwind Motors' },
    customer: null,
    replacedBy: null,
    clientCredit: 0,
    taxNote: null,
    creditApplications: [],
    actionOptions: [],
    subtotal: 41_000,
    tax: 0,
    total: 41_000,
    paid: 0,
    balance: 41_000,
    lines: [
      {
        id: 'li2',
        position: 2,
        type: 'STORAGE',
        description: 'Storage, 4 days',
        quantity: 4,
        unitAmount: 2_500,
        amount: 10_000,
        sourceKind: 'STORAGE',
        sourceLabel: 'SR-100007',
        sourceId: 's7',
        order: null,
        orderLeg: { id: 'l1', number: 'O-100001-1' },
      },
      {
        id: 'li1',
        position: 1,
        type: 'RATE',
        description: 'Transport Dallas to Austin',
        quantity: 1,
        unitAmount: 31_000,
        amount: 31_000,
        sourceKind: 'ORDER_PRICE',
        sourceLabel: 'Q-100004',
        sourceId: null,
        order: { id: 'o1', number: 'O-100001' },
        orderLeg: { id: 'l1', number: 'O-100001-1' },
      },
    ],
    eventOptions: [option('ISSUE', true), option('CANCEL', true)],
    ...patch,
  }) as unknown as Invoice;

const money = (minor: number) => formatMoney(minor, 'USD', 'en-US');
/** Each button's text (not its aria-label) and whether it is disabled. */
const buttons = (html: string) =>
  [...html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/g)].map((m) => ({ name: text(m[2]), disabled: m[1].includes('disabled') }));

const actions = (record: Invoice) =>
  renderToString(
    <Provider value={client}>
      <InvoiceActions invoice={record} balanceText={money(0)} money={money} refetch={() => {}} />
    </Provider>,
  );

/** The lines as the page draws them (a draft's edit buttons send mutations; dates are in the tenant's zone). */
const lines = (record: Invoice) =>
  renderToString(
    <TenantActor.Provider options={{ input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <Provider value={client}>
        <Router ssrPath="/accounting/invoices/view">
          <InvoiceLines invoice={record} money={money} />
        </Router>
      </Provider>
    </TenantActor.Provider>,
  );

const CREDIT_ROW = [{ event: 'CREDIT', enabled: true, refusal: null, reason: null }];

describe('the invoice page', () => {
  it('lists the lines in order with their sources in words and links to the order and leg', () => {
    const html = lines(invoice({ status: 'OPEN' }));
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => text(m[1]));
    expect(rows.slice(1)).toEqual([
      'Transport Dallas to Austin Rate Order price: Q-100004 Order O-100001 · Leg O-100001-1 1 $310.00 $310.00',
      'Storage, 4 days Storage Storage: SR-100007 Leg O-100001-1 4 $25.00 $100.00',
    ]);
    expect(html).toContain('href="/orders/o1"');
    expect(html).toContain('href="/order-legs/l1"');
    expect(text(html)).toContain('Balance $410.00');
  });

  it('a draft: Issue and Cancel as the server offers them, no payment and no correction', () => {
    expect(buttons(actions(invoice()))).toEqual([
      { name: 'Issue', disabled: false },
      { name: 'Cancel', disabled: false },
    ]);
  });

  it('shows only what the server offers: a refused event is disabled with its reason, a missing one is absent', () => {
    const html = actions(
      invoice({
        status: 'OPEN',
        paymentStatus: 'UNPAID',
        eventOptions: [option('CANCEL', false, 'A payment is applied to it.')],
      }),
    );
    expect(buttons(html)).toEqual([
      { name: 'Cancel', disabled: true },
      { name: 'Post payment', disabled: false },
    ]);
    expect(text(html)).toContain('A payment is applied to it.');
  });

  it('an open invoice: Credit / correct only when the server offers it; a paid one takes no payment', () => {
    const open = { status: 'OPEN', paymentStatus: 'PARTIALLY_PAID', paid: 1_000, balance: 40_000, eventOptions: [] };
    expect(buttons(actions(invoice({ ...open, actionOptions: CREDIT_ROW }))).map((button) => button.name)).toEqual([
      'Post payment',
      'Credit / correct',
    ]);
    const refused = [{ event: 'CREDIT', enabled: false, refusal: 'ROLE', reason: 'Your role cannot do this.' }];
    expect(buttons(actions(invoice({ ...open, actionOptions: refused }))).map((button) => button.name)).toEqual(['Post payment']);
    const paid = invoice({ status: 'PAID', paymentStatus: 'PAID', paid: 41_000, balance: 0, eventOptions: [] });
    expect(buttons(actions(paid))).toEqual([]);
    expect(text(actions(paid))).toContain('No further steps for this invoice.');
  });

  it("an open invoice with the client's credit: the credit in words and Apply credit", () => {
    const html = actions(invoice({ status: 'OPEN', paymentStatus: 'UNPAID', eventOptions: [], clientCredit: 5_000 }));
    expect(buttons(html).map((button) => button.name)).toEqual(['Post payment', 'Apply credit']);
    expect(text(html)).toContain('The client has $50.00 of credit available.');
    const none = actions(invoice({ status: 'OPEN', paymentStatus: 'UNPAID', eventOptions: [] }));
    expect(buttons(none).map((button) => button.name)).toEqual(['Post payment']);
  });

  it('a draft takes billing items by hand and gives back only those; an issued invoice has no edit buttons', () => {
    const added = {
      id: 'li3',
      position: 3,
      type: 'HAZMAT',
      description: 'Hazmat fee',
      quantity: 1,
      unitAmount: 2_500,
      amount: 2_500,
      sourceKind: 'BILLING_ITEM',
      sourceLabel: 'Billing item HAZ, added by hand',
      sourceId: 'b1',
      order: null,
      orderLeg: null,
    };
    const draft = invoice();
    const withItem = invoice({ lines: [...(draft as unknown as { lines: unknown[] }).lines, added] });
    expect(buttons(lines(withItem)).map((button) => button.name)).toEqual(['Remove', 'Add a billing item']);
    expect(lines(withItem)).toContain('aria-label="Remove Hazmat fee"');
    expect(buttons(lines(invoice({ status: 'OPEN', lines: [added] })))).toEqual([]);
  });

  it('says why there is no tax, and lists the credit applied', () => {
    const html = text(
      lines(
        invoice({
          status: 'OPEN',
          taxNote: 'No tax: the client is tax exempt (certificate EX-4411).',
          creditApplications: [{ id: 'ca1', amount: 5_000, createdAt: '2026-12-01T15:00:00Z', createdByName: 'Bea Biller' }],
        }),
      ),
    );
    expect(html).toContain('No tax: the client is tax exempt (certificate EX-4411).');
    expect(html).toMatch(/Credit applied \$50\.00 on .+2026.+ by Bea Biller/);
  });
});
