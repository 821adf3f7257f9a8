import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStatic, textOf } from '../../kit/testing/renderStatic';
import { InvoicesTab } from './InvoicesTab';

// The unit project runs in Node (no DOM): the tab is rendered to HTML with its query answered at once.
const INVOICE = {
  __typename: 'PortalInvoice',
  id: 'i1',
  number: 'INV-100001',
  kind: 'INVOICE',
  status: 'OPEN',
  paymentStatus: 'PARTIALLY_PAID',
  dueOn: '2026-12-31',
  currency: 'USD',
  total: 41_000,
  balance: 11_000,
  pdf: { __typename: 'Media', id: 'm1', url: '/media/m1/INV-100001.pdf', fileName: 'INV-100001.pdf' },
};

type Asked = { name: string; variables: unknown };

const render = (entity: Parameters<typeof InvoicesTab>[0]['entity'], asked: Asked[] = [], invoices: unknown[] = [INVOICE]) =>
  renderStatic(<InvoicesTab entity={entity} />, {
    answers: (name, variables) => {
      asked.push({ name, variables });
      return name === 'PortalLegInvoices' ? { portalOrderLeg: { id: 'l1', invoices } } : { portalOrder: { id: 'o1', invoices } };
    },
  });

const headings = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => textOf(m[1]));

describe("the portal's invoices tab", () => {
  // The due day is this year (lists drop its year); the cell's title keeps it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T15:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("an order's: number, status, due date, total and balance", () => {
    const asked: Asked[] = [];
    const html = render({ kind: 'order', id: 'o1' }, asked);
    expect(asked).toEqual([{ name: 'PortalOrderInvoices', variables: { id: 'o1' } }]);
    expect(headings(html)).toEqual(['Number', 'Status', 'Due', 'Total', 'Balance', 'PDF']);
    expect(textOf(html)).toContain('INV-100001 Open Partly paid Dec 31 $410.00 $110.00 PDF of invoice INV-100001');
    expect(html).toContain('<time dateTime="2026-12-31" title="Dec 31, 2026">Dec 31</time>');
    expect(html).toContain('<a href="/media/m1/INV-100001.pdf?download=1" download="INV-100001.pdf">');
  });

  it('shows nothing of settlements, pay or margin, and asks for none', () => {
    const asked: Asked[] = [];
    const html = render({ kind: 'leg', id: 'l1', orderId: 'o1' }, asked);
    expect(asked.map((ask) => ask.name)).toEqual(['PortalLegInvoices']);
    expect(textOf(html)).not.toMatch(/settlement|margin|driver pay|carrier pay|payout/i);
  });

  it('says when no invoice is issued yet', () => {
    expect(textOf(render({ kind: 'order', id: 'o1' }, [], []))).toContain('No invoice for this order yet');
  });
});
