import { type ClientInputValues, clientInputSchema, customerInputSchema } from '../../src/domain/schemas/directory';
import type { ClientInput, CustomerInput } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, isUuid } from '../errors';
import { afterClientDeleted } from '../clientAccounts/clientAccounts.public';
import type { ClientRow, CustomerRow } from './directory.rows';
import { requireAccountManager } from './directory.access';
import { CLIENTS, CUSTOMERS } from './directory.columns';
import { deleteRow, insertRow, lockRow, updateRow, validateInput } from '../records/writes';

/** Client accounts: create, edit, soft delete; customers of a client. */

const CODE_TAKEN = { 'input.code': ['The code has already been taken.'] };

/** Codes are unique per tenant, deleted clients included (the unique index keeps them). */
const checkCode = async (ctx: GraphQLContext, tenantId: string, code: string | null, exceptId: string | null) => {
  if (!code) return;
  const { rows } = await ctx.db.query('SELECT 1 FROM clients WHERE tenant_id = $1 AND code = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)', [
    tenantId,
    code,
    exceptId,
  ]);
  if (rows.length > 0) throw badUserInput(CODE_TAKEN);
};

/** Two requests racing for one code: the unique index decides, and the loser hears the same field error. */
const codeTaken = (error: unknown) => {
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') return badUserInput(CODE_TAKEN);
  return error;
};

const CLIENT_COLUMNS = ['display_name', 'code', 'billing_name', 'billing_email', 'billing_phone'];
const clientValues = (data: ClientInputValues) => [data.displayName, data.code, data.billingName, data.billingEmail, data.billingPhone];

export const createClient = async (ctx: GraphQLContext, input: ClientInput) => {
  const who = requireAccountManager(ctx);
  const data = validateInput(clientInputSchema, input);
  await checkCode(ctx, who.tenantId, data.code, null);
  return insertRow<ClientRow>(ctx, who, CLIENTS, CLIENT_COLUMNS, clientValues(data)).catch((error: unknown) => {
    throw codeTaken(error);
  });
};

export const updateClient = async (ctx: GraphQLContext, id: string, version: number, input: ClientInput) => {
  const who = requireAccountManager(ctx);
  const before = await lockRow<ClientRow & { version: number }>(ctx, who.tenantId, CLIENTS, id, version);
  const data = validateInput(clientInputSchema, input);
  await checkCode(ctx, who.tenantId, data.code, id);
  return updateRow<ClientRow>(ctx, who, CLIENTS, { id, version, before }, CLIENT_COLUMNS, clientValues(data)).catch((error: unknown) => {
    throw codeTaken(error);
  });
};

/** A soft delete; its portal users with no live client left become deactivated accounts at once (server/clientAccounts). */
export const deleteClient = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireAccountManager(ctx);
  const after = await deleteRow<ClientRow & { version: number }>(ctx, who, CLIENTS, id, version);
  await afterClientDeleted(ctx, who, id);
  return after;
};

/** A live client of the tenant, or BAD_USER_INPUT on the given field (Laravel's `exists` rule). */
export const requireLiveClient = async (ctx: GraphQLContext, tenantId: string, clientId: string, field: string) => {
  const { rows } = isUuid(clientId)
    ? await ctx.db.query('SELECT 1 FROM clients WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL', [tenantId, clientId])
    : { rows: [] };
  if (rows.length === 0) throw badUserInput({ [field]: ['The selected client is invalid.'] });
};

export const createCustomer = async (ctx: GraphQLContext, input: CustomerInput) => {
  const who = requireAccountManager(ctx);
  const data = validateInput(customerInputSchema, input);
  await requireLiveClient(ctx, who.tenantId, data.clientId, 'input.clientId');
  return insertRow<CustomerRow>(ctx, who, CUSTOMERS, ['client_id', 'display_name', 'code'], [data.clientId, data.displayName, data.code]);
};
