import { lockLegsWithOrders } from '../orderLegs/orderLegs.public';
import type { FieldErrors } from '../../src/domain/schemas/fieldErrors';
import type { InvoiceFrequency, PaymentTerms } from '../../src/generated/enums';
import { auditAllAs } from '../audit';
import { nextNumber } from '../db/counters';
import { badUserInput, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { validateInput } from '../records/writes';
import { RECORD_SELECT, type StorageRecordRow } from '../storage/storage.rows';
import { storageCharge, storageLineItem } from '../storage/storage.public';
import { createInvoicesSchema } from './invoices.inputs';
import { syncOrders } from './invoices.legs';
import { INVOICE_NUMBERS, INVOICE_SELECT, type InvoiceRow } from './invoices.rows';
import { applyExemptions } from './invoices.tax';

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
  await lockLegsWithOrders(ctx.db, legIds);
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

/** The call's legs and the draft each goes on, as three parallel arrays: leg ids, invoice ids, the drafts' order. */
type LegMap = unknown[][];

/** The call's leg-to-draft map as a table `m` (leg_id, invoice_id, ord, order_id, vehicle_id) for the lines' statements. */
const MAP_SQL = `m AS (SELECT x.leg_id, x.invoice_id, x.ord, l.order_id, l.vehicle_id
  FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS x(leg_id, invoice_id, ord) JOIN order_legs l ON l.id = x.leg_id)`;

/** A source (order line, packet fee, stay) is on a live invoice: a draft, open or paid invoice no credit note undoes. */
const onLiveInvoice = (kind: string, column: string) =>
  `EXISTS (SELECT 1 FROM invoice_lines x JOIN invoices xi ON xi.id = x.invoice_id
     WHERE x.source_id = ${column} AND x.source_kind = '${kind}' AND xi.status <> 'CANCELLED' AND xi.kind = 'INVOICE'
       AND NOT EXISTS (SELECT 1 FROM invoices r WHERE r.replaces_id = xi.id AND r.kind = 'CREDIT_NOTE'))`;

/**
 * The drafts' lines from their orders' agreed prices: each leg's own lines on its leg's draft, and an order's
 * order-wide lines (a first service charge, a discount, tax) on the call's first draft that bills one of its legs,
 * unless a live invoice already bills them. Each line keeps the order line it came from, so an order-wide line is
 * billed once; each draft's lines are numbered by order number and the order's line position.
 */
const insertPriceLines = (ctx: GraphQLContext, map: LegMap, orderIds: string[]) =>
  ctx.db.query(
    `WITH ${MAP_SQL},
     picked AS (
       SELECT li.id, m.invoice_id FROM order_line_items li JOIN m ON m.leg_id = li.order_leg_id
       UNION ALL
       SELECT li.id, first.invoice_id FROM order_line_items li
         CROSS JOIN LATERAL (SELECT m.invoice_id FROM m WHERE m.order_id = li.order_id ORDER BY m.ord LIMIT 1) first
       WHERE li.order_id = ANY($4::uuid[]) AND li.order_leg_id IS NULL AND NOT ${onLiveInvoice('ORDER_PRICE', 'li.id')})
     INSERT INTO invoice_lines (tenant_id, invoice_id, position, type, description, quantity, unit_amount, amount, source_kind,
       source_label, source_id, order_id, order_leg_id)
     SELECT li.tenant_id, p.invoice_id, row_number() OVER (PARTITION BY p.invoice_id ORDER BY o.number, li.position), li.type,
       li.description, li.quantity, li.unit_amount, li.amount, 'ORDER_PRICE',
       'Order ' || o.number || CASE WHEN q.number IS NOT NULL THEN ' (quote ' || q.number || ')' ELSE ' (rate card)' END,
       li.id, li.order_id, li.order_leg_id
     FROM picked p JOIN order_line_items li ON li.id = p.id JOIN orders o ON o.id = li.order_id LEFT JOIN quotes q ON q.id = o.quote_id`,
    [...map, orderIds],
  );

/**
 * The tag-and-title fees of the packets of the drafts' vehicles on their orders (the DMV's and county's fees the clerk
 * recorded with an amount), each once, on the call's first draft with a leg of that order and vehicle: a fee on a live
 * invoice is not billed again. They follow each draft's order lines.
 */
const insertPacketFees = (ctx: GraphQLContext, map: LegMap, orderIds: string[]) =>
  ctx.db.query(
    `WITH ${MAP_SQL},
     fees AS (
       SELECT f.id, f.tenant_id, f.label, f.amount, f.position, p.number, p.order_id, first.invoice_id
       FROM tnt_packet_fees f JOIN tnt_packets p ON p.id = f.packet_id
         CROSS JOIN LATERAL (SELECT m.invoice_id FROM m WHERE m.order_id = p.order_id AND m.vehicle_id = p.vehicle_id
           ORDER BY m.ord LIMIT 1) first
       WHERE f.amount IS NOT NULL AND p.order_id = ANY($4::uuid[]) AND NOT ${onLiveInvoice('TAG_AND_TITLE', 'f.id')})
     INSERT INTO invoice_lines (tenant_id, invoice_id, position, type, description, quantity, unit_amount, amount, source_kind,
       source_label, source_id, order_id, order_leg_id)
     SELECT f.tenant_id, f.invoice_id, (SELECT coalesce(max(position), 0) FROM invoice_lines WHERE invoice_id = f.invoice_id)
         + row_number() OVER (PARTITION BY f.invoice_id ORDER BY f.number, f.position),
       'TAG_AND_TITLE', f.label, 1, f.amount, f.amount, 'TAG_AND_TITLE', 'Tag and title packet ' || f.number, f.id, f.order_id, NULL
     FROM fees f`,
    [...map, orderIds],
  );

/**
 * The storage stays of the drafts' legs, each priced once by the storage area (`storageLineItem`, the one function
 * that prices a stay) on its leg's draft: checked out (its days are final), on no live invoice, and on a leg whose
 * order's agreed price has no STORAGE line (a quoted storage is what the client agreed to; it is not billed twice).
 * They follow each draft's other lines, by record number.
 */
const insertStays = async (ctx: GraphQLContext, map: LegMap) => {
  const { rows } = await ctx.db.query<StorageRecordRow & { invoiceId: string }>(
    `WITH ${MAP_SQL}
     SELECT ${RECORD_SELECT}, m.invoice_id AS "invoiceId" FROM storage_records sr JOIN m ON m.leg_id = sr.order_leg_id
     WHERE sr.checked_out_at IS NOT NULL AND sr.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM order_line_items li WHERE li.order_id = m.order_id AND li.type = 'STORAGE')
       AND NOT ${onLiveInvoice('STORAGE', 'sr.id')}
     ORDER BY m.ord, sr.number`,
    map,
  );
  const lines = [];
  for (const record of rows) {
    const line = storageLineItem(record, await storageCharge(ctx, record));
    if (!line || line.amount === 0) continue;
    lines.push({ record, line });
  }
  if (lines.length === 0) return;
  await ctx.db.query(
    `INSERT INTO invoice_lines (tenant_id, invoice_id, position, type, description, quantity, unit_amount, amount, source_kind,
       source_label, source_id, order_id, order_leg_id)
     SELECT sr.tenant_id, x.invoice_id, (SELECT coalesce(max(position), 0) FROM invoice_lines WHERE invoice_id = x.invoice_id)
         + row_number() OVER (PARTITION BY x.invoice_id ORDER BY x.n),
       'STORAGE', x.description, x.quantity, x.unit_amount, x.amount, 'STORAGE', x.label, sr.id, sr.order_id, sr.order_leg_id
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::numeric[], $5::numeric[], $6::bigint[], $7::text[])
       WITH ORDINALITY AS x(invoice_id, record_id, description, quantity, unit_amount, amount, label, n)
       JOIN storage_records sr ON sr.id = x.record_id`,
    [
      lines.map(({ record }) => record.invoiceId),
      lines.map(({ record }) => record.id),
      lines.map(({ line }) => line.description),
      lines.map(({ line }) => line.quantity),
      lines.map(({ line }) => line.unitAmount),
      lines.map(({ line }) => line.amount),
      lines.map(({ record, line }) => `Storage record ${record.number}: ${line.explanation}`),
    ],
  );
};

/** The invoice's totals from its lines (an invoice's total is the sum of its lines). */
export const totalLines = (ctx: GraphQLContext, invoiceId: string) => totalAll(ctx, [invoiceId]);

/** The totals of many invoices at once, each the sum of its own lines. */
const totalAll = (ctx: GraphQLContext, invoiceIds: string[]) =>
  ctx.db.query(
    `UPDATE invoices i SET subtotal = t.subtotal, tax = t.tax, total = t.subtotal + t.tax
     FROM (SELECT x.id, coalesce(sum(l.amount) FILTER (WHERE l.type <> 'TAX'), 0) AS subtotal,
             coalesce(sum(l.amount) FILTER (WHERE l.type = 'TAX'), 0) AS tax
           FROM invoices x LEFT JOIN invoice_lines l ON l.invoice_id = x.id WHERE x.id = ANY($1::uuid[]) GROUP BY x.id) t
     WHERE i.id = t.id`,
    [invoiceIds],
  );

/** A call's drafts, one per group of legs, in the groups' order (which is also the order of their numbers). */
type Draft = { id: string; number: string; legs: LegFacts[]; poNumber: string | null };

/**
 * The call's invoice numbers, one after the other with no gap: the counter is bumped once for the first (locking its
 * row until the transaction ends, as `nextNumber` does) and once more for the rest.
 */
const nextNumbers = async (ctx: GraphQLContext, actor: Actor, count: number): Promise<string[]> => {
  const first = await nextNumber(ctx.db, actor.tenantId, INVOICE_NUMBERS);
  if (count > 1)
    await ctx.db.query('UPDATE counters SET value = value + $3 WHERE tenant_id = $1 AND kind = $2', [
      actor.tenantId,
      INVOICE_NUMBERS.counter,
      count - 1,
    ]);
  const prefix = `${INVOICE_NUMBERS.format.prefix}-`;
  const value = Number(first.slice(prefix.length));
  return Array.from({ length: count }, (_, i) => `${prefix}${value + i}`);
};

/**
 * Every draft of a call in a few statements, whatever the number of legs (issue 30's bench: 10,000 legs in 5 s): the
 * invoices, their legs, their lines by source, the exemptions, the totals and one audit row each; then the orders'
 * payment status once for all of them.
 */
const createAll = async (ctx: GraphQLContext, actor: Actor, groups: { legs: LegFacts[]; poNumber: string | null }[]) => {
  const numbers = await nextNumbers(ctx, actor, groups.length);
  const { rows } = await ctx.db.query<{ id: string; number: string }>(
    `INSERT INTO invoices (tenant_id, number, client_id, customer_id, terms, po_number, currency, created_by)
     SELECT $1, g.number, g.client_id, g.customer_id, g.terms, g.po_number, g.currency, $2
     FROM jsonb_to_recordset($3::jsonb) AS g(number text, client_id uuid, customer_id uuid, terms text, po_number text, currency text)
     RETURNING id, number`,
    [
      actor.tenantId,
      actor.user.id,
      JSON.stringify(
        groups.map(({ legs: [first], poNumber }, i) => ({
          number: numbers[i],
          client_id: first.clientId,
          customer_id: first.perCustomer ? first.customerId : null,
          terms: first.terms,
          po_number: poNumber,
          currency: first.currency ?? 'USD',
        })),
      ),
    ],
  );
  const idByNumber = new Map(rows.map((row) => [row.number, row.id]));
  const drafts: Draft[] = groups.map((group, i) => ({ ...group, number: numbers[i], id: idByNumber.get(numbers[i]) as string }));
  const legs = drafts.flatMap((draft, ord) => draft.legs.map((leg) => ({ leg, invoiceId: draft.id, ord })));
  const map = [legs.map(({ leg }) => leg.id), legs.map(({ invoiceId }) => invoiceId), legs.map(({ ord }) => ord)];
  const orderIds = [...new Set(legs.map(({ leg }) => leg.orderId))];
  const invoiceIds = drafts.map((draft) => draft.id);
  await insertPriceLines(ctx, map, orderIds);
  await insertPacketFees(ctx, map, orderIds);
  await insertStays(ctx, map);
  await applyExemptions(
    ctx,
    drafts.map((draft) => ({ invoiceId: draft.id, clientId: draft.legs[0].clientId })),
  );
  await totalAll(ctx, invoiceIds);
  await ctx.db.query(
    `INSERT INTO invoice_legs (tenant_id, invoice_id, order_leg_id, order_id)
     SELECT $1, m.invoice_id, l.id, l.order_id FROM unnest($2::uuid[], $3::uuid[]) AS m(leg_id, invoice_id)
       JOIN order_legs l ON l.id = m.leg_id`,
    [actor.tenantId, map[0], map[1]],
  );
  const found = await ctx.db.query<InvoiceRow>(`SELECT ${INVOICE_SELECT} FROM invoices i WHERE i.id = ANY($1::uuid[])`, [invoiceIds]);
  const byId = new Map(found.rows.map((invoice) => [invoice.id, invoice]));
  const invoices = drafts.map((draft) => byId.get(draft.id) as InvoiceRow);
  await auditAllAs(
    ctx,
    actor,
    { entityKind: 'Invoices', action: 'CREATED', event: 'invoice.create' },
    drafts.map(({ id, number, legs: billed, poNumber }, i) => ({
      entityId: id,
      after: { number, status: 'DRAFT', total: invoices[i].total, legs: billed.map((leg) => leg.legNumber), poNumber },
    })),
  );
  await syncOrders(ctx, actor, orderIds);
  for (const id of invoiceIds) publishChange(ctx, 'invoiceChanged', actor.tenantId, id);
  return invoices;
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
  // In the order the legs were asked for (the facts come in no order), so the drafts come back in that order too.
  const groups = groupLegs(
    input.legIds.map((id) => facts.get(id) as LegFacts),
    poByOrder,
  );
  return createAll(
    ctx,
    actor,
    groups.map((legs) => ({ legs, poNumber: poByOrder.get(legs[0].orderId) ?? null })),
  );
};
