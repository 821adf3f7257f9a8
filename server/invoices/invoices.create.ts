import type { FieldErrors } from '../../src/domain/schemas/fieldErrors';
import type { InvoiceFrequency, PaymentTerms } from '../../src/generated/enums';
import { auditAs } from '../audit';
import { nextNumber } from '../db/counters';
import { badUserInput, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { validateInput } from '../records/writes';
import { RECORD_SELECT, type StorageRecordRow } from '../storage/storage.rows';
import { storageCharge, storageLineItem } from '../storage/storage.public';
import { createInvoicesSchema } from './invoices.inputs';
import { syncOrdersOf } from './invoices.legs';
import { findInvoice, INVOICE_NUMBERS, type InvoiceRow } from './invoices.rows';
import { applyExemption } from './invoices.tax';

/** What deciding a leg's invoice needs: the leg, its order, and the client's invoicing. */
type LegFacts = {
  id: string;
  orderId: string;
  orderNumber: string;
  legNumber: string;
  status: string;
  clientId: string;
  customerId: string | null;
  poRequired: boolean;
  perCustomer: boolean;
  frequency: InvoiceFrequency;
  terms: PaymentTerms;
  priced: boolean;
  currency: string | null;
  period: string;
  onInvoice: string | null;
};

/**
 * The period a leg is billed in: its order (PER_ORDER), or the week or month of its delivery by the tenant's day.
 */
const FACTS_SQL = `SELECT l.id, l.order_id AS "orderId", o.number AS "orderNumber", l.number AS "legNumber", l.status,
    o.client_id AS "clientId", o.customer_id AS "customerId", c.po_required AS "poRequired",
    c.invoice_per_customer AS "perCustomer", c.invoice_frequency AS frequency, c.payment_terms AS terms,
    (o.price_source IS NOT NULL AND o.priced_at IS NOT NULL) AS priced, o.price_currency AS currency,
    CASE c.invoice_frequency
      WHEN 'WEEKLY' THEN to_char(date_trunc('week', coalesce(l.delivered_at, now()) AT TIME ZONE t.time_zone), 'YYYY-MM-DD')
      WHEN 'MONTHLY' THEN to_char(coalesce(l.delivered_at, now()) AT TIME ZONE t.time_zone, 'YYYY-MM')
      ELSE o.id::text END AS period,
    (SELECT i.number FROM invoice_legs il JOIN invoices i ON i.id = il.invoice_id WHERE il.order_leg_id = l.id AND il.live) AS "onInvoice"
  FROM order_legs l JOIN orders o ON o.id = l.order_id JOIN clients c ON c.id = o.client_id
    JOIN tenants t ON t.id = l.tenant_id
  WHERE l.id = ANY($1::uuid[]) AND l.deleted_at IS NULL AND o.deleted_at IS NULL`;

/**
 * Locks the legs' orders and then the legs (the leg transition's own lock order), so two clerks invoicing the same
 * legs at once run one after the other and the second finds them on the first's invoice.
 */
const lockLegs = async (ctx: GraphQLContext, legIds: string[]): Promise<LegFacts[]> => {
  await ctx.db.query(
    `SELECT o.id FROM orders o WHERE o.id IN (SELECT l.order_id FROM order_legs l WHERE l.id = ANY($1::uuid[])) ORDER BY o.id FOR UPDATE`,
    [legIds],
  );
  await ctx.db.query('SELECT l.id FROM order_legs l WHERE l.id = ANY($1::uuid[]) ORDER BY l.id FOR UPDATE', [legIds]);
  return (await ctx.db.query<LegFacts>(FACTS_SQL, [legIds])).rows;
};

/** Why each leg cannot be invoiced, keyed by its place in the input (none: all may be). */
const legErrors = (legIds: string[], facts: Map<string, LegFacts>, poByOrder: Map<string, string>): FieldErrors => {
  const errors: FieldErrors = {};
  legIds.forEach((id, i) => {
    const leg = facts.get(id) as LegFacts;
    const messages: string[] = [];
    if (leg.onInvoice) messages.push(`${leg.legNumber} is already on invoice ${leg.onInvoice}.`);
    else if (leg.status !== 'DELIVERED') messages.push(`${leg.legNumber} is not delivered (it is ${leg.status}).`);
    if (!leg.priced) messages.push(`${leg.legNumber}: order ${leg.orderNumber} has no agreed price.`);
    if (leg.poRequired && !poByOrder.has(leg.orderId))
      messages.push(`${leg.legNumber}: the client requires a PO number for ${leg.orderNumber}.`);
    if (messages.length > 0) errors[`input.legIds.${i}`] = messages;
  });
  return errors;
};

/** The legs one invoice takes: the client (or customer), the period, the PO number and the currency alike. */
const groupLegs = (legs: LegFacts[], poByOrder: Map<string, string>) => {
  const groups = new Map<string, LegFacts[]>();
  for (const leg of legs) {
    const key = [leg.clientId, leg.perCustomer ? leg.customerId : '', leg.period, poByOrder.get(leg.orderId) ?? '', leg.currency].join('|');
    groups.set(key, [...(groups.get(key) ?? []), leg]);
  }
  return [...groups.values()];
};

/**
 * The invoice's lines from its orders' agreed prices: each leg's own lines, and an order's order-wide lines (a first
 * service charge, a discount, tax) on the first live invoice that bills one of its legs. Each line keeps the order
 * line it came from, so an order-wide line is billed once.
 */
const insertPriceLines = (ctx: GraphQLContext, invoiceId: string, legIds: string[], orderIds: string[]) =>
  ctx.db.query(
    `INSERT INTO invoice_lines (tenant_id, invoice_id, position, type, description, quantity, unit_amount, amount, source_kind,
       source_label, source_id, order_id, order_leg_id)
     SELECT li.tenant_id, $1, row_number() OVER (ORDER BY o.number, li.position), li.type, li.description, li.quantity,
       li.unit_amount, li.amount, 'ORDER_PRICE',
       'Order ' || o.number || CASE WHEN q.number IS NOT NULL THEN ' (quote ' || q.number || ')' ELSE ' (rate card)' END,
       li.id, li.order_id, li.order_leg_id
     FROM order_line_items li JOIN orders o ON o.id = li.order_id LEFT JOIN quotes q ON q.id = o.quote_id
     WHERE li.order_leg_id = ANY($2::uuid[])
        OR (li.order_id = ANY($3::uuid[]) AND li.order_leg_id IS NULL AND NOT EXISTS (
          SELECT 1 FROM invoice_lines x JOIN invoices xi ON xi.id = x.invoice_id
          WHERE x.source_id = li.id AND x.source_kind = 'ORDER_PRICE' AND xi.status <> 'CANCELLED' AND xi.kind = 'INVOICE'
            AND NOT EXISTS (SELECT 1 FROM invoices r WHERE r.replaces_id = xi.id AND r.kind = 'CREDIT_NOTE')))`,
    [invoiceId, legIds, orderIds],
  );

/**
 * The tag-and-title fees of the packets of the invoice's vehicles on its orders (the DMV's and county's fees the clerk
 * recorded with an amount), each once: a fee on a live invoice is not billed again. They follow the order's lines.
 */
const insertPacketFees = (ctx: GraphQLContext, invoiceId: string, legIds: string[]) =>
  ctx.db.query(
    `INSERT INTO invoice_lines (tenant_id, invoice_id, position, type, description, quantity, unit_amount, amount, source_kind,
       source_label, source_id, order_id, order_leg_id)
     SELECT f.tenant_id, $1, (SELECT coalesce(max(position), 0) FROM invoice_lines WHERE invoice_id = $1)
         + row_number() OVER (ORDER BY p.number, f.position),
       'TAG_AND_TITLE', f.label, 1, f.amount, f.amount, 'TAG_AND_TITLE', 'Tag and title packet ' || p.number, f.id, p.order_id, NULL
     FROM tnt_packet_fees f JOIN tnt_packets p ON p.id = f.packet_id
     WHERE f.amount IS NOT NULL
       AND EXISTS (SELECT 1 FROM order_legs l WHERE l.id = ANY($2::uuid[]) AND l.order_id = p.order_id AND l.vehicle_id = p.vehicle_id)
       AND NOT EXISTS (SELECT 1 FROM invoice_lines x JOIN invoices xi ON xi.id = x.invoice_id
         WHERE x.source_id = f.id AND x.source_kind = 'TAG_AND_TITLE' AND xi.status <> 'CANCELLED' AND xi.kind = 'INVOICE'
           AND NOT EXISTS (SELECT 1 FROM invoices r WHERE r.replaces_id = xi.id AND r.kind = 'CREDIT_NOTE'))`,
    [invoiceId, legIds],
  );

/**
 * The storage stays of the invoice's legs, each priced once by the storage area (`storageLineItem`, the one function
 * that prices a stay): checked out (its days are final), on no live invoice, and on a leg whose order's agreed price
 * has no STORAGE line (a quoted storage is what the client agreed to; it is not billed twice).
 */
const insertStays = async (ctx: GraphQLContext, invoiceId: string, legIds: string[]) => {
  const { rows } = await ctx.db.query<StorageRecordRow>(
    `SELECT ${RECORD_SELECT} FROM storage_records sr
     WHERE sr.order_leg_id = ANY($1::uuid[]) AND sr.checked_out_at IS NOT NULL AND sr.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM order_line_items li JOIN order_legs l ON l.order_id = li.order_id
         WHERE l.id = sr.order_leg_id AND li.type = 'STORAGE')
       AND NOT EXISTS (SELECT 1 FROM invoice_lines x JOIN invoices xi ON xi.id = x.invoice_id
         WHERE x.source_id = sr.id AND x.source_kind = 'STORAGE' AND xi.status <> 'CANCELLED' AND xi.kind = 'INVOICE'
           AND NOT EXISTS (SELECT 1 FROM invoices r WHERE r.replaces_id = xi.id AND r.kind = 'CREDIT_NOTE'))
     ORDER BY sr.number`,
    [legIds],
  );
  for (const record of rows) {
    const line = storageLineItem(record, await storageCharge(ctx, record));
    if (!line || line.amount === 0) continue;
    await ctx.db.query(
      `INSERT INTO invoice_lines (tenant_id, invoice_id, position, type, description, quantity, unit_amount, amount, source_kind,
         source_label, source_id, order_id, order_leg_id)
       SELECT tenant_id, $1, (SELECT coalesce(max(position), 0) + 1 FROM invoice_lines WHERE invoice_id = $1), 'STORAGE', $3, $4, $5, $6,
         'STORAGE', $7, id, order_id, order_leg_id
       FROM storage_records WHERE id = $2`,
      [
        invoiceId,
        record.id,
        line.description,
        line.quantity,
        line.unitAmount,
        line.amount,
        `Storage record ${record.number}: ${line.explanation}`,
      ],
    );
  }
};

/** The invoice's totals from its lines (an invoice's total is the sum of its lines). */
export const totalLines = (ctx: GraphQLContext, invoiceId: string) =>
  ctx.db.query(
    `UPDATE invoices i SET subtotal = t.subtotal, tax = t.tax, total = t.subtotal + t.tax
     FROM (SELECT coalesce(sum(amount) FILTER (WHERE type <> 'TAX'), 0) AS subtotal, coalesce(sum(amount) FILTER (WHERE type = 'TAX'), 0) AS tax
           FROM invoice_lines WHERE invoice_id = $1) t
     WHERE i.id = $1`,
    [invoiceId],
  );

const createOne = async (ctx: GraphQLContext, actor: Actor, legs: LegFacts[], poNumber: string | null): Promise<InvoiceRow> => {
  const [first] = legs;
  const number = await nextNumber(ctx.db, actor.tenantId, INVOICE_NUMBERS);
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO invoices (tenant_id, number, client_id, customer_id, terms, po_number, currency, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      actor.tenantId,
      number,
      first.clientId,
      first.perCustomer ? first.customerId : null,
      first.terms,
      poNumber,
      first.currency ?? 'USD',
      actor.user.id,
    ],
  );
  const invoiceId = rows[0].id;
  const legIds = legs.map((leg) => leg.id);
  const orderIds = [...new Set(legs.map((leg) => leg.orderId))];
  await insertPriceLines(ctx, invoiceId, legIds, orderIds);
  await insertPacketFees(ctx, invoiceId, legIds);
  await insertStays(ctx, invoiceId, legIds);
  await applyExemption(ctx, invoiceId, first.clientId);
  await totalLines(ctx, invoiceId);
  await ctx.db.query(
    `INSERT INTO invoice_legs (tenant_id, invoice_id, order_leg_id, order_id) SELECT $1, $2, l.id, l.order_id FROM order_legs l WHERE l.id = ANY($3::uuid[])`,
    [actor.tenantId, invoiceId, legIds],
  );
  const invoice = (await findInvoice(ctx.db, invoiceId)) as InvoiceRow;
  await auditAs(ctx, actor, {
    entityKind: 'Invoices',
    entityId: invoiceId,
    action: 'CREATED',
    event: 'invoice.create',
    after: { number, status: 'DRAFT', total: invoice.total, legs: legs.map((leg) => leg.legNumber), poNumber },
  });
  await syncOrdersOf(ctx, actor, invoiceId);
  publishChange(ctx, 'invoiceChanged', actor.tenantId, invoiceId);
  return invoice;
};

