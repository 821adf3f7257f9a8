import type { InvoiceBlocker, InvoiceFrequency } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { badUserInput, isUuid } from '../errors';
import { searchCondition } from '../graphql/where';
import type { ReadyToBillGroupRow, ReadyToBillLegRow } from './invoices.rows';

type ReadyRow = Omit<ReadyToBillLegRow, 'blockers'> & { priced: boolean; poRequired: boolean; invoiceFrequency: InvoiceFrequency };

const READY_LIMIT = 2000;

/**
 * /accounting/invoices/order-legs: DELIVERED legs on no live invoice, by client, each with what blocks it (an order
 * with no agreed price; a client that requires a PO number, which createInvoices must then be given). A leg's amount
 * is its own lines of the order's price (order-wide lines come with the order's first invoice).
 */
export const readyToBill = async (
  db: Queryable,
  tenantId: string,
  args: { clientId?: string | null; search?: string | null; first?: number | null },
): Promise<ReadyToBillGroupRow[]> => {
  const params: unknown[] = [tenantId];
  const where = [
    'l.tenant_id = $1',
    "l.status = 'DELIVERED'",
    'l.deleted_at IS NULL',
    'o.deleted_at IS NULL',
    'NOT EXISTS (SELECT 1 FROM invoice_legs il WHERE il.order_leg_id = l.id AND il.live)',
  ];
  if (args.clientId !== null && args.clientId !== undefined) {
    if (!isUuid(args.clientId)) throw badUserInput({ clientId: ['The selected client is invalid.'] });
    params.push(args.clientId);
    where.push(`o.client_id = $${params.length}`);
  }
  where.push(searchCondition(args.search, ['l.number', 'c.display_name'], params));
  params.push(Math.min(Math.max(1, Math.trunc(args.first ?? 500)), READY_LIMIT));
  const { rows } = await db.query<ReadyRow>(
    `SELECT l.id AS "legId", l.order_id AS "orderId", o.client_id AS "clientId", o.customer_id AS "customerId",
       l.delivered_at AS "deliveredAt", (o.price_source IS NOT NULL AND o.priced_at IS NOT NULL) AS priced,
       c.po_required AS "poRequired", c.invoice_frequency AS "invoiceFrequency",
       CASE WHEN o.price_source IS NOT NULL THEN
         (SELECT coalesce(sum(li.amount), 0)::float8 FROM order_line_items li WHERE li.order_leg_id = l.id) END AS amount
     FROM order_legs l JOIN orders o ON o.id = l.order_id JOIN clients c ON c.id = o.client_id
     WHERE ${where.join(' AND ')}
     ORDER BY c.display_name, c.id, l.delivered_at, l.number LIMIT $${params.length}`,
    params,
  );
  const groups = new Map<string, ReadyToBillGroupRow>();
  for (const { priced, poRequired, invoiceFrequency, ...leg } of rows) {
    const blockers: InvoiceBlocker[] = [...(priced ? [] : (['NO_PRICE'] as const)), ...(poRequired ? (['PO_MISSING'] as const) : [])];
    const group = groups.get(leg.clientId) ?? { clientId: leg.clientId, poRequired, invoiceFrequency, legs: [], amount: 0 };
    group.legs.push({ ...leg, blockers });
    group.amount += leg.amount ?? 0;
    groups.set(leg.clientId, group);
  }
  return [...groups.values()];
};
