import { badUserInput, isUuid, notFound } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import type { Party } from './clientAccounts.rows';

/** The `clientId` / `customerId` arguments of a party's write: at most one of them. */
export type PartyArgs = { clientId?: string | null; customerId?: string | null };

/** A live client or customer of the tenant, locked against a concurrent delete; another tenant's or a deleted one is NOT_FOUND. */
const lockParty = async (ctx: GraphQLContext, tenantId: string, table: 'clients' | 'customers', id: string) => {
  const what = table === 'clients' ? 'Client' : 'Customer';
  if (!isUuid(id)) throw notFound(what);
  const { rows } = await ctx.db.query<{ id: string; clientId: string | null }>(
    `SELECT id, ${table === 'customers' ? 'client_id' : 'NULL::uuid'} AS "clientId" FROM ${table}
     WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL FOR SHARE`,
    [tenantId, id],
  );
  if (!rows[0]) throw notFound(what);
  return rows[0];
};

/**
 * The party the arguments name, checked: both named is a field error; neither is the tenant's default when `allowNone`
 * (tariff rates), else a field error.
 */
export const resolveParty = async (ctx: GraphQLContext, tenantId: string, args: PartyArgs, allowNone = false): Promise<Party> => {
  const clientId = args.clientId ?? null;
  const customerId = args.customerId ?? null;
  if (clientId && customerId) throw badUserInput({ customerId: ['Name a client or a customer, not both.'] });
  if (clientId) return { clientId: (await lockParty(ctx, tenantId, 'clients', clientId)).id, customerId: null };
  if (customerId) return { clientId: null, customerId: (await lockParty(ctx, tenantId, 'customers', customerId)).id };
  if (!allowNone) throw badUserInput({ clientId: ['Name the client or the customer.'] });
  return { clientId: null, customerId: null };
};

/** The client a party's prices fall back to: the client itself, a customer's client, or none (the tenant's default). */
export const clientOfParty = async (ctx: GraphQLContext, tenantId: string, party: Party): Promise<string | null> => {
  if (party.clientId) return party.clientId;
  if (!party.customerId) return null;
  const { rows } = await ctx.db.query<{ clientId: string }>(
    'SELECT client_id AS "clientId" FROM customers WHERE tenant_id = $1 AND id = $2',
    [tenantId, party.customerId],
  );
  return rows[0]?.clientId ?? null;
};
