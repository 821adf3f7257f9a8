import type { GraphQLError } from 'graphql';
import { nextSettlementLegStatus } from '../../src/machines/domain/settlementLeg.status';
import type { SettlementLegStatus } from '../../src/generated/enums';
import { appError } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { orderLegRecord } from '../orderLegs/orderLegs.public';
import { transition } from '../transitions/transitions.service';
import { notify } from '../notifications/notifications.public';
import { payeeKey, type SettlementRow } from './settlements.rows';

/** Keeps each settled leg's pay status true to its settlement and the payments posted on it (settlementLeg.status.ts). */
export const syncSettlementLegs = async (ctx: GraphQLContext, settlementIds: string | readonly string[]) => {
  const ids = typeof settlementIds === 'string' ? [settlementIds] : settlementIds;
  const { rows } = await ctx.db.query<{ id: string; status: SettlementRow['status']; types: string[] }>(
    `SELECT s.id, s.status, coalesce((SELECT array_agg(sp.type) FROM settlement_payments sp WHERE sp.settlement_id = s.id), '{}') AS types
     FROM settlements s WHERE s.id = ANY($1::uuid[])`,
    [ids],
  );
  const settlements = new Map(rows.map((row) => [row.id, row]));
  const legs = await ctx.db.query<{ id: string; settlementId: string; status: SettlementLegStatus; heldFrom: SettlementLegStatus | null }>(
    'SELECT id, settlement_id AS "settlementId", status, held_from AS "heldFrom" FROM settlement_legs WHERE settlement_id = ANY($1::uuid[])',
    [ids],
  );
  const changed = legs.rows.flatMap((leg) => {
    const settlement = settlements.get(leg.settlementId);
    if (!settlement) return [];
    const next = nextSettlementLegStatus(leg, { settlement: settlement.status, paymentTypes: settlement.types });
    return next.status !== leg.status || next.heldFrom !== leg.heldFrom
      ? [{ id: leg.id, status: next.status, held_from: next.heldFrom }]
      : [];
  });
  // One UPDATE for every leg that moves (opening settlements moves them all), not one a leg.
  if (changed.length > 0)
    await ctx.db.query(
      `UPDATE settlement_legs sl SET status = u.status, held_from = u.held_from
       FROM jsonb_to_recordset($1::jsonb) AS u(id uuid, status text, held_from text) WHERE sl.id = u.id`,
      [JSON.stringify(changed)],
    );
};

/**
 * A paid settlement pays its legs: leg.driverPaid on each through the leg's own transition service (its audit row,
 * its order moved, orderLegChanged), in the settlement's transaction. An INVOICED leg goes to DRIVER_PAID; a leg not
 * yet invoiced keeps the driver-paid flag and goes straight on to DRIVER_PAID when invoiced (docs/flows.md). A refused
 * leg refuses the payment. Its escrow deductions go to the payee's escrow.
 */
export const settlementLegsPaid = async (ctx: GraphQLContext, actor: Actor, settlement: SettlementRow) => {
  const { rows } = await ctx.db.query<{ id: string; version: number; driverPaid: boolean }>(
    `SELECT l.id, l.version, l.driver_paid AS "driverPaid" FROM settlement_legs sl
     JOIN order_legs l ON l.id = sl.order_leg_id WHERE sl.settlement_id = $1 ORDER BY l.order_id, l.position`,
    [settlement.id],
  );
  for (const leg of rows) {
    if (leg.driverPaid) continue;
    try {
      await transition(ctx, actor, orderLegRecord, { id: leg.id, event: 'DRIVER_PAID', version: leg.version });
    } catch (error) {
      const refused = error as GraphQLError;
      if (refused.extensions?.code !== 'INVALID_TRANSITION' && refused.extensions?.code !== 'CONFLICT') throw error;
      throw appError('INVALID_TRANSITION', `The settlement was not paid: ${refused.message}`, {
        ...refused.extensions,
        code: 'INVALID_TRANSITION',
        legId: leg.id,
      });
    }
  }
  await ctx.db.query(
    `INSERT INTO escrow_entries (tenant_id, payee, settlement_id, amount)
     SELECT $1, $2, $3, sum(amount) FROM settlement_lines WHERE settlement_id = $3 AND deduction_kind = 'ESCROW' HAVING sum(amount) > 0`,
    [settlement.tenantId, payeeKey(settlement), settlement.id],
  );
  await paidNotice(ctx, actor, settlement);
};

/** The payee's logins (the driver's, or the trucking company's users) hear that their settlement is paid (SETTLEMENT). */
const paidNotice = async (ctx: GraphQLContext, actor: Actor, settlement: SettlementRow) => {
  const { rows } = await ctx.db.query<{ userId: string }>(
    `SELECT d.user_id AS "userId" FROM drivers d WHERE d.tenant_id = $1 AND d.id = $2 AND d.user_id IS NOT NULL
     UNION SELECT tu.user_id FROM trucking_company_users tu WHERE tu.tenant_id = $1 AND tu.trucking_company_id = $3`,
    [settlement.tenantId, settlement.driverId, settlement.truckingCompanyId],
  );
  await notify(
    ctx,
    rows.map((row) => row.userId).filter((id) => id !== actor.user.id),
    {
      type: 'SETTLEMENT',
      title: `Settlement ${settlement.number} paid`,
      body: `Your settlement for ${settlement.periodFrom} to ${settlement.periodTo} is paid.`,
      data: { settlementId: settlement.id, number: settlement.number },
      tenantId: settlement.tenantId,
    },
  );
};
