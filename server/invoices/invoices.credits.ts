import type { Queryable } from '../db/database';
import { badUserInput, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { auditWrite, validateInput } from '../records/writes';
import { transition } from '../transitions/transitions.service';
import { applyCreditSchema } from './invoices.inputs';
import { syncOrdersOf } from './invoices.legs';
import { CREDIT_APPLICATION_SELECT, type CreditApplicationRow, findInvoice, type InvoiceRow } from './invoices.rows';
import { invoiceRecord } from './invoices.transition';

/**
 * A client's available credit (minor units): its payments' unapplied amounts, plus what was paid (by payment or by
 * credit) on its invoices a credit note has since taken back, less the credit it has applied to invoices.
 */
export const availableCredit = async (db: Queryable, clientId: string): Promise<number> => {
  const { rows } = await db.query<{ amount: number }>(
    `SELECT (coalesce((SELECT sum(unapplied) FROM payments WHERE client_id = $1), 0)
       + coalesce((SELECT sum(pa.amount) FROM payment_applications pa JOIN invoices i ON i.id = pa.invoice_id
           WHERE i.client_id = $1 AND EXISTS (SELECT 1 FROM invoices cn WHERE cn.replaces_id = i.id AND cn.kind = 'CREDIT_NOTE')), 0)
       + coalesce((SELECT sum(ca.amount) FROM invoice_credit_applications ca JOIN invoices i ON i.id = ca.invoice_id
           WHERE i.client_id = $1 AND EXISTS (SELECT 1 FROM invoices cn WHERE cn.replaces_id = i.id AND cn.kind = 'CREDIT_NOTE')), 0)
       - coalesce((SELECT sum(amount) FROM invoice_credit_applications WHERE client_id = $1), 0))::float8 AS amount`,
    [clientId],
  );
  return rows[0].amount;
};

type ApplyCreditInput = ReturnType<typeof applyCreditSchema.parse>;

/** The application stored under the key, when it is the one asked again; another application's key is refused. */
const sameApplication = async (ctx: GraphQLContext, input: ApplyCreditInput): Promise<InvoiceRow> => {
  const { rows } = await ctx.db.query<CreditApplicationRow>(
    `SELECT ${CREDIT_APPLICATION_SELECT} FROM invoice_credit_applications ca WHERE ca.key = $1`,
    [input.key],
  );
  if (rows[0].invoiceId !== input.invoiceId || rows[0].amount !== input.amount)
    throw badUserInput({ 'input.key': ['This key was used for another credit application.'] });
  return (await findInvoice(ctx.db, input.invoiceId)) as InvoiceRow;
};

/**
 * applyClientCredit: part of a client's available credit applied to one of its OPEN invoices, never more than the
 * credit nor what is open. The key makes it idempotent: its row is inserted first, so the same key again (even at the
 * same moment) waits on the unique key and answers the invoice. Applications of one client's credit take the client's
 * lock before they count what is left, so two at once never spend the same credit; the invoice the credit covers
 * becomes PAID through its machine.
 */
export const applyClientCredit = async (ctx: GraphQLContext, actor: Actor, rawInput: unknown): Promise<InvoiceRow> => {
  const input = validateInput(applyCreditSchema, rawInput);
  const found = isUuid(input.invoiceId) ? await findInvoice(ctx.db, input.invoiceId) : null;
  if (!found) throw notFound('Invoice');
  const inserted = await ctx.db.query<{ id: string }>(
    `INSERT INTO invoice_credit_applications (tenant_id, key, client_id, invoice_id, amount, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (tenant_id, key) DO NOTHING RETURNING id`,
    [actor.tenantId, input.key, found.clientId, found.id, input.amount, actor.user.id],
  );
  if (inserted.rows.length === 0) return sameApplication(ctx, input);
  await ctx.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`client_credit:${found.clientId}`]);
  const invoice = (await findInvoice(ctx.db, found.id, true)) as InvoiceRow;
  const open = invoice.total - invoice.paid;
  if (invoice.kind !== 'INVOICE' || invoice.status !== 'OPEN')
    throw badUserInput({ 'input.invoiceId': [`Invoice ${invoice.number} is not open (it is ${invoice.status}).`] });
  if (input.amount > open) throw badUserInput({ 'input.amount': [`Only ${open} is open on invoice ${invoice.number}.`] });
  // Counted after this application's own row and under the client's lock: what is left may not go below zero.
  const left = await availableCredit(ctx.db, invoice.clientId);
  if (left < 0) throw badUserInput({ 'input.amount': [`Only ${left + input.amount} of the client's credit is available.`] });
  const { rows } = await ctx.db.query<{ paid: number; version: number }>(
    'UPDATE invoices SET paid = paid + $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING paid::float8 AS paid, version',
    [invoice.id, input.amount],
  );
  await auditWrite(ctx, actor, { kind: 'Invoices', noun: 'invoice' }, 'creditApplied', invoice.id, {
    before: { paid: invoice.paid },
    after: { paid: rows[0].paid, key: input.key, amount: input.amount, creditLeft: left },
  });
  publishChange(ctx, 'invoiceChanged', actor.tenantId, invoice.id);
  if (rows[0].paid >= invoice.total)
    await transition(ctx, actor, invoiceRecord, { id: invoice.id, event: 'PAID', version: rows[0].version });
  else await syncOrdersOf(ctx, actor, invoice.id);
  return (await findInvoice(ctx.db, invoice.id)) as InvoiceRow;
};
