import { describeDamage } from '../../src/domain/aiag';
import { auditAs } from '../audit';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { makeBillOfLading } from './conditionReports.bolStore';
import { type ConditionReportRow, DAMAGE_SELECT, type DamageRow } from './conditionReports.rows';

const REPORT_WORD: Record<ConditionReportRow['direction'], string> = {
  PICKUP: 'Pickup',
  DELIVERY: 'Delivery',
  CHECK_IN: 'Storage check-in',
  CHECK_OUT: 'Storage check-out',
};

/**
 * What a submitted report does, in the submit's transaction: the leg's pickup or delivery report flag (what the leg
 * machine's leg.pickUp / leg.deliver guards read), an alert to the help desk when there is damage new since the last
 * custody or a VIN that is not the vehicle's, and the bill of lading (stored and mailed to the leg's contacts). A storage
 * check-in or check-out report sets no flag (the storage record uses it at check-in or check-out) and makes no bill of
 * lading: it is the facility's custody record, not the carrier's.
 */
export const afterSubmit = async (ctx: GraphQLContext, actor: Actor, report: ConditionReportRow): Promise<void> => {
  const carrierReport = report.direction === 'PICKUP' || report.direction === 'DELIVERY';
  if (carrierReport) await setLegFlag(ctx, actor, report);
  const problems: string[] = [];
  if (report.newDamageCount > 0) {
    const damages = await ctx.db.query<DamageRow>(
      `SELECT ${DAMAGE_SELECT} FROM condition_report_damages d WHERE d.report_id = $1 AND d.new_since_last_custody ORDER BY d.position`,
      [report.id],
    );
    const listed = damages.rows.map((damage) => describeDamage(damage.area, damage.type, damage.severity)).join('; ');
    problems.push(`${report.newDamageCount} new damage${report.newDamageCount > 1 ? 's' : ''} since the last custody: ${listed}`);
  }
  if (report.vinMatches === false) problems.push(`the scanned VIN ${report.vinScanned} is not the vehicle's (${report.vin})`);
  if (problems.length > 0) {
    const alertId = crypto.randomUUID();
    const message = `${REPORT_WORD[report.direction]} report ${report.number}: ${problems.join('; ')}.`;
    await ctx.db.query(
      `INSERT INTO alerts (id, tenant_id, order_id, order_leg_id, priority, message, created_by) VALUES ($1, $2, $3, $4, 'CHECK', $5, $6)`,
      [alertId, actor.tenantId, report.orderId, report.orderLegId, message.slice(0, 2000), actor.user.id],
    );
    await auditAs(ctx, actor, {
      entityKind: 'Alerts',
      entityId: alertId,
      action: 'CREATED',
      event: 'alert.create',
      after: { orderId: report.orderId, orderLegId: report.orderLegId, priority: 'CHECK', message },
    });
  }
  if (carrierReport) await makeBillOfLading(ctx, actor, report);
  publishChange(ctx, 'orderLegChanged', actor.tenantId, report.orderLegId);
  publishChange(ctx, 'orderChanged', actor.tenantId, report.orderId);
};

/** The leg's pickup or delivery report flag, set once (and audited on the leg). */
const setLegFlag = async (ctx: GraphQLContext, actor: Actor, report: ConditionReportRow) => {
  const flag = report.direction === 'PICKUP' ? 'pickup_report_submitted' : 'delivery_report_submitted';
  const { rows } = await ctx.db.query<{ was: boolean }>(
    `UPDATE order_legs l SET ${flag} = true, version = l.version + 1, updated_at = now()
     FROM (SELECT ${flag} AS was FROM order_legs WHERE id = $1) old WHERE l.id = $1 AND NOT l.${flag} RETURNING old.was`,
    [report.orderLegId],
  );
  if (rows.length > 0)
    await auditAs(ctx, actor, {
      entityKind: 'Order legs',
      entityId: report.orderLegId,
      action: 'UPDATED',
      event: 'conditionReport.submit',
      before: { [report.direction === 'PICKUP' ? 'pickupReportSubmitted' : 'deliveryReportSubmitted']: false },
      after: {
        [report.direction === 'PICKUP' ? 'pickupReportSubmitted' : 'deliveryReportSubmitted']: true,
        conditionReport: report.number,
      },
    });
};
