import type { Resolvers } from '../../src/generated/resolvers';
import { parseRecordNumber } from '../../src/domain/recordNumbers';
import { accountLoaders } from '../account/account.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { isUuid, notFound } from '../errors';
import { requireTenant } from '../graphql/context';
import { liveField } from '../graphql/liveRecords';
import { maybe, required } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import { requirePortal } from '../portal/portal.public';
import { eventOptions } from '../transitions/transitions.options';
import { invoiceActionOptions, requireInvoiceLead, requireInvoiceStaff } from './invoices.access';
import { createInvoices } from './invoices.create';
import { creditInvoice } from './invoices.credit';
import { applyClientCredit, availableCredit } from './invoices.credits';
import { addableBillingItems, addInvoiceLine, removeInvoiceLine } from './invoices.lines';
import { agingOf } from '../records/aging';
import { listInvoices, listPortalInvoices } from './invoices.lists';
import { invoiceLoaders } from './invoices.loaders';
import { invoicePdf } from './invoices.pdf';
import { postPayment } from './invoices.payments';
import { readyToBill } from './invoices.ready';
import { invoiceChanges } from './invoices.subscription';
import {
  findInvoice,
  findPayment,
  INVOICE_NUMBERS,
  type InvoiceRow,
  PAYMENT_SELECT,
  type PaymentRow,
  paymentStatusOf,
} from './invoices.rows';
import { invoiceRecord, transitionInvoice } from './invoices.transition';

const one = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
  const [row] = await rows;
  if (!row) throw notFound(what);
  return row;
};

/** What an invoice and a portal invoice both answer from the row. */
const amounts = {
  paymentStatus: (invoice: InvoiceRow) => paymentStatusOf(invoice),
  balance: (invoice: InvoiceRow) => (invoice.kind === 'INVOICE' && invoice.status !== 'CANCELLED' ? invoice.total - invoice.paid : 0),
};

/**
 * Invoices and payments (invoices.graphql). Staff fields are the billing and accounting roles' (invoices.access.ts);
 * the portal's are portal users' and row-level security leaves them their own clients' issued invoices and nothing of
 * payments. Another tenant's or client's id is NOT_FOUND, and every write, its audit rows and the legs and orders it
 * moves share the request's transaction.
 */
