import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../domain/roles';
import { renderStatic, textOf as text } from '../kit/testing/renderStatic';
import { DriverSettledRunsTab } from './DriverSettledRunsTab';
import { MySettlementsPanel } from './MySettlementsPanel';
import { RecordSettlementsTab } from './RecordSettlementsTab';

// The unit project runs in Node (no DOM): the tabs are rendered to HTML with their queries answered at once
// (src/views/kit/testing/renderStatic.tsx), and read back by their text and links.
const row = (id: string, number: string, status: string) => ({
  __typename: 'Settlement',
  id,
  number,
  status,
  payeeKind: 'DRIVER',
  payeeName: 'Dale Driver',
  driver: { __typename: 'Driver', id: 'd1' },
  truckingCompany: null,
  periodFrom: '2026-11-01',
  periodTo: '2026-11-15',
  earnings: 50_000,
  reimbursementTotal: 0,
  deductionTotal: 0,
  net: 50_000,
  paid: 50_000,
  balance: 0,
  createdAt: '2026-11-16T10:00:00Z',
});

const ANSWERS: Record<string, unknown> = {
  LegSettlements: {
    orderLeg: {
      __typename: 'OrderLeg',
      id: 'l1',
      settlementLegs: [
        { __typename: 'SettlementLeg', id: 'sl1', status: 'DRIVER_PAID', amount: 14_000, settlement: row('s1', 'STL-100001', 'PAID') },
      ],
    },
  },
  MySettlements: {
    mySettlements: {
      __typename: 'SettlementPaginator',
      data: [
        {
          ...row('s3', 'STL-100003', 'OPEN'),
          paid: 0,
          balance: 50_000,
          statement: { __typename: 'Media', id: 'm3', fileName: 'STL-100003-open.pdf', url: '/media/m3/STL-100003-open.pdf' },
        },
        { ...row('s4', 'STL-100004', 'OPEN'), statement: null },
      ],
      paginatorInfo: { __typename: 'PaginatorInfo', total: 2, currentPage: 1, lastPage: 1, perPage: 10, hasMorePages: false },
    },
  },
  DriverSettlements: {
    settlements: {
      data: [row('s2', 'STL-100002', 'OPEN'), row('s1', 'STL-100001', 'PAID')],
      paginatorInfo: { __typename: 'PaginatorInfo', total: 2, currentPage: 1, lastPage: 1, perPage: 25, hasMorePages: false },
    },
  },
};

const render = (roles: Role[], view: ReactNode, asked: string[] = []) =>
  renderStatic(view, { answers: ANSWERS, asked, path: '/order-legs/l1/financials/settlements', roles });

describe('the settlements tabs of a leg and of a driver', () => {
  // The periods are this year: the lists write them without it, and keep it in the cell's title.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T15:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists a leg's settlements with its own pay status, linked to each settlement", () => {
    const asked: string[] = [];
    const html = render(['ACCOUNTING'], <RecordSettlementsTab entity={{ kind: 'leg', id: 'l1' }} />, asked);
    expect(asked).toEqual(['LegSettlements']);
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => text(m[1]));
    expect(rows.slice(1)).toEqual(['STL-100001 Dale Driver Nov 1 – Nov 15 Paid Driver paid $140.00 $500.00 $0.00']);
    expect(html).toContain('title="Nov 1, 2026 – Nov 15, 2026"');
    expect(html).toContain('href="/accounting/settlements/view?id=s1"');
  });

  it('tells a dispatcher that pay is not theirs, and asks the server nothing', () => {
    const asked: string[] = [];
    const html = render(['DISPATCH'], <RecordSettlementsTab entity={{ kind: 'order', id: 'o1' }} />, asked);
    expect(asked).toEqual([]);
    expect(text(html)).toContain('Not permitted Settlements and driver pay are for accounting.');
  });

  it("lists a driver's settled runs for accounting, and nothing for anyone else", () => {
    const asked: string[] = [];
    const html = render(['ACCOUNTING_LEAD'], <DriverSettledRunsTab driverId="d1" />, asked);
    expect(asked).toEqual(['DriverSettlements']);
    expect([...html.matchAll(/<a href="[^"]*">(STL-\d+)<\/a>/g)].map((m) => m[1])).toEqual(['STL-100002', 'STL-100001']);
    const other: string[] = [];
    expect(text(render(['DISPATCH'], <DriverSettledRunsTab driverId="d1" />, other))).toContain('Not permitted');
    expect(other).toEqual([]);
  });

  it('shows a driver their own pay, each statement to download, and says when one is still being made', () => {
    const asked: string[] = [];
    const html = render(['DRIVER'], <MySettlementsPanel />, asked);
    expect(asked).toEqual(['MySettlements']);
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => text(m[1]));
    expect(rows.slice(1)).toEqual([
      'STL-100003 Nov 1 – Nov 15 Open $500.00 $0.00 Statement STL-100003 (PDF)',
      'STL-100004 Nov 1 – Nov 15 Open $500.00 $500.00 Being made',
    ]);
    expect(html).toContain('href="/media/m3/STL-100003-open.pdf?download=1"');
    // The driver may not open accounting's settlement page: the numbers are not links.
    expect(html).not.toContain('/accounting/settlements/view');
  });
});
