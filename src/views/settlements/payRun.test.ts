import { describe, expect, it } from 'vitest';
import { approvalSummary, PAY_RUN_CSV_HEADER, payRunCsvRow, payRunRows } from './payRun';

const settlement = (id: string, balance: number) => ({
  id,
  number: `STL-${id}`,
  periodFrom: '2026-11-01',
  periodTo: '2026-11-15',
  net: 50_000,
  paid: 50_000 - balance,
  balance,
});

describe('the pay run', () => {
  const payees = [
    {
      payeeKind: 'DRIVER' as const,
      payeeName: 'Dale Driver',
      balance: 60_000,
      settlements: [settlement('1', 50_000), settlement('2', 10_000)],
    },
    { payeeKind: 'TRUCKING_COMPANY' as const, payeeName: 'Blue Ox', balance: 1, settlements: [settlement('3', 1)] },
  ];

  it('is a row per open settlement, its payee named on the first one only', () => {
    expect(payRunRows(payees).map((row) => [row.payee.payeeName, row.settlement.number, row.first])).toEqual([
      ['Dale Driver', 'STL-1', true],
      ['Dale Driver', 'STL-2', false],
      ['Blue Ox', 'STL-3', true],
    ]);
  });

  it('exports every row with its payee and the amounts in major units', () => {
    expect(PAY_RUN_CSV_HEADER).toEqual(['Payee', 'Payee kind', 'Settlement', 'Period from', 'Period to', 'Net', 'Paid', 'Balance']);
    expect(payRunRows(payees).map(payRunCsvRow)).toEqual([
      ['Dale Driver', 'Driver', 'STL-1', '2026-11-01', '2026-11-15', '500.00', '0.00', '500.00'],
      ['Dale Driver', 'Driver', 'STL-2', '2026-11-01', '2026-11-15', '500.00', '400.00', '100.00'],
      ['Blue Ox', 'Trucking company', 'STL-3', '2026-11-01', '2026-11-15', '500.00', '499.99', '0.01'],
    ]);
  });
});

describe('approving all drafts', () => {
  const drafts = [
    { id: 'a', number: 'STL-100001' },
    { id: 'b', number: 'STL-100002' },
    { id: 'c', number: 'STL-100003' },
  ];

  it('counts what was opened and names each refused draft by number with its reason', () => {
    expect(
      approvalSummary(drafts, {
        opened: [{ id: 'a' }],
        refused: [
          { id: 'b', message: 'The settlement was changed by someone else.' },
          { id: 'c', message: 'Cannot open settlement STL-100003: its net is 0.' },
        ],
      }),
    ).toEqual({
      text: '1 settlement approved; 2 not approved.',
      refused: ['STL-100002: The settlement was changed by someone else.', 'STL-100003: Cannot open settlement STL-100003: its net is 0.'],
    });
    expect(approvalSummary(drafts, { opened: drafts, refused: [] })).toEqual({ text: '3 settlements approved.', refused: [] });
  });
});
