import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { requireInvoiceStaff } from './invoices.access';
import { invoiceLoaders } from './invoices.loaders';
import { findInvoice } from './invoices.rows';

/** invoiceChanged: every invoice made, moved or paid in the tenant (the billing and accounting roles). */
export const invoiceChanges = (ctx: GraphQLContext) =>
  liveRecords(ctx, requireInvoiceStaff(ctx).tenantId, {
    topic: 'invoiceChanged',
    load: (db, id) => findInvoice(db, id),
    loader: (ctx) => invoiceLoaders(ctx).invoiceById,
  });
