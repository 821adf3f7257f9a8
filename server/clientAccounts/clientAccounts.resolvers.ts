import { ACCOUNT_MANAGER_ROLES, hasRole } from '../../src/domain/roles';
import type { AccountMove } from '../../src/generated/enums';
import type { Resolvers } from '../../src/generated/resolvers';
import type { ClientRow } from '../directory/directory.rows';
import type { GraphQLContext } from '../graphql/context';
import { directoryLoaders } from '../directory/directory.loaders';
import { requireAccountReader } from './clientAccounts.access';
import { createContact, deleteContact, updateContact } from './clientAccounts.contacts';
import { updateClientInvoicing } from './clientAccounts.invoicing';
import { listAccountManagers, setClientAccountManager } from './clientAccounts.manager';
import { deleteCustomer, restoreClient, restoreCustomer, updateCustomer } from './clientAccounts.lifecycle';
import { clientAccountLoaders } from './clientAccounts.loaders';
import { removePartyBillingItem, setPartyBillingItem } from './clientAccounts.prices';
import { createTariffRate, deleteTariffRate, listDefaultTariffRates, tariffSample, updateTariffRate } from './clientAccounts.tariffs';

/** The party's fields are operator staff's: a portal user asking for them is FORBIDDEN (their own pages are server/portal's). */
const staffLoad = <T>(ctx: GraphQLContext, load: (loaders: ReturnType<typeof clientAccountLoaders>) => Promise<T>) => {
  requireAccountReader(ctx);
  return load(clientAccountLoaders(ctx));
};

/** An account manager edits and deletes a live account and restores a deleted one (a customer, once its client is back). */
const movesOf = (ctx: GraphQLContext, party: Pick<ClientRow, 'deletedAt'>, clientDeleted: boolean): AccountMove[] => {
  const actor = requireAccountReader(ctx);
  if (!hasRole(actor.user, ACCOUNT_MANAGER_ROLES)) return [];
  if (!party.deletedAt) return ['EDIT', 'DELETE'];
  return clientDeleted ? [] : ['RESTORE'];
};

const count = async (rows: Promise<{ count: number }[]>) => (await rows)[0]?.count ?? 0;
const status = (party: Pick<ClientRow, 'deletedAt'>) => (party.deletedAt ? ('DELETED' as const) : ('ACTIVE' as const));

/**
 * Client accounts (clientAccounts.graphql): contacts, tariff rates and their sample quote, a party's own billing item
 * prices, a client's invoicing terms, restoring clients, editing, deleting and restoring customers. Another tenant's
 * id is NOT_FOUND (row-level security and the tenant in every statement); every write and its audit row share the
 * request's transaction.
 */
