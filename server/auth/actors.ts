import { ACCOUNT_MANAGER_ROLES, hasRole, isOperatorStaff, type Role } from '../../src/domain/roles';
import { EDITOR_STAFF_ROLES, type MachineActor } from '../../src/machines/domain/status';
import { type Actor, type GraphQLContext, requireTenant } from '../graphql/context';
import { forbidden, isUuid, notFound } from '../errors';
import type { AuthUser } from './users';

export type { Actor } from '../graphql/context';

/**
 * Who may call a resolver, asked first by every one of them. An area's own checks (`requireStorageStaff`,
 * `requireTntWriter`, …) are built on these in its `<area>.access.ts`; the rows an actor then reads are row-level
 * security's.
 */

/**
 * Operator staff: every operator staff role reads orders and legs. A portal user never passes, even one who also
 * holds a staff role: the portal's own fields (server/portal) are theirs.
 */
export const requireStaff = (ctx: GraphQLContext): Actor => {
  const actor = requireTenant(ctx);
  if (!isOperatorStaff(actor.user) || actor.user.portal) throw forbidden();
  return actor;
};

/** Operator staff holding one of `roles`; anyone else is FORBIDDEN. */
export const requireStaffWith = (ctx: GraphQLContext, roles: readonly Role[]): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, roles)) throw forbidden();
  return actor;
};

/** Helpers both the staff forms and the portal wizards use (VIN decoding, postal-code lookup): no tenant data in them. */
export const requireStaffOrPortal = (ctx: GraphQLContext): Actor => {
  const actor = requireTenant(ctx);
  if (!actor.user.portal && !isOperatorStaff(actor.user)) throw forbidden();
  return actor;
};

/** Creating, editing, commenting and alerts are for the editor roles (MEMBER reads only). */
export const requireEditor = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, EDITOR_STAFF_ROLES);

/** The account managers (src/domain/roles.ts ACCOUNT_MANAGER_ROLES): client accounts are theirs to change. */
export const requireAccountManager = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, ACCOUNT_MANAGER_ROLES);

/**
 * Status events: staff, and drivers (the machine lets the assigned driver move their own leg). The machine's role
 * guards decide the rest, so a MEMBER's event is refused as INVALID_TRANSITION.
 */
export const requireTransitionActor = (ctx: GraphQLContext): Actor => {
  const actor = requireTenant(ctx);
  if (actor.user.portal || (!isOperatorStaff(actor.user) && !hasRole(actor.user, 'DRIVER'))) throw forbidden();
  return actor;
};

/** A malformed id is simply not found (never a database error). */
export const checkId = (id: string, what: string): string => {
  if (!isUuid(id)) throw notFound(what);
  return id;
};

/** Who sends a status event, as the shared machines' guards read it. */
export const machineActor = (user: Pick<AuthUser, 'id' | 'roles'>): MachineActor => ({ id: user.id, roles: user.roles });
