import type { ClientRow } from '../directory/directory.rows';
import { badUserInput, isUuid } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { ACCOUNT_MANAGER_USER_ROLES } from '../records/accountManagers';
import { auditWrite, lockRow, writeColumns } from '../records/writes';
import { requireAccountManager, requireAccountReader } from './clientAccounts.access';
import { CLIENT_ACCOUNTS } from './clientAccounts.invoicing';

export type AccountManagerRow = { id: string; name: string; email: string; lead: boolean };

/** A live CLIENT_RELATIONS (or lead) user of the tenant; `$1` the tenant. */
const MANAGERS_SQL = `SELECT u.id, u.name, u.email,
    EXISTS (SELECT 1 FROM user_roles lr WHERE lr.user_id = u.id AND lr.role = 'CLIENT_RELATIONS_LEAD') AS lead
  FROM users u JOIN user_tenants m ON m.user_id = u.id AND m.tenant_id = $1
  WHERE u.deleted_at IS NULL AND u.deactivated_at IS NULL
    AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = ANY($2::text[]))`;

export const listAccountManagers = async (ctx: GraphQLContext) => {
  const { tenantId } = requireAccountReader(ctx);
  const { rows } = await ctx.db.query<AccountManagerRow>(`${MANAGERS_SQL} ORDER BY lower(u.name), u.id`, [
    tenantId,
    ACCOUNT_MANAGER_USER_ROLES,
  ]);
  return rows;
};

const managerIdOf = async (ctx: GraphQLContext, tenantId: string, clientId: string) =>
  (
    await ctx.db.query<{ id: string | null }>('SELECT account_manager_id AS id FROM clients WHERE tenant_id = $1 AND id = $2', [
      tenantId,
      clientId,
    ])
  ).rows[0]?.id ?? null;

/**
 * Names the client's account manager at its version: a user who is not a live CLIENT_RELATIONS user of this tenant
 * (another tenant's included) is BAD_USER_INPUT on the field, and nothing is written.
 */
export const setClientAccountManager = async (ctx: GraphQLContext, clientId: string, version: number, managerId: string | null) => {
  const who = requireAccountManager(ctx);
  await lockRow<ClientRow & { version: number }>(ctx, who.tenantId, CLIENT_ACCOUNTS, clientId, version);
  if (managerId !== null) {
    const { rows } = isUuid(managerId)
      ? await ctx.db.query(`${MANAGERS_SQL} AND u.id = $3`, [who.tenantId, ACCOUNT_MANAGER_USER_ROLES, managerId])
      : { rows: [] };
    if (rows.length === 0)
      throw badUserInput({ accountManagerId: ['The account manager must be a client relations user of this tenant.'] });
  }
  const before = await managerIdOf(ctx, who.tenantId, clientId);
  const after = await writeColumns<ClientRow>(
    ctx,
    who.tenantId,
    CLIENT_ACCOUNTS,
    { id: clientId, version },
    { account_manager_id: managerId },
  );
  await auditWrite(ctx, who, CLIENT_ACCOUNTS, 'accountManager', clientId, {
    before: { accountManagerId: before },
    after: { accountManagerId: managerId },
  });
  return after;
};
