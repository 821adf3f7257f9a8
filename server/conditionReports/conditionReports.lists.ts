import type { QueryConditionReportsArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { isUuid, notFound } from '../errors';
import { ListQuery } from '../graphql/listQuery';
import { CONDITION_REPORT_SELECT, type ConditionReportRow } from './conditionReports.rows';

/**
 * /dispatch/condition-reports and /help-desk/condition-reports: by status, direction, leg and new damage; new damage
 * first, then the newest submitted (the review queue's order, condition_reports_queue_idx).
 */
export const listConditionReports = (db: Queryable, tenantId: string, { first, page, filter }: QueryConditionReportsArgs) => {
  const q = new ListQuery(tenantId, ['cr.tenant_id = $1'])
    .anyOf('cr.status', filter?.status)
    .equals('cr.direction', filter?.direction || null);
  if (filter?.newDamage !== undefined && filter.newDamage !== null)
    q.where(filter.newDamage ? 'cr.new_damage_count > 0' : 'cr.new_damage_count = 0');
  return q
    .id(filter?.orderLegId, 'filter.orderLegId', 'The selected leg is invalid.', (p) => `cr.order_leg_id = ${p}`)
    .page<ConditionReportRow>(
      db,
      {
        select: CONDITION_REPORT_SELECT,
        from: 'condition_reports cr',
        orderBy: 'cr.new_damage_count DESC, cr.submitted_at DESC NULLS LAST, cr.id DESC',
      },
      { first, page },
      25,
    );
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
