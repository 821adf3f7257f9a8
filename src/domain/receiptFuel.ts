/**
 * A driver's receipt's fuel details and the tenant's fuel unit, one rule each for the pages and the reports: the
 * receipts page offers its fuel dialog by `receiptFuelEditable`, the rule server/settlements/settlements.fuel.ts
 * enforces (a rejected receipt is an INVALID_TRANSITION, another item's receipt a field error; its tests refuse both);
 * the reports and the receipts page write volumes in the tenant's unit.
 */

/** Whether a receipt's fuel details may be recorded: a FUEL item's receipt, not rejected (a rejected one counts on no return). */
export const receiptFuelEditable = (receipt: { expenseType: string | null; status: string }) =>
  receipt.expenseType === 'FUEL' && receipt.status !== 'REJECTED';

/** The tenant's fuel unit (tenants.fuel_unit: "gal" or "L") as written after a volume: "gal" or "L". */
export const volumeUnitWord = (fuelUnit: string | null | undefined): 'gal' | 'L' => (fuelUnit === 'L' ? 'L' : 'gal');

/** The same as a report's volume unit (src/domain/reports/table.ts): "gal" or "l". */
export const reportVolumeUnit = (fuelUnit: string | null | undefined): 'gal' | 'l' => (fuelUnit === 'L' ? 'l' : 'gal');
