import { auditAs } from '../audit';
import { nextNumber } from '../db/counters';
import { appError, checkVersion, isUuid } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { validateInput } from '../records/writes';
import { transition } from '../transitions/transitions.service';
import { totalLines } from './invoices.create';
import { creditInvoiceSchema } from './invoices.inputs';
import { syncOrdersOf } from './invoices.legs';
import { makeInvoicePdf } from './invoices.pdf';
import { findInvoice, INVOICE_NUMBERS, type InvoiceRow } from './invoices.rows';
import { invoiceRecord } from './invoices.transition';

/** A new invoice beside `original` (same client, customer, terms, PO, currency); its lines are copied by the caller. */
const insertBeside = async (ctx: GraphQLContext, actor: Actor, original: InvoiceRow, kind: 'INVOICE' | 'CREDIT_NOTE') => {
  const number = await nextNumber(ctx.db, actor.tenantId, INVOICE_NUMBERS);
  const credit = kind === 'CREDIT_NOTE';
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO invoices (tenant_id, number, kind, status, client_id, customer_id, replaces_id, issued_on, due_on, terms, po_number,
       currency, created_by, tax_note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN app_today() END, CASE WHEN $8 THEN app_today() END, $9, $10, $11, $12, $13)
     RETURNING id`,
    [
      actor.tenantId,
      number,
      kind,
      credit ? 'PAID' : 'DRAFT',
      original.clientId,
      original.customerId,
      original.id,
      credit,
      original.terms,
      original.poNumber,
      original.currency,
      actor.user.id,
      original.taxNote,
    ],
  );
  const id = rows[0].id;
  await ctx.db.query(
    `INSERT INTO invoice_lines (tenant_id, invoice_id, position, type, description, quantity, unit_amount, amount, source_kind,
       source_label, source_id, order_id, order_leg_id)
     SELECT tenant_id, $2, position, type, description, quantity, CASE WHEN $3 THEN -unit_amount ELSE unit_amount END,
       CASE WHEN $3 THEN -amount ELSE amount END, CASE WHEN $3 THEN 'CREDIT' ELSE source_kind END,
       CASE WHEN $3 THEN 'Credit of ' || $4 || ': ' || source_label ELSE source_label END, source_id, order_id, order_leg_id
     FROM invoice_lines WHERE invoice_id = $1`,
    [original.id, id, credit, original.number],
  );
  await totalLines(ctx, id);
  // A credit note is settled against the invoice it takes back the moment it is made.
  if (credit) await ctx.db.query('UPDATE invoices SET paid = total WHERE id = $1', [id]);
  return (await findInvoice(ctx.db, id)) as InvoiceRow;
};

/**
 * creditInvoice (a lead's): an issued invoice is never edited. A credit note takes all of it back, the original is
 * covered (PAID) by it, and a new draft with the same lines replaces it, billing its legs from now on; what the client
 * had paid on the original becomes its credit (clientCredit). Answers the new draft.
 */
export const creditInvoice = async (
  ctx: GraphQLContext,
  actor: Actor,
  args: { id: string; reason: string; version: number },
): Promise<InvoiceRow> => {
  const { reason } = validateInput(creditInvoiceSchema, { reason: args.reason }, 'input');
  const found = isUuid(args.id) ? await findInvoice(ctx.db, args.id, true) : null;
  const original = checkVersion(found, args.version, 'Invoice');
  if (original.kind !== 'INVOICE' || (original.status !== 'OPEN' && original.status !== 'PAID'))
    throw appError('INVALID_TRANSITION', `Only an issued invoice may be credited; invoice ${original.number} is ${original.status}.`, {
      event: 'CREDIT',
      status: original.status,
      reason: 'STATUS',
    });
  const replaced = await ctx.db.query('SELECT 1 FROM invoices WHERE replaces_id = $1 AND kind = $2', [original.id, 'CREDIT_NOTE']);
  if (replaced.rows.length > 0)
    throw appError('INVALID_TRANSITION', `Invoice ${original.number} is already credited.`, {
      event: 'CREDIT',
      status: original.status,
      reason: 'RECORD',
    });
  const note = await insertBeside(ctx, actor, original, 'CREDIT_NOTE');
  await makeInvoicePdf(ctx, actor, note);
  const draft = await insertBeside(ctx, actor, original, 'INVOICE');
  await ctx.db.query(
    `INSERT INTO invoice_legs (tenant_id, invoice_id, order_leg_id, order_id, live)
     SELECT tenant_id, $2, order_leg_id, order_id, false FROM invoice_legs WHERE invoice_id = $1 AND live`,
    [original.id, draft.id],
  );
  // The replacement takes the legs over: the original stops billing them before the draft starts.
  await ctx.db.query('UPDATE invoice_legs SET live = false WHERE invoice_id = $1', [original.id]);
  await ctx.db.query('UPDATE invoice_legs SET live = true WHERE invoice_id = $1', [draft.id]);
  await ctx.db.query(`UPDATE invoices SET cancel_reason = $2 WHERE id = $1`, [original.id, reason]);
  for (const [entity, event, after] of [
    [note, 'invoice.create', { number: note.number, kind: 'CREDIT_NOTE', credits: original.number, total: note.total, reason }],
    [draft, 'invoice.create', { number: draft.number, status: 'DRAFT', replaces: original.number, total: draft.total }],
  ] as const)
    await auditAs(ctx, actor, { entityKind: 'Invoices', entityId: entity.id, action: 'CREATED', event, after });
  await auditAs(ctx, actor, {
    entityKind: 'Invoices',
    entityId: original.id,
    action: 'UPDATED',
    event: 'invoice.credit',
    after: { creditNote: note.number, replacedBy: draft.number, reason },
  });
  if (original.status === 'OPEN') {
    const { rows } = await ctx.db.query<{ version: number }>(
      'UPDATE invoices SET paid = total, version = version + 1, updated_at = now() WHERE id = $1 RETURNING version',
      [original.id],
    );
    await transition(ctx, actor, invoiceRecord, { id: original.id, event: 'PAID', version: rows[0].version });
  }
  await syncOrdersOf(ctx, actor, draft.id);
  for (const id of [original.id, note.id, draft.id]) publishChange(ctx, 'invoiceChanged', actor.tenantId, id);
  return (await findInvoice(ctx.db, draft.id)) as InvoiceRow;
};
