import { and, type SnapshotFrom, setup } from 'xstate';
import type { InvoiceEvent as InvoiceEventName } from '../../generated/enums/InvoiceEvent';
import type { InvoiceStatus } from '../../generated/enums/InvoiceStatus';
import { INVOICE_CREDIT_ROLES, type Role } from '../../domain/roles';
import { actorMay, type MachineActor, stepMachine } from './status';

export type { InvoiceStatus };

/**
 * docs/flows.md#invoice: DRAFT → issue → OPEN (its legs are invoiced) → paid → PAID once payments cover the total;
 * DRAFT → cancel → CANCELLED, and OPEN → cancel → CANCELLED while nothing is paid (a lead's; its legs go back to
 * DELIVERED). `invoice.paid` is the server's own event after a payment, never a user's. Amounts in minor units.
 */
export type InvoiceContext = {
  actor: MachineActor;
  total: number;
  paid: number;
  lineCount: number;
};

export type InvoiceEvent = { type: 'invoice.issue' } | { type: 'invoice.cancel' } | { type: 'invoice.paid' };
export type InvoiceEventType = InvoiceEvent['type'];

/** /accounting/invoices/* is billing's and accounting's (docs/access.md#areas). */
export const INVOICE_ROLES: readonly Role[] = ['BILLING', 'BILLING_LEAD', 'ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN'];
/** Leads cancel and credit issued invoices. */
export const INVOICE_LEAD_ROLES: readonly Role[] = INVOICE_CREDIT_ROLES;

export const invoiceMachine = setup({
  types: {} as { context: InvoiceContext; events: InvoiceEvent; input: InvoiceContext },
  guards: {
    mayBill: ({ context }) => actorMay(context.actor, INVOICE_ROLES),
    isLead: ({ context }) => actorMay(context.actor, INVOICE_LEAD_ROLES),
    hasLines: ({ context }) => context.lineCount > 0,
    nothingPaid: ({ context }) => context.paid === 0,
    covered: ({ context }) => context.paid >= context.total,
  },
}).createMachine({
  id: 'invoice',
  context: ({ input }) => input,
  initial: 'DRAFT',
  states: {
    DRAFT: {
      on: {
        'invoice.issue': { guard: and(['mayBill', 'hasLines']), target: 'OPEN' },
        'invoice.cancel': { guard: 'mayBill', target: 'CANCELLED' },
      },
    },
    OPEN: {
      on: {
        'invoice.cancel': { guard: and(['isLead', 'nothingPaid']), target: 'CANCELLED' },
        'invoice.paid': { guard: and(['mayBill', 'covered']), target: 'PAID' },
      },
    },
    PAID: { type: 'final' },
    CANCELLED: { type: 'final' },
  },
});

export type InvoiceSnapshot = SnapshotFrom<typeof invoiceMachine>;

/** The events by name: the user's (InvoiceEvent) and PAID, which only the server sends after a payment. */
export const INVOICE_EVENT_BY_NAME = {
  ISSUE: 'invoice.issue',
  CANCEL: 'invoice.cancel',
  PAID: 'invoice.paid',
} as const satisfies Record<InvoiceEventName | 'PAID', InvoiceEventType>;

export const invoiceEventTypes = Object.values(INVOICE_EVENT_BY_NAME) as InvoiceEventType[];

const NAME_BY_TYPE = Object.fromEntries(Object.entries(INVOICE_EVENT_BY_NAME).map(([name, type]) => [type, name])) as Record<
  InvoiceEventType,
  InvoiceEventName | 'PAID'
>;

export const invoiceEventName = (type: InvoiceEventType): InvoiceEventName | 'PAID' => NAME_BY_TYPE[type];

/** The invoice at a stored status after one event; null when refused. */
export const nextInvoice = (status: InvoiceStatus, context: InvoiceContext, event: InvoiceEvent) =>
  stepMachine<InvoiceStatus, InvoiceContext>(invoiceMachine, status, context, event);

export const nextInvoiceStatus = (status: InvoiceStatus, context: InvoiceContext, event: InvoiceEvent) =>
  nextInvoice(status, context, event)?.status ?? null;
