import type { Resolvers } from '../../src/generated/resolvers';
import { requireStaff } from '../auth/actors';
import type { GraphQLContext } from '../graphql/context';
import { requireCatalogAdmin } from './catalogs.access';
import { documentTypeChoices } from './catalogs.documents';
import { movesOf, statusOf } from './catalogs.lifecycle';
import { listBillingItems, listDocumentTypes, listExpenseItems } from './catalogs.lists';
import { catalogLoaders } from './catalogs.loaders';
import type { CatalogItemRow } from './catalogs.rows';
import { billingItemActions as billing, documentTypeActions as documents, expenseItemActions as expenses } from './catalogs.service';

/** The fields every catalog item answers the same way. */
const itemFields = (inUse: (ctx: GraphQLContext) => { load: (id: string) => Promise<{ used: boolean }[]> }) => ({
  status: (item: CatalogItemRow) => statusOf(item),
  moves: (item: CatalogItemRow) => [...movesOf(item)],
  inUse: async (item: CatalogItemRow, _args: unknown, ctx: GraphQLContext) => (await inUse(ctx).load(item.id))[0]?.used ?? false,
});

/**
 * The admin catalogs (catalogs.graphql): billing items, expense items and document types, ADMIN's to read and write
 * (catalogs.access.ts); operator staff read the active document types their uploads pick from, and a file its type
 * (Media.documentType). Another tenant's id is NOT_FOUND (row-level security); every write and its audit row share
 * the request's transaction.
 */
export const catalogResolvers: Resolvers = {
  Query: {
    billingItems: (_parent, args, ctx) => listBillingItems(ctx.db, requireCatalogAdmin(ctx).tenantId, args),
    billingItem: (_parent, { id }, ctx) => billing.find(ctx, id),
    expenseItems: (_parent, args, ctx) => listExpenseItems(ctx.db, requireCatalogAdmin(ctx).tenantId, args),
    expenseItem: (_parent, { id }, ctx) => expenses.find(ctx, id),
    documentTypes: (_parent, args, ctx) => listDocumentTypes(ctx.db, requireCatalogAdmin(ctx).tenantId, args),
    documentType: (_parent, { id }, ctx) => documents.find(ctx, id),
    documentTypeChoices: (_parent, { appliesTo }, ctx) => documentTypeChoices(ctx.db, requireStaff(ctx).tenantId, appliesTo),
  },
  Mutation: {
    createBillingItem: (_parent, { input }, ctx) => billing.create(ctx, input),
    updateBillingItem: (_parent, { id, version, input }, ctx) => billing.update(ctx, id, version, input),
    retireBillingItem: (_parent, { id, version }, ctx) => billing.retire(ctx, id, version),
    restoreBillingItem: (_parent, { id, version }, ctx) => billing.restore(ctx, id, version),
    deleteBillingItem: (_parent, { id, version }, ctx) => billing.delete(ctx, id, version),
    createExpenseItem: (_parent, { input }, ctx) => expenses.create(ctx, input),
    updateExpenseItem: (_parent, { id, version, input }, ctx) => expenses.update(ctx, id, version, input),
    retireExpenseItem: (_parent, { id, version }, ctx) => expenses.retire(ctx, id, version),
    restoreExpenseItem: (_parent, { id, version }, ctx) => expenses.restore(ctx, id, version),
    deleteExpenseItem: (_parent, { id, version }, ctx) => expenses.delete(ctx, id, version),
    createDocumentType: (_parent, { input }, ctx) => documents.create(ctx, input),
    updateDocumentType: (_parent, { id, version, input }, ctx) => documents.update(ctx, id, version, input),
    retireDocumentType: (_parent, { id, version }, ctx) => documents.retire(ctx, id, version),
    restoreDocumentType: (_parent, { id, version }, ctx) => documents.restore(ctx, id, version),
    deleteDocumentType: (_parent, { id, version }, ctx) => documents.delete(ctx, id, version),
  },
  BillingItem: itemFields((ctx) => catalogLoaders(ctx).billingItemInUse),
  ExpenseItem: itemFields((ctx) => catalogLoaders(ctx).expenseItemInUse),
  DocumentType: itemFields((ctx) => catalogLoaders(ctx).documentTypeInUse),
  Media: {
    documentType: async (media, _args, ctx) =>
      media.documentTypeId ? ((await catalogLoaders(ctx).documentTypeById.load(media.documentTypeId))[0] ?? null) : null,
  },
};
