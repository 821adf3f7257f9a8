import { GraphQLError } from 'graphql';
import type { MachineActor } from '../../src/machines/domain/status';
import type { AuthUser } from '../auth/users';
import { type GraphQLContext, requireTenant } from '../graphql/context';
import { forbidden } from '../errors';
import { defineLoaders } from '../graphql/loaders';
import type { Queryable } from '../db/database';
import type { Actor } from '../auth/actors';

/** The clients and customers a portal user acts for in the tenant (migration 009's scope functions). */
export type PortalScope = {
  clientIds: string[];
  customerIds: string[];
  /** The client of each scope customer. */
  clientOfCustomer: Record<string, string>;
  deactivated: boolean;
};

export type PortalActor = { user: AuthUser; tenantId: string; scope: PortalScope };

const loadScope = async (db: Queryable): Promise<PortalScope> => {
  const { rows } = await db.query<PortalScope>(
    `SELECT s.clients AS "clientIds", s.customers AS "customerIds", app_portal_deactivated() AS deactivated,
       coalesce((SELECT jsonb_object_agg(c.id, c.client_id) FROM customers c WHERE c.id = ANY (s.customers)), '{}') AS "clientOfCustomer"
     FROM (SELECT app_scope_client_ids() AS clients, app_scope_customer_ids() AS customers) s`,
  );
  return rows[0];
};

/** One scope per request (or subscription event), read on first use and kept with the request's loaders. */
export const portalScope = defineLoaders(loadScope);

/** The explanation a deactivated account gets instead of data (docs/access.md#roles); the portal shows it as a page. */
export const accountDeactivated = () =>
  new GraphQLError(
    'Your account has been deactivated: every client or customer it belonged to was closed. Contact the operator to reopen it.',
    {
      extensions: { code: 'ACCOUNT_DEACTIVATED' },
    },
  );

/**
 * Every portal field: a signed-in portal user (docs/access.md#roles) in a tenant, with a live account. Staff and drivers are
 * FORBIDDEN here (they have their own fields); what the user may read is row-level security's (migration 009).
 */
export const requirePortal = async (ctx: GraphQLContext): Promise<PortalActor> => {
  const { user, tenantId } = requireTenant(ctx);
  if (!user.portal) throw forbidden('This is for client and customer accounts.');
  const scope = await portalScope(ctx);
  if (scope.deactivated) throw accountDeactivated();
  return { user, tenantId, scope };
};

/**
 * Who answers a quote in the shared machine: the client or customer the user acts for, whatever other roles the
 * account holds (the machine's mayAnswer; RLS has already checked the link).
 */
export const portalMachineActor = (user: AuthUser, scope: PortalScope): MachineActor => ({
  id: user.id,
  roles: [scope.clientIds.length > 0 ? 'CLIENT' : 'CUSTOMER'],
});

/** The actor of the shared services (audit rows, notifications), answering as the client or customer it acts for. */
export const serviceActor = (actor: PortalActor): Actor => ({
  tenantId: actor.tenantId,
  user: { ...actor.user, roles: [...portalMachineActor(actor.user, actor.scope).roles] },
});
