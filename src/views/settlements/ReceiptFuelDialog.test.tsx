import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { IFTA_JURISDICTIONS } from '../../domain/ifta/jurisdictions';
import { buttonNames as buttons, renderStatic, textOf as text } from '../kit/testing/renderStatic';
import { ReceiptFuelDialog } from './ReceiptFuelDialog';
import { ReceiptsPage } from './ReceiptsPage';
import { fuelFailure, fuelInput, fuelWords } from './receiptFuel';

// The unit project runs in Node (no DOM): the dialog and the page are rendered to HTML with their queries answered at
// once, and read back by their dialog, labels, fields and buttons; what Save and Clear send is fuelInput's (below).
const UNITS = {
  units: {
    __typename: 'UnitPaginator',
    data: [
      { __typename: 'Unit', id: 'u1', unitNumber: 'T-12', plate: 'ABC123' },
      { __typename: 'Unit', id: 'u2', unitNumber: 'T-14', plate: null },
    ],
  },
};

const receipt = (id: string, patch: object = {}) => ({
  __typename: 'DriverReceipt',
  id,
  status: 'SUBMITTED',
  version: 1,
  amount: 41_250,
  spentOn: '2026-11-20',
  expenseType: 'FUEL',
  note: null,
  rejectReason: null,
  settlementId: null,
  createdAt: '2026-11-20T15:00:00Z',
  driver: { __typename: 'Driver', id: 'd1', fullName: 'Dale Driver' },
  expenseItem: { __typename: 'ExpenseItem', id: 'e1', name: 'Diesel' },
  leg: null,
  media: null,
  fuelVolume: null,
  fuelJurisdiction: null,
  fuelTaxPaid: true,
  unit: null,
  ...patch,
});

const RECEIPTS = [
  receipt('r1', { fuelVolume: 112.5, fuelJurisdiction: 'TX', unit: { __typename: 'Unit', id: 'u1', unitNumber: 'T-12' } }),
  receipt('r2', { expenseType: 'HOTEL', expenseItem: { __typename: 'ExpenseItem', id: 'e2', name: 'Motel' } }),
  receipt('r3', { status: 'REJECTED', version: 2, rejectReason: 'Blurred' }),
];

const answers = (name: string, variables: { status?: string[] }) =>
  name === 'ReceiptFuelUnits'
    ? UNITS
    : name === 'DriverReceipts'
      ? { driverReceipts: RECEIPTS.filter((each) => (variables.status ?? []).includes(each.status)) }
      : undefined;

const render = (view: ReactNode) => renderStatic(view, { answers, path: '/accounting/settlements/receipts' });