/**
 * createInvoices: draft invoices for delivered legs, grouped by the client's invoicing (per order or per week or
 * month, per customer where it says so, one PO number each). Every leg must be DELIVERED, on no live invoice, priced,
 * and carry a PO number where the client requires one; otherwise nothing is written and each leg says why.
 */
export const createInvoices = async (ctx: GraphQLContext, actor: Actor, rawInput: unknown): Promise<InvoiceRow[]> => {
  const input = validateInput(createInvoicesSchema, rawInput);
  if (!input.legIds.every(isUuid)) throw notFound('Order leg');
  const facts = new Map((await lockLegs(ctx, input.legIds)).map((leg) => [leg.id, leg]));
  if (facts.size !== input.legIds.length) throw notFound('Order leg');
  const orderIds = new Set([...facts.values()].map((leg) => leg.orderId));
  const poErrors: FieldErrors = {};
  input.poNumbers.forEach(({ orderId }, i) => {
    if (!orderIds.has(orderId)) poErrors[`input.poNumbers.${i}.orderId`] = ['The order has no leg in this selection.'];
  });
  if (Object.keys(poErrors).length > 0) throw badUserInput(poErrors);
  const poByOrder = new Map(input.poNumbers.map(({ orderId, poNumber }) => [orderId, poNumber]));
  const errors = legErrors(input.legIds, facts, poByOrder);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const invoices: InvoiceRow[] = [];
  // In the order the legs were asked for (the facts come in no order), so the drafts come back in that order too.
  for (const legs of groupLegs(
    input.legIds.map((id) => facts.get(id) as LegFacts),
    poByOrder,
  ))
    invoices.push(await createOne(ctx, actor, legs, poByOrder.get(legs[0].orderId) ?? null));
  return invoices;
};
