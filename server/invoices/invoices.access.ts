import { hasRole, INVOICE_CREDIT_ROLES } from '../../src/domain/roles';
import { INVOICE_LEAD_ROLES, INVOICE_ROLES } from '../../src/machines/domain/invoice.machine';
import { requireStaffWith } from '../auth/actors';
import type { Actor, GraphQLContext } from '../graphql/context';
import type { EventOption } from '../transitions/transitions.options';
import type { InvoiceRow } from './invoices.rows';

/**
 * /accounting/invoices/* is BILLING's, ACCOUNTING's and their leads' (ADMIN opens everything; docs/access.md#areas).
 * Every other staff role is FORBIDDEN, and so are portal users (their own fields, portalInvoices), drivers and trucking
 * companies.
 */
export const requireInvoiceStaff = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, INVOICE_ROLES);

/** Crediting an issued invoice is a lead's. */
export const requireInvoiceLead = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, INVOICE_LEAD_ROLES);

/**
 * The invoice's actions that are no machine event, as the page shows them: CREDIT on an issued invoice that no credit
 * note has taken back yet, open to a lead (INVOICE_CREDIT_ROLES) and refused with the reason for anyone else.
 */
export const invoiceActionOptions = (actor: Actor, invoice: InvoiceRow, credited: boolean): EventOption[] => {
  if (invoice.kind !== 'INVOICE' || (invoice.status !== 'OPEN' && invoice.status !== 'PAID') || credited) return [];
  return hasRole(actor.user, INVOICE_CREDIT_ROLES)
    ? [{ event: 'CREDIT', enabled: true, refusal: null, reason: null }]
    : [{ event: 'CREDIT', enabled: false, refusal: 'ROLE', reason: 'Your role cannot do this.' }];
};
