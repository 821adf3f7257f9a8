import type { GraphQLError } from 'graphql';
import type { InvoicePaymentStatus } from '../../src/generated/enums';
import { auditAllAs } from '../audit';
import { appError } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { orderLegRecord } from '../orderLegs/orderLegs.public';
import { transition } from '../transitions/transitions.service';
import type { InvoiceRow } from './invoices.rows';

type LiveLeg = { id: string; orderId: string; status: string; version: number };

const legsOf = async (ctx: GraphQLContext, invoiceId: string): Promise<LiveLeg[]> =>
  (
    await ctx.db.query<LiveLeg>(
      `SELECT l.id, l.order_id AS "orderId", l.status, l.version FROM invoice_legs il
       JOIN order_legs l ON l.tenant_id = il.tenant_id AND l.id = il.order_leg_id
       WHERE il.invoice_id = $1 AND il.live ORDER BY l.order_id, l.position`,
      [invoiceId],
    )
  ).rows;

/** A leg event the invoice raises through the leg's transition service; the leg's refusal refuses the invoice's move. */
const raise = async (ctx: GraphQLContext, actor: Actor, leg: LiveLeg, event: 'INVOICE' | 'UNINVOICE', move: string) => {
  try {
    await transition(ctx, actor, orderLegRecord, { id: leg.id, event, version: leg.version });
  } catch (error) {
    const refused = error as GraphQLError;
    if (refused.extensions?.code !== 'INVALID_TRANSITION' && refused.extensions?.code !== 'CONFLICT') throw error;
    throw appError('INVALID_TRANSITION', `The invoice was not ${move}: ${refused.message}`, {
      ...refused.extensions,
      code: 'INVALID_TRANSITION',
      legId: leg.id,
    });
  }
};

/**
 * Issuing raises leg.invoice on each DELIVERED leg through the leg's own transition service (its audit row, its order
 * settled, orderLegChanged), in the invoice's transaction: a refused leg refuses the issue. A replacement's legs are
 * already INVOICED (their first invoice was issued) and stay as they are.
 */
export const invoiceLegsIssued = async (ctx: GraphQLContext, actor: Actor, invoice: InvoiceRow) => {
  for (const leg of await legsOf(ctx, invoice.id)) {
    if (leg.status !== 'DELIVERED') continue;
    await raise(ctx, actor, leg, 'INVOICE', 'issued');
  }
};

/**
 * A cancelled invoice frees its legs: they may be invoiced again, and an INVOICED leg no other live invoice bills goes
 * back to DELIVERED through the leg's own machine (`leg.uninvoice`, raised here and never by a person), with its audit
 * row, new version and orderLegChanged, in the invoice's transaction.
 */
export const invoiceLegsReleased = async (ctx: GraphQLContext, actor: Actor, invoice: InvoiceRow) => {
  const legs = await legsOf(ctx, invoice.id);
  await ctx.db.query('UPDATE invoice_legs SET live = false WHERE invoice_id = $1', [invoice.id]);
  for (const leg of legs) {
    if (leg.status !== 'INVOICED') continue;
    const { rows } = await ctx.db.query('SELECT 1 FROM invoice_legs WHERE order_leg_id = $1 AND live', [leg.id]);
    if (rows.length > 0) continue;
    await raise(ctx, actor, leg, 'UNINVOICE', 'cancelled');
  }
};

type OrderInvoices = { orderId: string; statuses: string[]; paid: string[]; ever: boolean; current: InvoicePaymentStatus | null };

/** An order's payment status from its live invoices (docs/flows.md#invoice; none: VOID when it had some, else none at all). */
const orderPaymentStatus = ({ statuses, paid, ever }: OrderInvoices): InvoicePaymentStatus | null => {
  if (statuses.length === 0) return ever ? 'VOID' : null;
  if (statuses.every((status) => status === 'PAID')) return 'PAID';
  if (statuses.some((status) => status === 'PAID') || paid.some((amount) => Number(amount) > 0)) return 'PARTIALLY_PAID';
  if (statuses.every((status) => status === 'DRAFT')) return 'CREATED';
  return 'UNPAID';
};

/**
 * Keeps orders true to their invoices: the order's payment status (with its audit row when it changes) and each leg's
 * client-paid flag (a live PAID invoice bills it). Both are derived, so neither bumps a version (an open edit form of
 * the order or leg is not made stale by a payment). Many orders at once (a call of createInvoices) in four statements.
 */
export const syncOrders = async (ctx: GraphQLContext, actor: Actor, orderIds: string[]) => {
  if (orderIds.length === 0) return;
  const { rows } = await ctx.db.query<OrderInvoices>(
    `SELECT o.id AS "orderId", o.payment_status AS current,
       coalesce(array_agg(i.status) FILTER (WHERE il.live), '{}') AS statuses,
       coalesce(array_agg(i.paid::text) FILTER (WHERE il.live), '{}') AS paid,
       count(il.invoice_id) > 0 AS ever
     FROM orders o
     LEFT JOIN LATERAL (SELECT DISTINCT x.invoice_id, x.live FROM invoice_legs x WHERE x.order_id = o.id) il ON true
     LEFT JOIN invoices i ON i.id = il.invoice_id
     WHERE o.id = ANY($1::uuid[])
     GROUP BY o.id, o.payment_status
     ORDER BY o.id`,
    [orderIds],
  );
  const changed = rows
    .map((order) => ({ order, status: orderPaymentStatus(order) }))
    .filter(({ order, status }) => status !== order.current);
  if (changed.length > 0) {
    await ctx.db.query(
      'UPDATE orders o SET payment_status = x.status FROM unnest($1::uuid[], $2::text[]) AS x(id, status) WHERE o.id = x.id',
      [changed.map(({ order }) => order.orderId), changed.map(({ status }) => status)],
    );
    await auditAllAs(
      ctx,
      actor,
      { entityKind: 'Orders', action: 'UPDATED', event: 'order.paymentStatus' },
      changed.map(({ order, status }) => ({
        entityId: order.orderId,
        before: { paymentStatus: order.current },
        after: { paymentStatus: status },
      })),
    );
    for (const { order } of changed) publishChange(ctx, 'orderChanged', actor.tenantId, order.orderId);
  }
  await ctx.db.query(
    `UPDATE order_legs l SET client_paid = paid.value
     FROM (SELECT l2.id, EXISTS (SELECT 1 FROM invoice_legs il JOIN invoices i ON i.id = il.invoice_id
             WHERE il.order_leg_id = l2.id AND il.live AND i.status = 'PAID') AS value
           FROM order_legs l2 WHERE l2.order_id = ANY($1::uuid[])) paid
     WHERE l.id = paid.id AND l.client_paid IS DISTINCT FROM paid.value`,
    [rows.map((order) => order.orderId)],
  );
};

/** Keeps the orders an invoice bills true to their invoices (`syncOrders`). */
export const syncOrdersOf = async (ctx: GraphQLContext, actor: Actor, invoiceId: string) => {
  const { rows } = await ctx.db.query<{ orderId: string }>(
    'SELECT DISTINCT order_id AS "orderId" FROM invoice_legs WHERE invoice_id = $1',
    [invoiceId],
  );
  await syncOrders(
    ctx,
    actor,
    rows.map((row) => row.orderId),
  );
};
