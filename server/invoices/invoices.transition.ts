import {
  type InvoiceTransitionValues,
  invoiceEventInputSchema,
  invoiceTransitionInputSchema,
} from '../../src/machines/domain/invoice.inputs';
import {
  INVOICE_EVENT_BY_NAME,
  type InvoiceContext,
  type InvoiceEventType,
  invoiceEventName,
  invoiceMachine,
} from '../../src/machines/domain/invoice.machine';
import { machineActor } from '../auth/actors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { transition } from '../transitions/transitions.service';
import { type MachineRecord, rowFinders } from '../transitions/transitions.types';
import { invoiceLegsIssued, invoiceLegsReleased, syncOrdersOf } from './invoices.legs';
import { makeInvoicePdf } from './invoices.pdf';
import { findInvoice, INVOICE_SELECT, type InvoiceRow } from './invoices.rows';

/** Days each term gives (DUE_ON_RECEIPT: the day it is issued). */
const TERM_DAYS: Record<InvoiceRow['terms'], number> = {
  DUE_ON_RECEIPT: 0,
  NET_7: 7,
  NET_10: 10,
  NET_15: 15,
  NET_30: 30,
  NET_45: 45,
  NET_60: 60,
  NET_90: 90,
};

/** The machine's context, and for an issue the tenant's day it is issued on and its due date. */
type InvoiceMachineContext = InvoiceContext & { issuedOn?: string; dueOn?: string };

const issueDates = async (ctx: GraphQLContext, row: InvoiceRow) => {
  const { rows } = await ctx.db.query<{ issuedOn: string; dueOn: string }>(
    `SELECT to_char(app_today(), 'YYYY-MM-DD') AS "issuedOn", to_char(app_today() + $1::int, 'YYYY-MM-DD') AS "dueOn"`,
    [TERM_DAYS[row.terms]],
  );
  return rows[0];
};

const RECORD_REASONS: Partial<Record<InvoiceEventType, string>> = {
  'invoice.issue': 'the invoice has no lines',
  'invoice.cancel': 'payments are applied to it (credit it instead)',
  'invoice.paid': 'payments do not cover its total',
};

/**
 * The invoice's machine record (docs/flows.md#invoice). Issuing dates it from the tenant's day and the client's terms
 * and raises leg.invoice on each of its legs; cancelling frees its legs (back to DELIVERED); every move keeps the
 * orders' payment status and the legs' client-paid flag true to the invoices, all in the request's transaction.
 */
export const invoiceRecord: MachineRecord<InvoiceRow, InvoiceMachineContext, InvoiceTransitionValues> = {
  entityKind: 'Invoices',
  what: 'Invoice',
  noun: 'invoice',
  subject: (invoice) => `invoice ${invoice.number}`,
  machine: invoiceMachine,
  ...rowFinders(findInvoice),
  table: {
    name: 'invoices',
    alias: 'i',
    select: INVOICE_SELECT,
    columns: { status: 'status', issuedOn: 'issued_on', dueOn: 'due_on' },
  },
  status: 'status',
  events: INVOICE_EVENT_BY_NAME,
  eventName: (type) => invoiceEventName(type as InvoiceEventType),
  context: async (ctx, row, { user }, { type }) => ({
    actor: machineActor(user),
    total: row.total,
    paid: row.paid,
    lineCount: row.lineCount,
    ...(type === 'invoice.issue' ? await issueDates(ctx, row) : {}),
  }),
  input: invoiceTransitionInputSchema,
  event: (type) => ({ type }),
  probe: (type) => ({ type }),
  required: (type) => invoiceEventInputSchema(type as InvoiceEventType),
  recordReasons: RECORD_REASONS,
  jobEvents: ['invoice.paid'],
  changes: ({ type, context }) => (type === 'invoice.issue' ? { issuedOn: context.issuedOn, dueOn: context.dueOn } : {}),
  effects: async (ctx, { actor, type, after }) => {
    if (type === 'invoice.issue') {
      await invoiceLegsIssued(ctx, actor, after);
      await makeInvoicePdf(ctx, actor, after);
    }
    if (type === 'invoice.cancel') await invoiceLegsReleased(ctx, actor, after);
    await syncOrdersOf(ctx, actor, after.id);
  },
  topic: 'invoiceChanged',
};

/** transitionInvoice: the billing roles (the resolver checks them; the machine's guards say the same). */
export const transitionInvoice = (ctx: GraphQLContext, actor: Actor, args: { id: string; event: string; version: number }) =>
  transition(ctx, actor, invoiceRecord, args);
