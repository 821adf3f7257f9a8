import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { renderStatic, textOf as text } from '../kit/testing/renderStatic';
import { BooksExportPanel } from './BooksExportPanel';
import { STORED_ACCOUNTS } from './booksAccountsFixture';

// The unit project runs in Node (no DOM): the panel is rendered to HTML with its queries answered at once
// (src/views/kit/testing/renderStatic.tsx), and read back by its text, its links and its fields' labels.
const holds = (invoices: number, total: number, payments = invoices > 0 ? 1 : 0) => [
  { kind: 'INVOICE', count: invoices, total },
  { kind: 'CREDIT_NOTE', count: 0, total: 0 },
  { kind: 'PAYMENT', count: payments, total: payments * 31_000 },
  { kind: 'BILL', count: 0, total: 0 },
];

const ANSWERS = (invoices: number): Record<string, unknown> => ({
  BooksExportPreview: {
    booksExportPreview: {
      format: 'IIF',
      from: '2026-12-01',
      to: '2026-12-06',
      includeExported: false,
      alreadyExported: 2,
      holds: holds(invoices, invoices * 31_000),
    },
  },
  BooksExports: {
    booksExports: {
      data: [
        {
          id: 'e1',
          format: 'QBO_CSV',
          from: '2026-11-01',
          to: '2026-11-30',
          includeExported: false,
          holds: holds(3, 93_000),
          file: { id: 'm1', url: '/media/m1/qbo-2026-11.csv', fileName: 'qbo-2026-11.csv', size: 2_400 },
          createdByName: 'Grace Hopper',
          createdAt: '2026-12-01T14:00:00Z',
        },
      ],
      paginatorInfo: { total: 1, currentPage: 1, lastPage: 1, firstItem: 1, lastItem: 1, hasMorePages: false },
    },
  },
  BooksAccounts: {
    booksAccounts: { ...STORED_ACCOUNTS, version: 4, updatedAt: '2026-12-01T14:00:00Z' },
  },
});

const render = (roles: Role[], { invoices = 2, asked = [] as string[] } = {}) =>
  renderStatic(<BooksExportPanel />, { answers: ANSWERS(invoices), asked, roles });

const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]+)<\/label>/g)].map((m) => m[1]);

describe('the export to the books', () => {
  it('previews what an export of the month to date will hold before it is made', () => {
    const asked: string[] = [];
    const shown = text(render(['BILLING'], { asked }));
    expect(asked).toEqual(expect.arrayContaining(['BooksExportPreview', 'BooksExports']));
    expect(shown).toContain('The export will hold 2 invoices, $620.00; 1 payment, $310.00.');
    expect(shown).toContain('2 records of the period went out in an earlier QuickBooks Desktop (IIF) export and are left out.');
  });

  it('offers the format, the period and "include already exported", and creates only when there is something', () => {
    const html = render(['BILLING']);
    expect(labels(html)).toEqual(expect.arrayContaining(['Format', 'From', 'To', 'Include already exported']));
    expect(html).toMatch(/<option value="QBO_CSV">QuickBooks Online \(CSV\)<\/option>/);
    const create = (markup: string) => markup.match(/<button([^>]*)>Create export<\/button>/)?.[1] ?? '';
    expect(create(html)).toContain('type="submit"');
    expect(create(html)).not.toContain('disabled');
    const empty = render(['BILLING'], { invoices: 0 });
    expect(text(empty)).toContain('Preview Nothing to export in this period.');
    expect(create(empty)).toContain('disabled=""');
  });

  it('lists the past exports with what each holds and a link to its file', () => {
    const html = render(['ACCOUNTING']);
    expect(html).toMatch(/<a href="\/media\/m1\/qbo-2026-11.csv" download="qbo-2026-11.csv">qbo-2026-11.csv<\/a>/);
    const shown = text(html);
    expect(shown).toContain('QuickBooks Online (CSV)');
    expect(shown).toContain('3 invoices, $930.00; 1 payment, $310.00');
    expect(shown).toContain('Grace Hopper');
  });

  it('shows the default ledger accounts to ACCOUNTING_LEAD and ADMIN only', () => {
    for (const role of ['ACCOUNTING_LEAD', 'ADMIN'] as const) {
      const html = render([role]);
      expect(text(html)).toContain('Default ledger accounts');
      expect(html).toMatch(/<label[^>]*>Accounts receivable<\/label>/);
      expect(html).toMatch(/value="Storage Income"/);
    }
    for (const role of ['BILLING', 'BILLING_LEAD', 'ACCOUNTING'] as const) {
      const asked: string[] = [];
      expect(text(render([role], { asked }))).not.toContain('Default ledger accounts');
      expect(asked).not.toContain('BooksAccounts');
    }
  });
});
