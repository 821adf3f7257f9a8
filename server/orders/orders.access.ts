import { hasRole, isOperatorStaff } from '../../src/domain/roles';
import { EDITOR_STAFF_ROLES } from '../../src/machines/domain/status';
import { type Actor, type GraphQLContext, requireTenant } from '../graphql/context';
import { forbidden, isUuid, notFound } from '../errors';

export type { Actor } from '../graphql/context';

/**
 * ACCESS.md: every operator staff role reads orders and legs. A portal user never does, even one who also holds a
 * staff role (spec §6 sends them to the portal): the portal fields (server/portal) are theirs.
 */
export const requireStaff = (ctx: GraphQLContext): Actor => {
  const actor = requireTenant(ctx);
  if (!isOperatorStaff(actor.user) || actor.user.portal) throw forbidden();
  return actor;
};

/** Helpers both the staff forms and the portal wizards use (VIN decoding, postal-code lookup): no tenant data in them. */
export const requireStaffOrPortal = (ctx: GraphQLContext): Actor => {
  const actor = requireTenant(ctx);
  if (!actor.user.portal && !isOperatorStaff(actor.user)) throw forbidden();
  return actor;
};

/** ACCESS.md: create, edit, comment and alerts are for the editor roles (MEMBER is read-only). */
export const requireEditor = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, EDITOR_STAFF_ROLES)) throw forbidden();
  return actor;
};

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

/**
 * A leg's driver, carrier and unit ids: null clears (or keeps) them; any other value, an empty one included, must be
 * an id (carriers.legs.ts then checks that it names a row of the tenant).
 */
export const carrierIdErrors = (input: {
  driverId?: string | null;
  truckingCompanyId?: string | null;
  unitId?: string | null;
}): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const field of ['driverId', 'truckingCompanyId', 'unitId'] as const) {
    const value = input[field];
    if (value !== undefined && value !== null && !isUuid(value)) errors[`input.${field}`] = ['Must be an id.'];
  }
  return errors;
};
