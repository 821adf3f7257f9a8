import type { QueryConditionReportsArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { badUserInput, isUuid, notFound } from '../errors';
import { paginate } from '../graphql/paginate';
import { CONDITION_REPORT_SELECT, type ConditionReportRow } from './conditionReports.rows';

/**
 * /dispatch/condition-reports and /help-desk/condition-reports: by status, direction, leg and new damage; new damage
 * first, then the newest submitted (the review queue's order, condition_reports_queue_idx).
 */
export const listConditionReports = (db: Queryable, tenantId: string, { first, page, filter }: QueryConditionReportsArgs) => {
  const params: unknown[] = [tenantId];
  const conditions = ['cr.tenant_id = $1'];
  if (filter?.status && filter.status.length > 0) {
    params.push(filter.status);
    conditions.push(`cr.status = ANY($${params.length}::text[])`);
  }
  if (filter?.direction) {
    params.push(filter.direction);
    conditions.push(`cr.direction = $${params.length}`);
  }
  if (filter?.newDamage !== undefined && filter.newDamage !== null)
    conditions.push(filter.newDamage ? 'cr.new_damage_count > 0' : 'cr.new_damage_count = 0');
  if (filter?.orderLegId !== undefined && filter.orderLegId !== null) {
    if (!isUuid(filter.orderLegId)) throw badUserInput({ 'filter.orderLegId': ['The selected leg is invalid.'] });
    params.push(filter.orderLegId);
    conditions.push(`cr.order_leg_id = $${params.length}`);
  }
  return paginate<ConditionReportRow>(db, {
    select: CONDITION_REPORT_SELECT,
    from: 'condition_reports cr',
    where: conditions.join(' AND '),
    params,
    orderBy: 'cr.new_damage_count DESC, cr.submitted_at DESC NULLS LAST, cr.id DESC',
    first: first ?? 25,
    page: page ?? 1,
  });
};

/** A vehicle's custody chain: every submitted or accepted report across orders, oldest first. */
export const vehicleCustody = async (db: Queryable, tenantId: string, vehicleId: string): Promise<ConditionReportRow[]> => {
  if (!isUuid(vehicleId)) throw notFound('Vehicle');
  const { rows: vehicle } = await db.query('SELECT 1 FROM vehicles WHERE tenant_id = $1 AND id = $2', [tenantId, vehicleId]);
  if (vehicle.length === 0) throw notFound('Vehicle');
  const { rows } = await db.query<ConditionReportRow>(
    `SELECT ${CONDITION_REPORT_SELECT} FROM condition_reports cr WHERE cr.tenant_id = $1 AND cr.vehicle_id = $2
       AND cr.status IN ('SUBMITTED', 'ACCEPTED') ORDER BY cr.submitted_at, cr.id LIMIT 500`,
    [tenantId, vehicleId],
  );
  return rows;
};
