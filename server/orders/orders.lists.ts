import { OrderLegStatusValues } from '../../src/generated/enums/OrderLegStatus';
import type { OrderListStatus, QueryOrdersArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { badUserInput, isUuid } from '../errors';
import { paginate } from '../graphql/paginate';
import { type AlertRow, type OrderRow, ALERT_SELECT, ORDER_SELECT } from './orders.rows';
import { buildWhere, containsPattern, sortSql, trashedCondition } from '../graphql/where';
import { ORDER_SORT, ORDER_WHERE } from './orders.columns';
import { anyTagCondition } from '../hubsAndTags/hubsAndTags.public';
import { accountManagerCondition } from '../records/accountManagers';

/**
 * The order-list status filter beyond plain leg statuses. ACKNOWLEDGED: the order has a leg that staff
 * acknowledged (acknowledged_at set) and that has moved on from UNACKNOWLEDGED — the portal orders someone took up.
 */
const DERIVED_STATUS: Partial<Record<OrderListStatus, string>> = {
  ACKNOWLEDGED: `EXISTS (SELECT 1 FROM order_legs l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id
    AND l.deleted_at IS NULL AND l.acknowledged_at IS NOT NULL AND l.status <> 'UNACKNOWLEDGED')`,
  ARCHIVED: 'o.archived_at IS NOT NULL',
  CLOSED: "o.state = 'CLOSED'",
  PAID: "o.payment_status = 'PAID'",
  UNPAID: "o.payment_status = 'UNPAID'",
  PARTIALLY_PAID: "o.payment_status = 'PARTIALLY_PAID'",
  VOID: "o.payment_status = 'VOID'",
};

/**
 * Several statuses OR together; the leg statuses among them make one GIN lookup on the order's copy of them. `bits`
 * is the same test on the order's status bits (migration 008): a large list counts those from an index alone.
 */
const statusCondition = (statuses: readonly OrderListStatus[], params: unknown[]): { sql: string; bits: string | null } | null => {
  if (statuses.length === 0) return null;
  const legStatuses = statuses.filter((status) => (OrderLegStatusValues as readonly string[]).includes(status));
  const derived = statuses.flatMap((status) => DERIVED_STATUS[status] ?? []);
  if (legStatuses.length === 0) return { sql: `(${derived.join(' OR ')})`, bits: null };
  params.push(legStatuses);
  const p = `$${params.length}::text[]`;
  return {
    sql: `(${[`o.leg_statuses && ${p}`, ...derived].join(' OR ')})`,
    bits: `(${[`(o.leg_status_mask & (SELECT leg_status_bits(${p}))) <> 0`, ...derived].join(' OR ')})`,
  };
};

const searchCondition = (search: string | null | undefined, params: unknown[], sql: (placeholder: string) => string) => {
  const text = search?.trim();
  if (!text) return null;
  params.push(containsPattern(text));
  return sql(`$${params.length}`);
};

const isDefaultOrder = (orderBy: QueryOrdersArgs['orderBy']) =>
  !orderBy || orderBy.length === 0 || (orderBy.length === 1 && orderBy[0].column === 'CREATED_AT' && orderBy[0].order === 'DESC');

/**
 * Query.orders: `tenant_id = $1` leads so the (tenant_id, …) indexes serve the page and the count; `userId` is whose
 * accounts `accountManager: ME` keeps.
 */
export const listOrders = (db: Queryable, tenantId: string, args: QueryOrdersArgs, userId: string | null = null) => {
  const params: unknown[] = [tenantId];
  const conditions = ['o.tenant_id = $1', trashedCondition(args.trashed, 'o.deleted_at')];
  conditions.push(buildWhere(args.where, ORDER_WHERE, params));
  const status = statusCondition(args.status ?? [], params);
  conditions.push(searchCondition(args.search, params, (p) => `o.search_text ILIKE ${p}`) ?? 'TRUE');
  conditions.push(anyTagCondition('order', 'o', args.tagIds, params) ?? 'TRUE');
  conditions.push(accountManagerCondition(args.accountManager, userId, 'o.client_id', params) ?? 'TRUE');
  const where = (statusSql: string | undefined) => [...conditions, statusSql ?? 'TRUE'].filter((c) => c !== 'TRUE').join(' AND ') || 'TRUE';
  if (args.after !== null && args.after !== undefined) {
    if (!isDefaultOrder(args.orderBy)) throw badUserInput({ after: ['A cursor pages the default order (newest first) only.'] });
    if (!isUuid(args.after)) throw badUserInput({ after: ['Must be an id.'] });
  }
  const orderBy = sortSql(isDefaultOrder(args.orderBy) ? null : args.orderBy, ORDER_SORT, 'o.created_at DESC', 'o.id DESC');
  return paginate<OrderRow>(db, {
    select: ORDER_SELECT,
    from: 'orders o',
    where: where(status?.sql),
    largeCountWhere: status?.bits ? where(status.bits) : undefined,
    params,
    orderBy,
    first: args.first ?? 25,
    page: args.page ?? 1,
    // An unknown cursor compares with NULL and answers an empty page.
    after: args.after
      ? {
          value: args.after,
          condition: (p) => `(o.created_at, o.id) < (SELECT c.created_at, c.id FROM orders c WHERE c.tenant_id = $1 AND c.id = ${p}::uuid)`,
        }
      : null,
  });
};

/** Query.alerts: newest first; `open` true for the unacknowledged, false for the acknowledged, null for all. */
export const listAlerts = (db: Queryable, tenantId: string, args: { first?: number | null; page?: number | null; open?: boolean | null }) =>
  paginate<AlertRow>(db, {
    select: ALERT_SELECT,
    from: 'alerts a LEFT JOIN users u ON u.id = a.acknowledged_by',
    where: `a.tenant_id = $1${args.open === true ? ' AND a.acknowledged_at IS NULL' : args.open === false ? ' AND a.acknowledged_at IS NOT NULL' : ''}`,
    params: [tenantId],
    orderBy: 'a.created_at DESC, a.id DESC',
    first: args.first ?? 25,
    page: args.page ?? 1,
  });
