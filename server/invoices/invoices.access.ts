import { INVOICE_LEAD_ROLES, INVOICE_ROLES } from '../../src/machines/domain/invoice.machine';
import { requireStaffWith } from '../auth/actors';
import type { Actor, GraphQLContext } from '../graphql/context';

/**
 * /accounting/invoices/* is BILLING's, ACCOUNTING's and their leads' (ADMIN opens everything; docs/access.md#areas).
 * Every other staff role is FORBIDDEN, and so are portal users (their own fields, portalInvoices), drivers and trucking
 * companies.
 */
export const requireInvoiceStaff = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, INVOICE_ROLES);

/** Crediting an issued invoice is a lead's. */
export const requireInvoiceLead = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, INVOICE_LEAD_ROLES);
