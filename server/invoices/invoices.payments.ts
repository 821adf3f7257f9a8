import type { FieldErrors } from '../../src/domain/schemas/fieldErrors';
import { auditAs } from '../audit';
import { badUserInput, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { auditWrite, validateInput } from '../records/writes';
import { transition } from '../transitions/transitions.service';
import { postPaymentSchema } from './invoices.inputs';
import { syncOrdersOf } from './invoices.legs';
import { findInvoice, findPayment, type InvoiceRow, PAYMENT_SELECT, type PaymentRow } from './invoices.rows';
import { invoiceRecord } from './invoices.transition';

type PostPaymentInput = ReturnType<typeof postPaymentSchema.parse>;

/** The payment stored under the key, when its facts are the ones posted again; another payment's key is refused. */
const samePayment = (stored: PaymentRow, input: PostPaymentInput): PaymentRow => {
  if (stored.clientId === input.clientId && stored.amount === input.amount && stored.receivedOn === input.receivedOn) return stored;
  throw badUserInput({ 'input.key': ['This key was used for another payment.'] });
};

/** Each invoice applied to: the client's, OPEN, and the amount no more than what is open on it. */
const applicationErrors = (input: PostPaymentInput, invoices: Map<string, InvoiceRow>): FieldErrors => {
  const errors: FieldErrors = {};
  input.applications.forEach(({ invoiceId, amount }, i) => {
    const invoice = invoices.get(invoiceId) as InvoiceRow;
    const open = invoice.total - invoice.paid;
    if (invoice.kind !== 'INVOICE' || invoice.status !== 'OPEN')
      errors[`input.applications.${i}.invoiceId`] = [`Invoice ${invoice.number} is not open (it is ${invoice.status}).`];
    else if (amount > open) errors[`input.applications.${i}.amount`] = [`Only ${open} is open on invoice ${invoice.number}.`];
  });
  return errors;
};

/**
 * postPayment: money received from a client, applied to its OPEN invoices (never beyond what is open on each), the
 * rest kept as the client's credit when asked. The key makes it idempotent: the payment row is inserted first, so a
 * second posting of the key (even at the same moment) waits on the unique key and answers the stored payment. An
 * invoice the payments now cover becomes PAID through its machine; the orders and legs follow.
 */
export const postPayment = async (ctx: GraphQLContext, actor: Actor, rawInput: unknown): Promise<PaymentRow> => {
  const input = validateInput(postPaymentSchema, rawInput);
  if (!isUuid(input.clientId)) throw notFound('Client');
  if (!input.applications.every(({ invoiceId }) => isUuid(invoiceId))) throw notFound('Invoice');
  const client = await ctx.db.query('SELECT 1 FROM clients WHERE id = $1 AND deleted_at IS NULL', [input.clientId]);
  if (client.rows.length === 0) throw notFound('Client');
  const applied = input.applications.reduce((sum, each) => sum + each.amount, 0);
  const inserted = await ctx.db.query<{ id: string }>(
    `INSERT INTO payments (tenant_id, key, client_id, received_on, amount, method, reference, unapplied, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (tenant_id, key) DO NOTHING RETURNING id`,
    [
      actor.tenantId,
      input.key,
      input.clientId,
      input.receivedOn,
      input.amount,
      input.method,
      input.reference,
      input.amount - applied,
      actor.user.id,
    ],
  );
  if (inserted.rows.length === 0) {
    const { rows } = await ctx.db.query<PaymentRow>(`SELECT ${PAYMENT_SELECT} FROM payments p WHERE p.key = $1`, [input.key]);
    return samePayment(rows[0], input);
  }
  const paymentId = inserted.rows[0].id;
  const ids = input.applications.map(({ invoiceId }) => invoiceId).sort();
  await ctx.db.query('SELECT id FROM invoices WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [ids]);
  const invoices = new Map<string, InvoiceRow>();
  for (const id of ids) {
    const invoice = await findInvoice(ctx.db, id);
    if (!invoice || invoice.clientId !== input.clientId) throw notFound('Invoice');
    invoices.set(id, invoice);
  }
  const errors = applicationErrors(input, invoices);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  for (const { invoiceId, amount } of input.applications) {
    await ctx.db.query('INSERT INTO payment_applications (tenant_id, payment_id, invoice_id, amount) VALUES ($1, $2, $3, $4)', [
      actor.tenantId,
      paymentId,
      invoiceId,
      amount,
    ]);
    const { rows } = await ctx.db.query<{ paid: number; version: number }>(
      'UPDATE invoices SET paid = paid + $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING paid::float8 AS paid, version',
      [invoiceId, amount],
    );
    const invoice = invoices.get(invoiceId) as InvoiceRow;
    publishChange(ctx, 'invoiceChanged', actor.tenantId, invoiceId);
    await auditAs(ctx, actor, {
      entityKind: 'Invoices',
      entityId: invoiceId,
      action: 'UPDATED',
      event: 'invoice.payment',
      before: { paid: invoice.paid },
      after: { paid: rows[0].paid, payment: input.key, amount },
    });
    if (rows[0].paid >= invoice.total)
      await transition(ctx, actor, invoiceRecord, { id: invoiceId, event: 'PAID', version: rows[0].version });
    else await syncOrdersOf(ctx, actor, invoiceId);
  }
  const payment = (await findPayment(ctx.db, paymentId)) as PaymentRow;
  await auditWrite(ctx, actor, { kind: 'Invoice payments', noun: 'payment' }, 'create', paymentId, { after: payment });
  return payment;
};