export const invoicesResolvers: Resolvers = {
  Query: {
    invoices: (_parent, args, ctx) => listInvoices(ctx.db, requireInvoiceStaff(ctx).tenantId, args),
    invoice: async (_parent, { id }, ctx) => {
      requireInvoiceStaff(ctx);
      const invoice = isUuid(id) ? await findInvoice(ctx.db, id) : null;
      if (!invoice) throw notFound('Invoice');
      return invoice;
    },
    invoiceByNumber: async (_parent, { number }, ctx) => {
      requireInvoiceStaff(ctx);
      const text = parseRecordNumber(INVOICE_NUMBERS.format, number);
      const { rows } = text ? await ctx.db.query<{ id: string }>('SELECT id FROM invoices WHERE number = $1', [text]) : { rows: [] };
      const invoice = rows[0] ? await findInvoice(ctx.db, rows[0].id) : null;
      if (!invoice) throw notFound('Invoice');
      return invoice;
    },
    readyToBillLegs: (_parent, args, ctx) => readyToBill(ctx.db, requireInvoiceStaff(ctx).tenantId, args),
    payments: async (_parent, { clientId, first }, ctx) => {
      requireInvoiceStaff(ctx);
      if (clientId !== null && clientId !== undefined && !isUuid(clientId)) throw notFound('Client');
      const limit = Math.min(Math.max(1, Math.trunc(first ?? 50)), 200);
      const { rows } = await ctx.db.query<PaymentRow>(
        `SELECT ${PAYMENT_SELECT} FROM payments p WHERE ($1::uuid IS NULL OR p.client_id = $1) ORDER BY p.received_on DESC, p.created_at DESC LIMIT $2`,
        [clientId ?? null, limit],
      );
      return rows;
    },
    payment: async (_parent, { id }, ctx) => {
      requireInvoiceStaff(ctx);
      const payment = isUuid(id) ? await findPayment(ctx.db, id) : null;
      if (!payment) throw notFound('Payment');
      return payment;
    },
    clientCredit: async (_parent, { clientId }, ctx) => {
      requireInvoiceStaff(ctx);
      if (!isUuid(clientId)) throw notFound('Client');
      await one(directoryLoaders(ctx).clientById.load(clientId), 'Client');
      return { clientId, amount: await availableCredit(ctx.db, clientId) };
    },
    invoiceBillingItems: (_parent, _args, ctx) => {
      requireInvoiceStaff(ctx);
      return addableBillingItems(ctx.db);
    },
    portalInvoices: async (_parent, args, ctx) => listPortalInvoices(ctx.db, (await requirePortal(ctx)).tenantId, args),
    portalInvoice: async (_parent, { id }, ctx) => {
      await requirePortal(ctx);
      const invoice = isUuid(id) ? await findInvoice(ctx.db, id) : null;
      if (!invoice || invoice.status === 'DRAFT') throw notFound('Invoice');
      return invoice;
    },
  },
  Mutation: {
    createInvoices: (_parent, { input }, ctx) => createInvoices(ctx, requireInvoiceStaff(ctx), input),
    transitionInvoice: (_parent, args, ctx) => transitionInvoice(ctx, requireInvoiceStaff(ctx), args),
    creditInvoice: (_parent, args, ctx) => creditInvoice(ctx, requireInvoiceLead(ctx), args),
    postPayment: (_parent, { input }, ctx) => postPayment(ctx, requireInvoiceStaff(ctx), input),
    applyClientCredit: (_parent, { input }, ctx) => applyClientCredit(ctx, requireInvoiceStaff(ctx), input),
    addInvoiceLine: (_parent, args, ctx) => addInvoiceLine(ctx, requireInvoiceStaff(ctx), args),
    removeInvoiceLine: (_parent, args, ctx) => removeInvoiceLine(ctx, requireInvoiceStaff(ctx), args),
  },
  Subscription: {
    invoiceChanged: liveField(invoiceChanges),
  },
  Invoice: {
    ...amounts,
    pdf: (invoice, _args, ctx) => invoicePdf(ctx, invoice.id),
    client: (invoice, _args, ctx) => one(directoryLoaders(ctx).clientById.load(invoice.clientId), 'Client'),
    customer: (invoice, _args, ctx) => maybe(invoice.customerId, (id) => directoryLoaders(ctx).customerById.load(id)),
    orders: async (invoice, _args, ctx) => {
      const ids = await invoiceLoaders(ctx).orderIdsByInvoice.load(invoice.id);
      return Promise.all(ids.map(({ orderId }) => required(orderId, (id) => orderLoaders(ctx).orderById.load(id), 'Order')));
    },
    legs: async (invoice, _args, ctx) => {
      const ids = await invoiceLoaders(ctx).legIdsByInvoice.load(invoice.id);
      return Promise.all(ids.map(({ legId }) => required(legId, (id) => orderLoaders(ctx).orderLegById.load(id), 'Order leg')));
    },
    aging: (invoice) => agingOf(invoice.daysPastDue),
    lines: (invoice, _args, ctx) => invoiceLoaders(ctx).linesByInvoice.load(invoice.id),
    payments: (invoice, _args, ctx) => invoiceLoaders(ctx).applicationsByInvoice.load(invoice.id),
    replaces: (invoice, _args, ctx) => maybe(invoice.replacesId, (id) => invoiceLoaders(ctx).invoiceById.load(id)),
    replacedBy: async (invoice, _args, ctx) =>
      (await invoiceLoaders(ctx).invoicesReplacing.load(invoice.id)).find((each) => each.kind === 'INVOICE') ?? null,
    creditNotes: async (invoice, _args, ctx) =>
      (await invoiceLoaders(ctx).invoicesReplacing.load(invoice.id)).filter((each) => each.kind === 'CREDIT_NOTE'),
    eventOptions: (invoice, _args, ctx) => eventOptions(ctx, requireTenant(ctx), invoiceRecord, invoice),
    actionOptions: async (invoice, _args, ctx) =>
      invoiceActionOptions(
        requireTenant(ctx),
        invoice,
        (await invoiceLoaders(ctx).invoicesReplacing.load(invoice.id)).some((each) => each.kind === 'CREDIT_NOTE'),
      ),
    creditApplications: (invoice, _args, ctx) => invoiceLoaders(ctx).creditApplicationsByInvoice.load(invoice.id),
    clientCredit: (invoice, _args, ctx) => availableCredit(ctx.db, invoice.clientId),
    activity: (invoice, _args, ctx) => invoiceLoaders(ctx).activityByInvoice.load(invoice.id),
    createdByName: async (invoice, _args, ctx) =>
      (await maybe(invoice.createdBy, (id) => accountLoaders(ctx).userNameById.load(id)))?.name ?? null,
  },
  InvoiceLine: {
    order: (line, _args, ctx) => maybe(line.orderId, (id) => orderLoaders(ctx).orderById.load(id)),
    orderLeg: (line, _args, ctx) => maybe(line.orderLegId, (id) => orderLoaders(ctx).orderLegById.load(id)),
  },
  PaymentApplication: {
    payment: (application, _args, ctx) => one(invoiceLoaders(ctx).paymentById.load(application.paymentId), 'Payment'),
    invoice: (application, _args, ctx) => one(invoiceLoaders(ctx).invoiceById.load(application.invoiceId), 'Invoice'),
  },
  Payment: {
    client: (payment, _args, ctx) => one(directoryLoaders(ctx).clientById.load(payment.clientId), 'Client'),
    applications: (payment, _args, ctx) => invoiceLoaders(ctx).applicationsByPayment.load(payment.id),
    createdByName: async (payment, _args, ctx) =>
      (await maybe(payment.createdBy, (id) => accountLoaders(ctx).userNameById.load(id)))?.name ?? null,
  },
  ReadyToBillLeg: {
    leg: (row, _args, ctx) => one(orderLoaders(ctx).orderLegById.load(row.legId), 'Order leg'),
    order: (row, _args, ctx) => one(orderLoaders(ctx).orderById.load(row.orderId), 'Order'),
    customer: (row, _args, ctx) => maybe(row.customerId, (id) => directoryLoaders(ctx).customerById.load(id)),
  },
  ReadyToBillGroup: {
    client: (group, _args, ctx) => one(directoryLoaders(ctx).clientById.load(group.clientId), 'Client'),
  },
  CreditApplication: {
    createdByName: async (application, _args, ctx) =>
      (await maybe(application.createdBy, (id) => accountLoaders(ctx).userNameById.load(id)))?.name ?? null,
  },
  ClientCredit: {
    client: (credit, _args, ctx) => one(directoryLoaders(ctx).clientById.load(credit.clientId), 'Client'),
  },
  PortalInvoice: {
    ...amounts,
    pdf: (invoice, _args, ctx) => invoicePdf(ctx, invoice.id),
    lines: (invoice, _args, ctx) => invoiceLoaders(ctx).linesByInvoice.load(invoice.id),
  },
  Order: {
    // The order's financials tab: whoever reads the order (its resolver asked) reads its invoices.
    invoices: (order, _args, ctx) => invoiceLoaders(ctx).invoicesByOrder.load(order.id),
  },
  OrderLeg: {
    invoices: (leg, _args, ctx) => invoiceLoaders(ctx).invoicesByLeg.load(leg.id),
  },
  PortalOrder: {
    invoices: async (order, _args, ctx) =>
      (await invoiceLoaders(ctx).invoicesByOrder.load(order.id)).filter((invoice) => invoice.status !== 'DRAFT'),
  },
  PortalOrderLeg: {
    invoices: async (leg, _args, ctx) =>
      (await invoiceLoaders(ctx).invoicesByLeg.load(leg.id)).filter((invoice) => invoice.status !== 'DRAFT'),
  },
};
