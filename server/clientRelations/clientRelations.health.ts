import { todayIn } from '../../src/domain/dates';
import { isUuid, notFound } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { tenantZone } from '../records/days';
import { requireClientRelations } from './clientRelations.access';
import { type ClientHealthRow, type ClientIssueRow, DELIVERY_DUE, LATE_DELIVERY, LATE_PICKUP, PICKUP_DUE } from './clientRelations.rows';

/** The account's days: today and the 89 before it. */
const DAYS = 90;

// $1 tenant, $2 zone, $3 today, $4 the client, $5 the first day counted (the figures only).
const CLIENT_LEGS = `order_legs l JOIN orders lo ON lo.tenant_id = l.tenant_id AND lo.id = l.order_id
  WHERE l.tenant_id = $1 AND lo.client_id = $4 AND lo.deleted_at IS NULL`;

const DELIVERED_IN_PERIOD = `l.deleted_at IS NULL AND l.delivered_at IS NOT NULL AND (l.delivered_at AT TIME ZONE $2)::date >= $5::date`;

/** Damage on a leg: an accident report on it, or new damage found on its accepted or submitted delivery report. */
const DAMAGED = `(EXISTS (SELECT 1 FROM accident_reports ar WHERE ar.tenant_id = l.tenant_id AND ar.order_leg_id = l.id)
  OR EXISTS (SELECT 1 FROM condition_reports cr JOIN condition_report_damages d ON d.tenant_id = cr.tenant_id AND d.report_id = cr.id
    WHERE cr.tenant_id = l.tenant_id AND cr.order_leg_id = l.id AND cr.direction = 'DELIVERY' AND cr.status IN ('SUBMITTED', 'ACCEPTED')
      AND d.new_since_last_custody))`;

/** The day an invoice was paid in full: its last payment or credit applied. */
const PAID_ON = `greatest(
  (SELECT max(p.received_on) FROM payment_applications pa JOIN payments p ON p.tenant_id = pa.tenant_id AND p.id = pa.payment_id
    WHERE pa.tenant_id = i.tenant_id AND pa.invoice_id = i.id),
  (SELECT max((ca.created_at AT TIME ZONE $2)::date) FROM invoice_credit_applications ca WHERE ca.tenant_id = i.tenant_id AND ca.invoice_id = i.id))`;

const FIGURES = `SELECT
  (SELECT count(*)::int FROM orders o WHERE o.tenant_id = $1 AND o.client_id = $4 AND o.deleted_at IS NULL
     AND (o.created_at AT TIME ZONE $2)::date BETWEEN $5::date AND $3::date) AS orders,
  (SELECT count(*)::int FROM ${CLIENT_LEGS} AND ${DELIVERED_IN_PERIOD}) AS "legsDelivered",
  (SELECT count(*)::int FROM ${CLIENT_LEGS} AND ${DELIVERED_IN_PERIOD} AND ${DELIVERY_DUE} IS NOT NULL) AS "legsPromised",
  (SELECT count(*)::int FROM ${CLIENT_LEGS} AND ${DELIVERED_IN_PERIOD}
     AND (l.delivered_at AT TIME ZONE $2)::date <= ${DELIVERY_DUE}) AS "legsOnTime",
  (SELECT count(*)::int FROM ${CLIENT_LEGS} AND ${DELIVERED_IN_PERIOD} AND ${DAMAGED}) AS "legsDamaged",
  (SELECT count(*)::int FROM (SELECT ${PAID_ON} AS paid_on FROM invoices i
     WHERE i.tenant_id = $1 AND i.client_id = $4 AND i.kind = 'INVOICE' AND i.status = 'PAID') x
     WHERE x.paid_on >= $5::date) AS "invoicesPaid",
  (SELECT round(avg(x.paid_on - x.issued_on), 1)::float FROM (SELECT ${PAID_ON} AS paid_on, i.issued_on FROM invoices i
     WHERE i.tenant_id = $1 AND i.client_id = $4 AND i.kind = 'INVOICE' AND i.status = 'PAID') x
     WHERE x.paid_on >= $5::date) AS "averagePaymentDays"`;

/** What is open on the account, oldest first within each kind: late legs, open accident reports, overdue invoices. */
const ISSUES = `SELECT * FROM (
  (SELECT 'LATE_PICKUP' AS kind, l.id, l.number, '/order-legs/' || l.id AS href, to_char(${PICKUP_DUE}, 'YYYY-MM-DD') AS since, 1 AS rank
     FROM ${CLIENT_LEGS} AND ${LATE_PICKUP} ORDER BY ${PICKUP_DUE}, l.number LIMIT 50)
  UNION ALL
  (SELECT 'LATE_DELIVERY', l.id, l.number, '/order-legs/' || l.id, to_char(${DELIVERY_DUE}, 'YYYY-MM-DD'), 2
     FROM ${CLIENT_LEGS} AND ${LATE_DELIVERY} ORDER BY ${DELIVERY_DUE}, l.number LIMIT 50)
  UNION ALL
  (SELECT 'DAMAGE_CLAIM', ar.id, ar.number,
     CASE WHEN ar.order_leg_id IS NOT NULL THEN '/order-legs/' || ar.order_leg_id ELSE '/orders/' || ar.order_id END,
     to_char((ar.occurred_at AT TIME ZONE $2)::date, 'YYYY-MM-DD'), 3
     FROM accident_reports ar JOIN orders ao ON ao.tenant_id = ar.tenant_id AND ao.id = ar.order_id
     WHERE ar.tenant_id = $1 AND ao.client_id = $4 AND ar.status = 'OPEN' ORDER BY ar.occurred_at, ar.number LIMIT 50)
  UNION ALL
  (SELECT 'OVERDUE_INVOICE', i.id, i.number, NULL, to_char(i.due_on, 'YYYY-MM-DD'), 4
     FROM invoices i WHERE i.tenant_id = $1 AND i.client_id = $4 AND i.status = 'OPEN' AND i.due_on < $3::date
     ORDER BY i.due_on, i.number LIMIT 50)
) issues ORDER BY rank, since, number`;

const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

/** A client's last 90 days from its stored rows; another tenant's (or an unknown) client is NOT_FOUND. */
export const clientHealth = async (ctx: GraphQLContext, clientId: string): Promise<ClientHealthRow> => {
  const { tenantId } = requireClientRelations(ctx);
  const found = isUuid(clientId)
    ? await ctx.db.query('SELECT 1 FROM clients WHERE tenant_id = $1 AND id = $2', [tenantId, clientId])
    : null;
  if (!found || found.rows.length === 0) throw notFound('Client');
  const zone = await tenantZone(ctx.db, tenantId);
  const today = todayIn(zone, new Date());
  const since = (await ctx.db.query<{ since: string }>(`SELECT to_char($1::date - ${DAYS - 1}, 'YYYY-MM-DD') AS since`, [today])).rows[0]
    .since;
  const params = [tenantId, zone, today, clientId, since];
  const figures = (
    await ctx.db.query<Omit<ClientHealthRow, 'clientId' | 'since' | 'onTimeRate' | 'damageRate' | 'openIssues'>>(FIGURES, params)
  ).rows[0];
  const issues = await ctx.db.query<ClientIssueRow & { rank: number }>(ISSUES, params.slice(0, 4));
  return {
    clientId,
    since,
    ...figures,
    onTimeRate: rate(figures.legsOnTime, figures.legsPromised),
    damageRate: rate(figures.legsDamaged, figures.legsDelivered),
    openIssues: issues.rows.map(({ rank: _rank, ...issue }) => issue),
  };
};
