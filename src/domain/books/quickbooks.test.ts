import { describe, expect, it } from 'vitest';
import { type BookInvoice, iifDate, majorAmount, QBO_INVOICE_COLUMNS, toIif, toQboInvoiceCsv } from './quickbooks';

const invoice: BookInvoice = {
  kind: 'INVOICE',
  number: 'INV-100001',
  customer: 'Atlas Motors',
  issuedOn: '2026-12-04',
  dueOn: '2027-01-03',
  terms: 'Net 30',
  poNumber: 'PO-77',
  receivableAccount: 'Accounts Receivable',
  lines: [
    {
      account: 'Transport Income',
      item: 'TARIFF',
      description: 'Leg 1: Newark → Albany, 150 mi',
      quantity: 1,
      unitAmount: 45_000,
      amount: 45_000,
      taxable: false,
    },
    {
      account: 'Storage Income',
      item: 'STORAGE',
      description: 'Storage, 3 days',
      quantity: 3,
      unitAmount: 2_550,
      amount: 7_650,
      taxable: true,
    },
  ],
};

/** The rows of an IIF file as cells. */
const cells = (iif: string) =>
  iif
    .split('\r\n')
    .filter(Boolean)
    .map((row) => row.split('\t'));

/** Each transaction's amounts (TRNS then SPL), in minor units. */
const blocks = (iif: string) => {
  const found: { type: string; amounts: number[] }[] = [];
  for (const row of cells(iif)) {
    if (row[0] === 'TRNS') found.push({ type: row[2], amounts: [Math.round(Number(row[6]) * 100)] });
    if (row[0] === 'SPL') found[found.length - 1].amounts.push(Math.round(Number(row[6]) * 100));
  }
  return found;
};

describe('majorAmount', () => {
  it('writes minor units exactly, sums past 2^31 minor units included', () => {
    expect(majorAmount(0)).toBe('0.00');
    expect(majorAmount(5)).toBe('0.05');
    expect(majorAmount(-123_405)).toBe('-1234.05');
    expect(majorAmount(2_500_000_000_00)).toBe('2500000000.00');
    expect(majorAmount(1234, 0)).toBe('1234');
    expect(majorAmount(1234, 3)).toBe('1.234');
  });

  it('refuses a fraction of a minor unit instead of rounding it away', () => {
    expect(() => majorAmount(10.5)).toThrow(RangeError);
  });
});

describe('toIif', () => {
  it('writes the headers, then each invoice as TRNS, its SPL lines and ENDTRNS, balanced', () => {
    const iif = toIif({ invoices: [invoice] });
    const rows = cells(iif);
    expect(rows.map((row) => row[0])).toEqual(['!TRNS', '!SPL', '!ENDTRNS', 'TRNS', 'SPL', 'SPL', 'ENDTRNS']);
    expect(rows[3]).toEqual([
      'TRNS',
      '',
      'INVOICE',
      '12/04/2026',
      'Accounts Receivable',
      'Atlas Motors',
      '526.50',
      'INV-100001',
      'PO PO-77',
      '01/03/2027',
      'Net 30',
    ]);
    expect(rows[5]).toEqual([
      'SPL',
      '',
      'INVOICE',
      '12/04/2026',
      'Storage Income',
      'Atlas Motors',
      '-76.50',
      'INV-100001',
      'Storage, 3 days',
      '25.5',
      '-3',
      'STORAGE',
      'Y',
    ]);
    expect(blocks(iif).map((block) => block.amounts.reduce((a, b) => a + b, 0))).toEqual([0]);
  });

  it('balances credit notes, payments and bills too, each on its own accounts', () => {
    const iif = toIif({
      invoices: [
        { ...invoice, kind: 'CREDIT_NOTE', number: 'INV-100002', lines: invoice.lines.map((line) => ({ ...line, amount: -line.amount })) },
      ],
      payments: [
        {
          reference: 'CHK 5521',
          customer: 'Atlas Motors',
          receivedOn: '2026-12-20',
          amount: 52_650,
          depositAccount: 'Undeposited Funds',
          receivableAccount: 'Accounts Receivable',
          memo: 'INV-100001',
        },
      ],
      bills: [
        {
          number: 'STL-1001',
          vendor: 'Dana Driver',
          billedOn: '2026-12-31',
          dueOn: null,
          payableAccount: 'Accounts Payable',
          lines: [
            { account: 'Driver Pay', description: 'Earnings', amount: 30_000 },
            { account: 'Fuel Reimbursement', description: 'Fuel receipt', amount: 4_210 },
            { account: 'Driver Advances', description: 'Advance recovered', amount: -5_000 },
          ],
        },
      ],
    });
    const found = blocks(iif);
    expect(found.map((block) => block.type)).toEqual(['CREDIT MEMO', 'PAYMENT', 'BILL']);
    for (const block of found) expect(block.amounts.reduce((a, b) => a + b, 0)).toBe(0);
    expect(found[0].amounts[0]).toBe(-52_650);
    expect(found[1].amounts).toEqual([52_650, -52_650]);
    expect(found[2].amounts).toEqual([-29_210, 30_000, 4_210, -5_000]);
  });

  it('keeps every row one row: tabs and line breaks in a name or memo become spaces', () => {
    const iif = toIif({
      invoices: [{ ...invoice, customer: 'Atlas\tMotors', lines: [{ ...invoice.lines[0], description: 'two\r\nlines' }] }],
    });
    const rows = cells(iif);
    expect(rows.every((row) => row.length <= 13)).toBe(true);
    expect(rows[3][5]).toBe('Atlas Motors');
    expect(rows[4][8]).toBe('two lines');
  });

  it('refuses a line in a fraction of a minor unit instead of writing a rounded amount', () => {
    expect(() => toIif({ invoices: [{ ...invoice, lines: [{ ...invoice.lines[0], amount: 10.5 }] }] })).toThrow(RangeError);
  });
});

describe('iifDate', () => {
  it('writes MM/DD/YYYY and refuses anything but a day', () => {
    expect(iifDate('2027-01-03')).toBe('01/03/2027');
    expect(() => iifDate('03/01/2027')).toThrow(RangeError);
  });
});

describe('toQboInvoiceCsv', () => {
  it('writes a row per invoice line under the import columns, leaving credit notes out', () => {
    const csv = toQboInvoiceCsv([invoice, { ...invoice, kind: 'CREDIT_NOTE', number: 'INV-100002' }]);
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(QBO_INVOICE_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      'INV-100001,Atlas Motors,12/04/2026,01/03/2027,Net 30,PO PO-77,TARIFF,"Leg 1: Newark → Albany, 150 mi",1,450,450.00,N',
    );
    expect(lines[2]).toBe('INV-100001,Atlas Motors,12/04/2026,01/03/2027,Net 30,PO PO-77,STORAGE,"Storage, 3 days",3,25.5,76.50,Y');
  });
});
