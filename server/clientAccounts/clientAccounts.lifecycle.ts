import * as z from 'zod';
import { CUSTOMER_SELECT, type ClientRow, type CustomerRow } from '../directory/directory.rows';
import { announceAccessChange } from '../auth/signOut';
import { auditAs } from '../audit';
import { badUserInput, checkVersion, isUuid, notFound } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { auditWrite, deleteRow, type Locked, lockRow, updateRow, validateInput, writeColumns } from '../records/writes';
import { requireAccountManager } from './clientAccounts.access';
import { CLIENT_ACCOUNTS } from './clientAccounts.invoicing';

/**
 * Deleting and restoring clients and customers (soft: deleted_at). A portal user whose linked clients (or customers)
 * are all deleted is a deactivated account (src/domain/roles.ts isDeactivated): the delete announces the change to
 * each of them at once, so their open browsers read the session again and show the deactivated page, and a restore
 * announces it again. Orders and their lines stay as they are.
 */

const CUSTOMERS: Locked = {
  table: 'customers',
  alias: 'c',
  select: CUSTOMER_SELECT,
  what: 'Customer',
  kind: 'Customers',
  noun: 'customer',
};

/** Portal users linked to the party whose every linked client (customer) is now deleted, or is live again. */
const announcePortalUsers = async (
  ctx: GraphQLContext,
  who: { tenantId: string; user: { id: string } },
  kind: 'client' | 'customer',
  id: string,
  event: string,
) => {
  const [links, table, column] =
    kind === 'client' ? ['client_users', 'clients', 'client_id'] : ['customer_users', 'customers', 'customer_id'];
  const { rows } = await ctx.db.query<{ userId: string }>(
    `SELECT l.user_id AS "userId" FROM ${links} l
     WHERE l.tenant_id = $1 AND l.${column} = $2
       AND NOT EXISTS (SELECT 1 FROM ${links} other JOIN ${table} p ON p.tenant_id = other.tenant_id AND p.id = other.${column}
         WHERE other.user_id = l.user_id AND other.${column} <> $2 AND p.deleted_at IS NULL)`,
    [who.tenantId, id],
  );
  for (const { userId } of rows) {
    announceAccessChange(ctx, userId);
    await auditAs(ctx, who, { entityKind: 'Users', entityId: userId, action: 'UPDATED', event, after: { [column]: id } });
  }
  return rows.length;
};

/** After a client's soft delete (server/directory's deleteClient): its portal users with no live client left lose access. */
export const afterClientDeleted = (ctx: GraphQLContext, who: { tenantId: string; user: { id: string } }, clientId: string) =>
  announcePortalUsers(ctx, who, 'client', clientId, 'user.deactivatedByClientDelete');

/** A deleted row to bring back, locked, at the client's version; a live, foreign or unknown id is NOT_FOUND. */
const lockDeleted = async <T extends { version: number }>(
  ctx: GraphQLContext,
  tenantId: string,
  target: Locked,
  id: string,
  version: number,
) => {
  if (!isUuid(id)) throw notFound(target.what);
  const { rows } = await ctx.db.query<T>(
    `SELECT ${target.select} FROM ${target.table} ${target.alias} WHERE ${target.alias}.tenant_id = $1 AND ${target.alias}.id = $2
       AND ${target.alias}.deleted_at IS NOT NULL FOR UPDATE`,
    [tenantId, id],
  );
  return checkVersion(rows[0], version, target.what);
};

const restore = async <T extends { version: number }>(
  ctx: GraphQLContext,
  who: { tenantId: string; user: { id: string } },
  target: Locked,
  id: string,
  version: number,
) => {
  const before = await lockDeleted<T>(ctx, who.tenantId, target, id, version);
  const after = await writeColumns<T & Record<string, unknown>>(ctx, who.tenantId, target, { id, version }, { deleted_at: null });
  await auditWrite(ctx, who, target, 'restore', id, { before, after });
  return after;
};

/** A deleted client's code stays taken (the unique index keeps deleted clients), so a restore needs no code check. */
export const restoreClient = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireAccountManager(ctx);
  const after = await restore<ClientRow & { version: number }>(ctx, who, CLIENT_ACCOUNTS, id, version);
  await announcePortalUsers(ctx, who, 'client', id, 'user.reactivatedByClientRestore');
  return after;
};

const customerUpdateSchema = z.object({
  displayName: z
    .string({ error: 'The display name field is required.' })
    .trim()
    .min(1, 'The display name field is required.')
    .max(255, 'The display name may not be greater than 255 characters.'),
  code: z
    .string()
    .trim()
    .max(20, 'The code may not be greater than 20 characters.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$|^$/, 'The code may contain only letters, digits, dashes and underscores.')
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
});

export const updateCustomer = async (ctx: GraphQLContext, id: string, version: number, input: unknown) => {
  const who = requireAccountManager(ctx);
  const before = await lockRow<CustomerRow & { version: number }>(ctx, who.tenantId, CUSTOMERS, id, version);
  const data = validateInput(customerUpdateSchema, input);
  if (data.code) {
    const { rows } = await ctx.db.query(
      'SELECT 1 FROM customers WHERE tenant_id = $1 AND client_id = $2 AND code = $3 AND id <> $4 AND deleted_at IS NULL',
      [who.tenantId, before.clientId, data.code, id],
    );
    if (rows.length > 0) throw badUserInput({ 'input.code': ['The code has already been taken by another customer of this client.'] });
  }
  return updateRow<CustomerRow>(ctx, who, CUSTOMERS, { id, version, before }, ['display_name', 'code'], [data.displayName, data.code]);
};

export const deleteCustomer = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireAccountManager(ctx);
  const after = await deleteRow<CustomerRow & { version: number }>(ctx, who, CUSTOMERS, id, version);
  await announcePortalUsers(ctx, who, 'customer', id, 'user.deactivatedByCustomerDelete');
  return after;
};

export const restoreCustomer = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireAccountManager(ctx);
  if (!isUuid(id)) throw notFound(CUSTOMERS.what);
  const { rows } = await ctx.db.query(
    'SELECT 1 FROM customers cu JOIN clients c ON c.tenant_id = cu.tenant_id AND c.id = cu.client_id WHERE cu.tenant_id = $1 AND cu.id = $2 AND c.deleted_at IS NOT NULL',
    [who.tenantId, id],
  );
  if (rows.length > 0) throw badUserInput({ id: ["The customer's client is deleted: restore the client first."] });
  const after = await restore<CustomerRow & { version: number }>(ctx, who, CUSTOMERS, id, version);
  await announcePortalUsers(ctx, who, 'customer', id, 'user.reactivatedByCustomerRestore');
  return after;
};
