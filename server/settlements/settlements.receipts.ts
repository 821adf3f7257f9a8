import { hasRole } from '../../src/domain/roles';
import type { SettlementExpenseType } from '../../src/generated/enums';
import { auditAs } from '../audit';
import { driverIdOfUser } from '../carriers/carriers.public';
import { badUserInput, forbidden, isUuid } from '../errors';
import { type Actor, type GraphQLContext, requireTenant } from '../graphql/context';
import { insertUploadedMedia, storeRecordFile } from '../media/recordFile';
import { validateInput } from '../records/writes';
import { fuelColumns } from './settlements.fuel';
import { submitReceiptSchema } from './settlements.inputs';
import { type DriverReceiptRow, findReceipt, RECEIPT_SELECT } from './settlements.rows';

/** A signed-in driver (not a portal user) and their own driver row; anyone else is FORBIDDEN. */
export const requireOwnDriver = async (ctx: GraphQLContext): Promise<{ actor: Actor; driverId: string }> => {
  const actor = requireTenant(ctx);
  if (actor.user.portal || !hasRole(actor.user, 'DRIVER')) throw forbidden();
  const driverId = await driverIdOfUser(ctx, actor.user.id, actor.tenantId);
  if (!driverId) throw forbidden('Your login is not linked to a driver.');
  return { actor, driverId };
};

/**
 * submitDriverReceipt: the driver's own receipt for a live reimbursable expense item, with its file (stored by the
 * media kit, owner kind DriverReceipt), SUBMITTED for accounting to review; the leg, when named, must be theirs; a fuel
 * receipt may carry its fuel details (settlements.fuel.ts), checked before the file is stored.
 */
export const submitReceipt = async (ctx: GraphQLContext, rawInput: unknown, file: File): Promise<DriverReceiptRow> => {
  const { actor, driverId } = await requireOwnDriver(ctx);
  const input = validateInput(submitReceiptSchema, rawInput);
  const item = isUuid(input.expenseItemId)
    ? await ctx.db.query<{ type: SettlementExpenseType }>(
        'SELECT type FROM expense_items WHERE id = $1 AND reimbursable AND deleted_at IS NULL AND retired_at IS NULL',
        [input.expenseItemId],
      )
    : { rows: [] };
  if (item.rows.length === 0) throw badUserInput({ 'input.expenseItemId': ['The selected expense item is invalid.'] });
  if (input.legId) {
    const leg = isUuid(input.legId)
      ? await ctx.db.query('SELECT 1 FROM order_legs WHERE id = $1 AND driver_id = $2 AND deleted_at IS NULL', [input.legId, driverId])
      : { rows: [] };
    if (leg.rows.length === 0) throw badUserInput({ 'input.legId': ['The selected leg is not one of yours.'] });
  }
  const fuel = await fuelColumns(
    ctx,
    actor.tenantId,
    { expenseType: item.rows[0].type, legId: input.legId ?? null },
    input.fuel,
    'input.fuel',
  );
  const stored = await storeRecordFile(ctx, file, 'RECEIPTS', ['RECEIPTS']);
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO driver_receipts (tenant_id, driver_id, expense_item_id, order_leg_id, amount, spent_on, note, fuel_volume,
       fuel_jurisdiction, fuel_type, fuel_tax_paid, unit_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      actor.tenantId,
      driverId,
      input.expenseItemId,
      input.legId ?? null,
      input.amount,
      input.spentOn,
      input.note,
      fuel.volume,
      fuel.jurisdiction,
      fuel.fuelType,
      fuel.taxPaid,
      fuel.unitId,
    ],
  );
  const id = rows[0].id;
  const media = await insertUploadedMedia(ctx, actor, { ownerKind: 'DriverReceipt', ownerId: id, category: 'RECEIPTS' }, stored, {
    driverReceiptId: id,
  });
  await ctx.db.query('UPDATE driver_receipts SET media_id = $2 WHERE id = $1', [id, media.id]);
  const receipt = (await findReceipt(ctx.db, id)) as DriverReceiptRow;
  await auditAs(ctx, actor, {
    entityKind: 'Receipts',
    entityId: id,
    action: 'CREATED',
    event: 'receipt.submit',
    after: {
      driverId,
      expenseItemId: input.expenseItemId,
      amount: input.amount,
      spentOn: input.spentOn,
      legId: input.legId ?? null,
      fuel:
        fuel.volume === null
          ? undefined
          : { volume: fuel.volume, jurisdiction: fuel.jurisdiction, taxPaid: fuel.taxPaid, unitId: fuel.unitId },
    },
  });
  return receipt;
};

/** The driver's own receipts, newest first. */
export const myReceipts = async (ctx: GraphQLContext, first: number): Promise<DriverReceiptRow[]> => {
  const { driverId } = await requireOwnDriver(ctx);
  const { rows } = await ctx.db.query<DriverReceiptRow>(
    `SELECT ${RECEIPT_SELECT} FROM driver_receipts r WHERE r.driver_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    [driverId, Math.min(Math.max(1, Math.trunc(first)), 200)],
  );
  return rows;
};