export const clientAccountResolvers: Resolvers = {
  Query: {
    defaultTariffRates: (_parent, _args, ctx) => listDefaultTariffRates(ctx),
    tariffSample: (_parent, { input }, ctx) => tariffSample(ctx, input),
    accountManagers: (_parent, _args, ctx) => listAccountManagers(ctx),
  },
  Mutation: {
    createClientContact: (_parent, { clientId, customerId, input }, ctx) => createContact(ctx, { clientId, customerId }, input),
    updateClientContact: (_parent, { id, version, input }, ctx) => updateContact(ctx, id, version, input),
    deleteClientContact: (_parent, { id, version }, ctx) => deleteContact(ctx, id, version),
    createTariffRate: (_parent, { clientId, customerId, input }, ctx) => createTariffRate(ctx, { clientId, customerId }, input),
    updateTariffRate: (_parent, { id, version, input }, ctx) => updateTariffRate(ctx, id, version, input),
    deleteTariffRate: (_parent, { id, version }, ctx) => deleteTariffRate(ctx, id, version),
    setPartyBillingItem: (_parent, { clientId, customerId, input }, ctx) => setPartyBillingItem(ctx, { clientId, customerId }, input),
    removePartyBillingItem: (_parent, { id, version }, ctx) => removePartyBillingItem(ctx, id, version),
    updateClientInvoicing: (_parent, { clientId, version, input }, ctx) => updateClientInvoicing(ctx, clientId, version, input),
    restoreClient: (_parent, { id, version }, ctx) => restoreClient(ctx, id, version),
    setClientAccountManager: (_parent, { clientId, version, accountManagerId }, ctx) =>
      setClientAccountManager(ctx, clientId, version, accountManagerId ?? null),
    updateCustomer: (_parent, { id, version, input }, ctx) => updateCustomer(ctx, id, version, input),
    deleteCustomer: (_parent, { id, version }, ctx) => deleteCustomer(ctx, id, version),
    restoreCustomer: (_parent, { id, version }, ctx) => restoreCustomer(ctx, id, version),
  },
  Client: {
    status: (client) => status(client),
    moves: (client, _args, ctx) => movesOf(ctx, client, false),
    customerCount: (client, _args, ctx) => staffLoad(ctx, (l) => count(l.customerCount.load(client.id))),
    openOrderCount: (client, _args, ctx) => staffLoad(ctx, (l) => count(l.openOrderCountByClient.load(client.id))),
    openOrders: (client, _args, ctx) => staffLoad(ctx, (l) => l.openOrdersByClient.load(client.id)),
    portalUsersLosingAccess: (client, _args, ctx) => staffLoad(ctx, (l) => l.portalUsersLosingAccess.load(client.id)),
    invoicing: async (client, _args, ctx) => {
      const [row] = await staffLoad(ctx, (l) => l.invoicing.load(client.id));
      return row;
    },
    tariffRates: (client, _args, ctx) => staffLoad(ctx, (l) => l.tariffRatesByClient.load(client.id)),
    billingItems: (client, _args, ctx) => staffLoad(ctx, (l) => l.billingItemsByClient.load(client.id)),
    accountManager: async (client, _args, ctx) => (await staffLoad(ctx, (l) => l.accountManagerByClient.load(client.id)))[0] ?? null,
  },
  Customer: {
    status: (customer) => status(customer),
    moves: async (customer, _args, ctx) =>
      movesOf(
        ctx,
        customer,
        !!customer.deletedAt && (await directoryLoaders(ctx).clientById.load(customer.clientId))[0]?.deletedAt != null,
      ),
    openOrderCount: (customer, _args, ctx) => staffLoad(ctx, (l) => count(l.openOrderCountByCustomer.load(customer.id))),
    contacts: (customer, _args, ctx) => staffLoad(ctx, (l) => l.contactsByCustomer.load(customer.id)),
    tariffRates: (customer, _args, ctx) => staffLoad(ctx, (l) => l.tariffRatesByCustomer.load(customer.id)),
    billingItems: (customer, _args, ctx) => staffLoad(ctx, (l) => l.billingItemsByCustomer.load(customer.id)),
  },
  ClientInvoicing: {
    billingContact: async (invoicing, _args, ctx) =>
      invoicing.billingContactId ? ((await clientAccountLoaders(ctx).contactById.load(invoicing.billingContactId))[0] ?? null) : null,
    billingAddress: async (invoicing, _args, ctx) =>
      invoicing.billingLocationId ? ((await directoryLoaders(ctx).locationById.load(invoicing.billingLocationId))[0] ?? null) : null,
  },
  PartyBillingItem: {
    billingItem: async (row, _args, ctx) => (await clientAccountLoaders(ctx).billingItem.load(row.billingItemId))[0],
    appliedAmount: async (row, _args, ctx) => (await clientAccountLoaders(ctx).appliedPrice.load(row.id))[0]?.amount ?? 0,
    appliedSource: async (row, _args, ctx) => (await clientAccountLoaders(ctx).appliedPrice.load(row.id))[0]?.source ?? 'CATALOG',
  },
};
