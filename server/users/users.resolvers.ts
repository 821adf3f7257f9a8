import type { Resolvers } from '../../src/generated/resolvers';
import { requireUserAdmin } from './users.access';
import { userActions, userHistory } from './users.activity';
import { listAdminUsers } from './users.lists';
import { userLoaders } from './users.loaders';
import { findAdminUser } from './users.rows';
import {
  deactivateUser,
  inviteUser,
  movesOf,
  reactivateUser,
  resendInvitation,
  revokeInvitation,
  sendPasswordReset,
  updateUser,
} from './users.service';

/**
 * /admin/users (users.graphql): the accounts of the request's tenant, ADMIN's to read and change (users.access.ts).
 * Another tenant's user is null or NOT_FOUND; the links are read per page through the area's loaders.
 */
export const userResolvers: Resolvers = {
  Query: {
    adminUsers: (_parent, args, ctx) => listAdminUsers(ctx.db, requireUserAdmin(ctx).tenantId, args),
    adminUser: (_parent, { id }, ctx) => findAdminUser(ctx.db, requireUserAdmin(ctx).tenantId, id),
  },
  Mutation: {
    inviteUser: (_parent, { email, input }, ctx) => inviteUser(ctx, email, input),
    updateUser: (_parent, { id, version, input }, ctx) => updateUser(ctx, id, version, input),
    deactivateUser: (_parent, { id, version }, ctx) => deactivateUser(ctx, id, version),
    reactivateUser: (_parent, { id, version }, ctx) => reactivateUser(ctx, id, version),
    resendInvitation: (_parent, { id, version }, ctx) => resendInvitation(ctx, id, version),
    revokeInvitation: (_parent, { id, version }, ctx) => revokeInvitation(ctx, id, version),
    sendPasswordReset: (_parent, { id, version }, ctx) => sendPasswordReset(ctx, id, version),
  },
  AdminUser: {
    tenants: (user, _args, ctx) => userLoaders(ctx).tenants.load(user.id),
    clients: (user, _args, ctx) => userLoaders(ctx).clients.load(user.id),
    customers: (user, _args, ctx) => userLoaders(ctx).customers.load(user.id),
    truckingCompanies: (user, _args, ctx) => userLoaders(ctx).truckingCompanies.load(user.id),
    driver: async (user, _args, ctx) => (await userLoaders(ctx).driver.load(user.id))[0] ?? null,
    invitation: (user) =>
      user.invitedAt ? { invitedAt: user.invitedAt, invitedByName: user.invitedByName, linkExpiresAt: user.linkExpiresAt } : null,
    moves: (user, _args, ctx) => movesOf(user, requireUserAdmin(ctx).user.id),
    actions: (user, args, ctx) => userActions(ctx.db, requireUserAdmin(ctx).tenantId, user.id, args),
    history: (user, args, ctx) => userHistory(ctx.db, requireUserAdmin(ctx).tenantId, user.id, args),
  },
};
