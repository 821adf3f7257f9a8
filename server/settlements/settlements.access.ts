import { hasRole } from '../../src/domain/roles';
import { SETTLEMENT_LEAD_ROLES, SETTLEMENT_ROLES } from '../../src/machines/domain/settlement.machine';
import { requireStaffWith } from '../auth/actors';
import { forbidden } from '../errors';
import { type Actor, type GraphQLContext, requireTenant } from '../graphql/context';

/**
 * /accounting/settlements/* is ACCOUNTING's and ACCOUNTING_LEAD's (ADMIN opens everything; docs/access.md#areas).
 * Every other staff role is FORBIDDEN, and so are portal users and carriers (a driver reads their own through
 * requireSettlementReader).
 */
export const requireSettlementStaff = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, SETTLEMENT_ROLES);

/** Leads approve driver-pay reversals. */
export const requireSettlementLead = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, SETTLEMENT_LEAD_ROLES);

/** Whether the actor reads settlements as a payee (row-level security leaves them their own, not drafts). */
export const isPayeeReader = (actor: Actor): boolean => !hasRole(actor.user, SETTLEMENT_ROLES) && hasRole(actor.user, 'DRIVER');

/** Accounting, or a driver reading their own settlements (migration 046's policies scope the rows). */
export const requireSettlementReader = (ctx: GraphQLContext): Actor => {
  const actor = requireTenant(ctx);
  if (actor.user.portal || !(hasRole(actor.user, SETTLEMENT_ROLES) || hasRole(actor.user, 'DRIVER'))) throw forbidden();
  return actor;
};
