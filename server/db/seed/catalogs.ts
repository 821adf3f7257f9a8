import type { Queryable } from '../database';
import { insertRows } from './rows';

/**
 * The demo's admin catalogs beyond the billing items (orders.reference.ts seeds those with the prices): a handful of
 * expense items a settlement picks and the document types a DOCUMENTS upload is filed under, the same in both
 * tenants, so /admin/expense-items and /admin/document-types are not empty. Nothing here is dice.
 */

const EXPENSE_ITEMS: readonly [code: string, name: string, type: string, reimbursable: boolean, receipt: boolean, ledger: string][] = [
  ['FUEL', 'Fuel', 'FUEL', true, true, '5100-Fuel'],
  ['TOLL', 'Tolls', 'TOLL', true, true, '5110-Tolls'],
  ['HOTEL', 'Hotel night', 'HOTEL', true, true, '5200-Travel'],
  ['RENTAL', 'Rental car', 'RENTAL_CAR', true, true, '5200-Travel'],
  ['DOWN-TIME', 'Driver down time', 'DRIVER_DOWN_TIME', false, false, '5000-Driver pay'],
  ['REPAIR', 'Roadside repair', 'REPAIRS', true, true, '5300-Repairs'],
];

const DOCUMENT_TYPES: readonly [name: string, appliesTo: string[], years: number][] = [
  ['Bill of sale', ['ORDER', 'ORDER_LEG'], 7],
  ['Power of attorney', ['ORDER'], 7],
  ['Gate pass', ['ORDER_LEG'], 1],
  ['Police report', ['ACCIDENT_REPORT'], 10],
  ['Insurance claim', ['ORDER', 'ACCIDENT_REPORT'], 10],
];

export const seedCatalogs = async (tx: Queryable, tenantId: string): Promise<void> => {
  await insertRows(
    tx,
    'expense_items',
    EXPENSE_ITEMS.map(([code, name, type, reimbursable, receipt, ledger]) => ({
      tenant_id: tenantId,
      code,
      name,
      type,
      reimbursable,
      receipt_required: receipt,
      ledger_account: ledger,
    })),
  );
  await insertRows(
    tx,
    'document_types',
    DOCUMENT_TYPES.map(([name, appliesTo, years]) => ({ tenant_id: tenantId, name, applies_to: appliesTo, retention_years: years })),
  );
};
