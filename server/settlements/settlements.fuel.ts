import type { SettlementExpenseType } from '../../src/generated/enums';
import { auditAs } from '../audit';
import { appError, badUserInput, checkVersion, isUuid } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { validateInput } from '../records/writes';
import { type ReceiptFuel, receiptFuelSchema } from './settlements.inputs';
import { type DriverReceiptRow, findReceipt } from './settlements.rows';

/** What migration 062's fuel columns of driver_receipts get (all null, tax paid, when a receipt has no fuel details). */
export type FuelColumns = {
  volume: number | null;
  jurisdiction: string | null;
  fuelType: string | null;
  taxPaid: boolean;
  unitId: string | null;
};

const NO_FUEL: FuelColumns = { volume: null, jurisdiction: null, fuelType: null, taxPaid: true, unitId: null };

/**
 * A receipt's fuel details checked against the tenant's rows, `field` naming them in field errors (`input.fuel`,
 * `fuel`): only a FUEL item's receipt has them; a named unit is a live unit of the tenant (another tenant's id reads
 * as unknown); the fuel type is the unit's (else the leg's unit's), null when neither is known or it is UNKNOWN.
 */
export const fuelColumns = async (
  ctx: GraphQLContext,
  tenantId: string,
  receipt: { expenseType: SettlementExpenseType | null; legId: string | null },
  fuel: ReceiptFuel | null | undefined,
  field: string,
): Promise<FuelColumns> => {
  if (receipt.expenseType !== 'FUEL') {
    if (fuel) throw badUserInput({ [field]: ['Only a fuel receipt has fuel details.'] });
    return NO_FUEL;
  }
  if (!fuel) return NO_FUEL;
  let fuelType: string | null = null;
  if (fuel.unitId) {
    const unit = isUuid(fuel.unitId)
      ? await ctx.db.query<{ fuelType: string }>(
          'SELECT fuel_type AS "fuelType" FROM units WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL',
          [fuel.unitId, tenantId],
        )
      : { rows: [] };
    if (unit.rows.length === 0) throw badUserInput({ [`${field}.unitId`]: ['The selected unit is invalid.'] });
    fuelType = unit.rows[0].fuelType;
  } else if (receipt.legId && isUuid(receipt.legId)) {
    const { rows } = await ctx.db.query<{ fuelType: string }>(
      `SELECT u.fuel_type AS "fuelType" FROM order_legs l JOIN units u ON u.tenant_id = l.tenant_id AND u.id = l.unit_id
       WHERE l.id = $1 AND l.tenant_id = $2`,
      [receipt.legId, tenantId],
    );
    fuelType = rows[0]?.fuelType ?? null;
  }
  return {
    volume: fuel.volume,
    jurisdiction: fuel.jurisdiction,
    fuelType: fuelType === 'UNKNOWN' ? null : fuelType,
    taxPaid: fuel.taxPaid,
    unitId: fuel.unitId ?? null,
  };
};

const details = (row: { fuelVolume: number | null; fuelJurisdiction: string | null; fuelTaxPaid: boolean; unitId: string | null }) => ({
  volume: row.fuelVolume,
  jurisdiction: row.fuelJurisdiction,
  taxPaid: row.fuelTaxPaid,
  unitId: row.unitId,
});

/**
 * setDriverReceiptFuel: accounting records, corrects or (fuel null) clears the fuel details read off a SUBMITTED or
 * APPROVED fuel receipt (a rejected one counts on no return); a stale version is CONFLICT. A new version, audited.
 */
export const setReceiptFuel = async (
  ctx: GraphQLContext,
  actor: Actor,
  args: { id: string; fuel?: unknown; version: number },
): Promise<DriverReceiptRow> => {
  const fuel = args.fuel ? validateInput(receiptFuelSchema, args.fuel, 'fuel') : null;
  const receipt = checkVersion(isUuid(args.id) ? await findReceipt(ctx.db, args.id, true) : null, args.version, 'Receipt');
  // receiptFuelEditable's rule, enforced: a rejected receipt is refused here, another item's receipt by fuelColumns (a
  // field error, unless nothing is being recorded).
  if (receipt.status === 'REJECTED')
    throw appError('INVALID_TRANSITION', 'The receipt is rejected: it has no fuel details to record.', {
      status: receipt.status,
      reason: 'STATUS',
    });
  const columns = await fuelColumns(ctx, actor.tenantId, receipt, fuel, 'fuel');
  await ctx.db.query(
    `UPDATE driver_receipts SET fuel_volume = $2, fuel_jurisdiction = $3, fuel_type = $4, fuel_tax_paid = $5, unit_id = $6,
       version = version + 1, updated_at = now() WHERE id = $1`,
    [receipt.id, columns.volume, columns.jurisdiction, columns.fuelType, columns.taxPaid, columns.unitId],
  );
  const after = (await findReceipt(ctx.db, receipt.id)) as DriverReceiptRow;
  await auditAs(ctx, actor, {
    entityKind: 'Receipts',
    entityId: receipt.id,
    action: 'UPDATED',
    event: 'receipt.fuel',
    before: details(receipt),
    after: details(after),
  });
  return after;
};
