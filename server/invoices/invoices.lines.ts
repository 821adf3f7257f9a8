import type { LineItemType } from '../../src/generated/enums';
import { auditAs } from '../audit';
import type { Queryable } from '../db/database';
import { appError, badUserInput, checkVersion, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { validateInput } from '../records/writes';
import { totalLines } from './invoices.create';
import { addInvoiceLineSchema } from './invoices.inputs';
import { findInvoice, type InvoiceRow } from './invoices.rows';
import { recomputeAddedTax } from './invoices.tax';

type CatalogItem = { id: string; code: string; name: string; type: string; unit: string; amount: number; retired: boolean };

/** The draft to edit, locked and version-checked; an issued invoice is never edited (a credit corrects it). */
const lockDraft = async (ctx: GraphQLContext, id: string, version: number): Promise<InvoiceRow> => {
  const invoice = checkVersion(isUuid(id) ? await findInvoice(ctx.db, id, true) : null, version, 'Invoice');
  if (invoice.kind !== 'INVOICE' || invoice.status !== 'DRAFT')
    throw appError('INVALID_TRANSITION', `Only a draft is edited; invoice ${invoice.number} is ${invoice.status} (credit it instead).`, {
      event: 'EDIT',
      status: invoice.status,
      reason: 'STATUS',
    });
  return invoice;
};

/** After a change of lines: the tax on added items, the totals (never below zero), a new version, the audit row. */
const settle = async (ctx: GraphQLContext, actor: Actor, invoice: InvoiceRow, event: string, after: Record<string, unknown>) => {
  await recomputeAddedTax(ctx, invoice.id, invoice.clientId);
  const { rows } = await ctx.db.query<{ total: number }>(
    'SELECT coalesce(sum(amount), 0)::float8 AS total FROM invoice_lines WHERE invoice_id = $1',
    [invoice.id],
  );
  if (rows[0].total < 0) throw badUserInput({ 'input.unitAmount': ['The invoice total would be below zero.'] });
  await totalLines(ctx, invoice.id);
  await ctx.db.query('UPDATE invoices SET version = version + 1, updated_at = now() WHERE id = $1', [invoice.id]);
  const changed = (await findInvoice(ctx.db, invoice.id)) as InvoiceRow;
  await auditAs(ctx, actor, {
    entityKind: 'Invoices',
    entityId: invoice.id,
    action: 'UPDATED',
    event,
    before: { total: invoice.total },
    after: { ...after, total: changed.total },
  });
  publishChange(ctx, 'invoiceChanged', actor.tenantId, invoice.id);
  return changed;
};

/**
 * addInvoiceLine: a billing item of the tenant's catalog charged on a DRAFT by hand (its price for the client or
 * customer unless a unit amount is given; a discount item takes off). Tax and percentage items are computed, never
 * added. The line names its source (BILLING_ITEM and the item's id), and the total stays the sum of the lines.
 */
export const addInvoiceLine = async (
  ctx: GraphQLContext,
  actor: Actor,
  args: { invoiceId: string; version: number; input: unknown },
): Promise<InvoiceRow> => {
  const input = validateInput(addInvoiceLineSchema, args.input);
  const invoice = await lockDraft(ctx, args.invoiceId, args.version);
  if (!isUuid(input.billingItemId)) throw notFound('Billing item');
  const { rows } = await ctx.db.query<CatalogItem>(
    `SELECT bi.id, bi.code, bi.name, bi.type, bi.unit, bi.retired_at IS NOT NULL AS retired,
       coalesce(cu.amount, cl.amount, bi.amount)::float8 AS amount
     FROM billing_items bi
       LEFT JOIN party_billing_items cl ON cl.billing_item_id = bi.id AND cl.client_id = $2 AND cl.deleted_at IS NULL
       LEFT JOIN party_billing_items cu ON cu.billing_item_id = bi.id AND cu.customer_id = $3 AND cu.deleted_at IS NULL
     WHERE bi.id = $1 AND bi.deleted_at IS NULL`,
    [input.billingItemId, invoice.clientId, invoice.customerId],
  );
  const item = rows[0];
  if (!item) throw notFound('Billing item');
  if (item.retired) throw badUserInput({ 'input.billingItemId': [`${item.name} is retired: choose a live billing item.`] });
  if (item.type === 'TAX' || item.unit === 'PERCENT')
    throw badUserInput({ 'input.billingItemId': [`${item.name} is computed (tax or a percentage), never added by hand.`] });
  const unitAmount = (input.unitAmount ?? item.amount) * (item.type === 'DISCOUNT' ? -1 : 1);
  const amount = Math.round(input.quantity * unitAmount);
  if (amount === 0) throw badUserInput({ 'input.unitAmount': ['The line would be 0: give a unit amount.'] });
  await ctx.db.query(
    `INSERT INTO invoice_lines (tenant_id, invoice_id, position, type, description, quantity, unit_amount, amount, source_kind,
       source_label, source_id)
     SELECT tenant_id, id, (SELECT coalesce(max(position), 0) + 1 FROM invoice_lines WHERE invoice_id = $1), $2, $3, $4, $5, $6,
       'BILLING_ITEM', $7, $8
     FROM invoices WHERE id = $1`,
    [invoice.id, item.type, item.name, input.quantity, unitAmount, amount, `Billing item ${item.code}, added by hand`, item.id],
  );
  return settle(ctx, actor, invoice, 'invoice.lineAdd', { item: item.code, quantity: input.quantity, amount });
};

/** removeInvoiceLine: a line added by hand taken off a DRAFT (the lines from the order's price, stays and fees stay). */
export const removeInvoiceLine = async (
  ctx: GraphQLContext,
  actor: Actor,
  args: { invoiceId: string; lineId: string; version: number },
): Promise<InvoiceRow> => {
  const invoice = await lockDraft(ctx, args.invoiceId, args.version);
  const { rows } = isUuid(args.lineId)
    ? await ctx.db.query<{ sourceKind: string; type: string; description: string; amount: number }>(
        `SELECT source_kind AS "sourceKind", type, description, amount::float8 AS amount FROM invoice_lines WHERE id = $1 AND invoice_id = $2`,
        [args.lineId, invoice.id],
      )
    : { rows: [] };
  const line = rows[0];
  if (!line) throw notFound('Invoice line');
  if (line.sourceKind !== 'BILLING_ITEM' || line.type === 'TAX')
    throw badUserInput({ lineId: ['Only a billing item added by hand is removed; this line comes from the order or is computed.'] });
  await ctx.db.query('DELETE FROM invoice_lines WHERE id = $1', [args.lineId]);
  return settle(ctx, actor, invoice, 'invoice.lineRemove', { line: line.description, amount: line.amount });
};

/** The live catalog items a draft may take by hand: neither tax nor a percentage (those are computed). */
export const addableBillingItems = async (db: Queryable) =>
  (
    await db.query<{ id: string; code: string; name: string; type: LineItemType; amount: number }>(
      `SELECT id, code, name, type, amount::float8 AS amount FROM billing_items
       WHERE deleted_at IS NULL AND retired_at IS NULL AND type <> 'TAX' AND unit <> 'PERCENT' ORDER BY code LIMIT 500`,
    )
  ).rows;
