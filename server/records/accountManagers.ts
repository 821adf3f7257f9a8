import type { AccountManagerScope } from '../../src/generated/enums/AccountManagerScope';

/** The roles an account manager holds (migration 053): who a client may be given to. */
export const ACCOUNT_MANAGER_USER_ROLES = ['CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD'] as const;

/**
 * A list's `accountManager` filter on its client column (`clientId`, an SQL expression; `$1` is the tenant): ME keeps
 * the clients `userId` manages, TEAM the clients anyone manages (a tenant has one client relations team), ALL or none
 * keeps every row (null); ME without a user (the portal's lists) keeps none. A narrowing only: whoever reads the list reads every row of it anyway.
 */
export const accountManagerCondition = (
  scope: AccountManagerScope | null | undefined,
  userId: string | null,
  clientId: string,
  params: unknown[],
): string | null => {
  if (!scope || scope === 'ALL') return null;
  if (scope === 'TEAM')
    return `${clientId} IN (SELECT am.id FROM clients am WHERE am.tenant_id = $1 AND am.account_manager_id IS NOT NULL)`;
  if (!userId) return 'FALSE';
  params.push(userId);
  return `${clientId} IN (SELECT am.id FROM clients am WHERE am.tenant_id = $1 AND am.account_manager_id = $${params.length}::uuid)`;
};
