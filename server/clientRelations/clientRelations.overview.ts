import type { AccountManagerScope } from '../../src/generated/enums/AccountManagerScope';
import { badUserInput } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { todayIn } from '../../src/domain/dates';
import { tenantZone } from '../records/days';
import { requireClientRelations, requireClientRelationsLead } from './clientRelations.access';
import { type ClientRelationsAccountRow, LATE_DELIVERY, LATE_PICKUP, OPEN_QUOTE } from './clientRelations.rows';

/** A client's orders made on and after `from` and before `to` (days in the tenant's zone, SQL expressions). */
const ordersBetween = (from: string, to: string) =>
  `(SELECT count(*)::int FROM orders o WHERE o.tenant_id = $1 AND o.client_id = c.id AND o.deleted_at IS NULL
     AND (o.created_at AT TIME ZONE $2)::date >= ${from} AND (o.created_at AT TIME ZONE $2)::date < ${to})`;

const THIS_MONTH = "date_trunc('month', $3::date)::date";
const LAST_MONTH = "(date_trunc('month', $3::date) - interval '1 month')::date";
const NEXT_MONTH = "(date_trunc('month', $3::date) + interval '1 month')::date";

const legsOf = (condition: string) =>
  `(SELECT count(*)::int FROM order_legs l JOIN orders lo ON lo.tenant_id = l.tenant_id AND lo.id = l.order_id
     WHERE l.tenant_id = $1 AND lo.client_id = c.id AND lo.deleted_at IS NULL AND ${condition})`;

const OVERVIEW_SELECT = `c.id AS "clientId",
  ${ordersBetween(THIS_MONTH, NEXT_MONTH)} AS "ordersThisMonth",
  ${ordersBetween(LAST_MONTH, THIS_MONTH)} AS "ordersLastMonth",
  ${legsOf(LATE_PICKUP)} AS "latePickups",
  ${legsOf(LATE_DELIVERY)} AS "lateDeliveries",
  (SELECT count(*)::int FROM quotes q WHERE q.tenant_id = $1 AND q.client_id = c.id AND ${OPEN_QUOTE}) AS "openQuotes",
  (SELECT $3::date - min((q.created_at AT TIME ZONE $2)::date) FROM quotes q
     WHERE q.tenant_id = $1 AND q.client_id = c.id AND ${OPEN_QUOTE}) AS "oldestOpenQuoteDays",
  (SELECT count(*)::int FROM accident_reports ar JOIN orders ao ON ao.tenant_id = ar.tenant_id AND ao.id = ar.order_id
     WHERE ar.tenant_id = $1 AND ao.client_id = c.id AND ar.status = 'OPEN') AS "openDamageClaims"`;

/**
 * The manager's live accounts (ME) or every account with a manager (TEAM, a lead's), by name, each with its figures.
 * Everyone's accounts are the lists' (ALL is refused here: the overview is a manager's desk, not a report).
 */
export const clientRelationsOverview = async (ctx: GraphQLContext, scope: AccountManagerScope) => {
  const { tenantId, user } = scope === 'ME' ? requireClientRelations(ctx) : requireClientRelationsLead(ctx);
  if (scope === 'ALL') throw badUserInput({ accountManager: ["The overview shows one manager's accounts or the team's."] });
  const zone = await tenantZone(ctx.db, tenantId);
  const today = todayIn(zone, new Date());
  const managed = scope === 'ME' ? 'c.account_manager_id = $4' : 'c.account_manager_id IS NOT NULL';
  const params = scope === 'ME' ? [tenantId, zone, today, user.id] : [tenantId, zone, today];
  const { rows } = await ctx.db.query<ClientRelationsAccountRow>(
    `SELECT ${OVERVIEW_SELECT} FROM clients c
     WHERE c.tenant_id = $1 AND c.deleted_at IS NULL AND ${managed}
     ORDER BY lower(c.display_name), c.id`,
    params,
  );
  return rows;
};