/** The control a label names (by its `for`), as HTML. */
const control = (html: string, label: string) => {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label.replace(/[()]/g, '\\$&')}</label>`).exec(html)?.[1];
  if (!id) return null;
  return new RegExp(`<(input|select)\\b[^>]*id="${id}"[^>]*>(.*?</select>)?`).exec(html)?.[0] ?? null;
};
const options = (select: string | null) => [...(select ?? '').matchAll(/<option value="([^"]*)"[^>]*>(.*?)<\/option>/g)].map((m) => m[1]);
const selected = (select: string | null) => /<option value="([^"]*)" selected=""/.exec(select ?? '')?.[1] ?? null;

const dialog = (recorded: boolean) =>
  render(
    <ReceiptFuelDialog
      receipt={{ id: 'r1', version: 3, title: "Dale Driver's fuel receipt", recorded, unit: null }}
      initial={
        recorded
          ? { volume: '112.5', jurisdiction: 'TX', taxPaid: false, unitId: 'u1' }
          : { volume: '', jurisdiction: '', taxPaid: true, unitId: '' }
      }
      volumeUnit="gal"
      onClose={() => {}}
      refetch={() => {}}
    />,
  );

describe('the fuel details dialog', () => {
  it('is a dialog named for its receipt with the volume, jurisdiction, tax paid and unit fields, as recorded', () => {
    const html = dialog(true);
    const heading = /<dialog[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(text(new RegExp(`<h2[^>]*id="${heading}"[^>]*>(.*?)</h2>`).exec(html)?.[1] ?? '')).toBe(
      "Fuel details of Dale Driver's fuel receipt",
    );
    expect(control(html, 'Volume (gal)')).toContain('value="112.5"');
    const jurisdiction = control(html, 'Jurisdiction');
    expect(options(jurisdiction)[0]).toBe('');
    expect(options(jurisdiction).slice(1).sort()).toEqual([...IFTA_JURISDICTIONS].sort());
    expect(text(jurisdiction ?? '')).toContain('Texas (TX)');
    expect(options(jurisdiction)).not.toContain('AK');
    expect(selected(jurisdiction)).toBe('TX');
    expect(control(html, 'Tax paid')).toMatch(/type="checkbox"/);
    expect(control(html, 'Tax paid')).not.toContain('checked');
    const unit = control(html, 'Unit');
    expect(options(unit)).toEqual(['', 'u1', 'u2']);
    expect(selected(unit)).toBe('u1');
    expect(text(unit ?? '')).toContain('T-12 (plate ABC123)');
    expect(buttons(html)).toEqual(['Clear', 'Save', 'Cancel']);
  });

  it('offers no Clear while nothing is recorded, and starts with tax paid', () => {
    const html = dialog(false);
    expect(buttons(html)).toEqual(['Save', 'Cancel']);
    expect(control(html, 'Volume (gal)')).toContain('value=""');
    expect(control(html, 'Tax paid')).toContain('checked');
    expect(selected(control(html, 'Jurisdiction'))).toBe('');
  });
});

describe("the drivers' receipts page", () => {
  it('shows a Fuel column and offers Fuel details on a fuel receipt that is not rejected', () => {
    const html = render(<ReceiptsPage />);
    expect(text(html)).toContain('112.5 gal · TX · tax paid · unit T-12');
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => text(m[1]));
    expect(rows.find((row) => row.includes('Motel'))).toContain('$412.50 —');
    expect(buttons(html).filter((name) => name.startsWith('Fuel details'))).toEqual(["Fuel details of Dale Driver's fuel receipt"]);
  });
});

describe('what the dialog sends', () => {
  it('sends the volume as a number, the jurisdiction, tax paid and the unit (none: the leg’s)', () => {
    expect(fuelInput({ volume: ' 1,112.5 ', jurisdiction: 'TX', taxPaid: false, unitId: '' })).toEqual({
      fuel: { volume: 1112.5, jurisdiction: 'TX', taxPaid: false, unitId: null },
    });
    expect(fuelInput({ volume: '', jurisdiction: '', taxPaid: true, unitId: 'u1' })).toEqual({
      errors: { volume: ['Enter the volume on the receipt.'], jurisdiction: ['Pick where the fuel was bought.'] },
    });
    expect(fuelInput({ volume: 'ten', jurisdiction: 'TX', taxPaid: true, unitId: '' })).toEqual({
      errors: { volume: ['The volume is a number (112.5).'] },
    });
  });

  it("puts the server's field errors under their fields, and the receipt's own as the form's message", () => {
    expect(fuelFailure({ 'fuel.volume': ['The volume must be under 10,000.'], 'fuel.unitId': ['The selected unit is invalid.'] })).toEqual({
      fields: { volume: ['The volume must be under 10,000.'], unitId: ['The selected unit is invalid.'] },
      message: null,
    });
    expect(fuelFailure({ fuel: ['Only a fuel receipt has fuel details.'] })).toEqual({
      fields: {},
      message: 'Only a fuel receipt has fuel details.',
    });
  });

  it('words the Fuel column in the tenant’s fuel unit', () => {
    const facts = {
      expenseType: 'FUEL' as const,
      status: 'APPROVED' as const,
      fuelVolume: 1234.5,
      fuelJurisdiction: 'ON',
      fuelTaxPaid: false,
    };
    expect(fuelWords(facts, 'L')).toBe('1,234.5 L · ON · tax not paid');
    expect(fuelWords({ ...facts, fuelVolume: null }, 'gal')).toBe('Not recorded');
    expect(fuelWords({ ...facts, expenseType: 'HOTEL' }, 'gal')).toBe('—');
  });
});
