import { isOperatorStaff } from '../../src/domain/roles';
import { createInvitedUser, mailInvitation, setPasswordLink } from '../auth/invite';
import { type AuthUser, findUserByEmail } from '../auth/users';
import { badUserInput } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';

/**
 * Opening a login for a carrier (a driver invited, a trucking company's user added): the user with the email, or a new
 * one invited through the kit (server/auth/invite.ts: an unusable password, a 7-day set-password link), gets the role
 * (DRIVER, or none) and this tenant, and is mailed.
 */

export type Invitee = {
  email: string;
  /** A new user's name; an existing user keeps theirs. */
  name: string | null;
  role: 'DRIVER' | null;
  /** What they are invited as, in the mail ("a driver", "a user of Ridgeline Haulers"). */
  as: string;
  /** The argument a refusal names (`email`). */
  field: string;
};

/** The live user with this email (any tenant: emails are global), or null. */
export const userByEmail = (ctx: GraphQLContext, email: string): Promise<AuthUser | null> => findUserByEmail(ctx.db, email);

/** Refuses a user a carrier link cannot hold: a portal user (the portal scope would hide the carrier's rows). */
export const refuseUnlinkable = (user: AuthUser | null, invitee: Pick<Invitee, 'role' | 'field'>) => {
  if (!user) return;
  if (user.portal)
    throw badUserInput({ [invitee.field]: ['This email belongs to a client portal user, who cannot be linked to a carrier.'] });
  if (invitee.role === null && isOperatorStaff(user))
    throw badUserInput({ [invitee.field]: ['This email belongs to operator staff, who already see every trucking company.'] });
};

/** Links (or creates) the user and mails them, all in the request's transaction; returns who and whether they are new. */
export const inviteUser = async (
  ctx: GraphQLContext,
  who: Actor,
  invitee: Invitee,
): Promise<{ user: { id: string; email: string; name: string }; created: boolean }> => {
  const existing = await userByEmail(ctx, invitee.email);
  refuseUnlinkable(existing, invitee);
  if (!existing && !invitee.name) throw badUserInput({ name: ['The name field is required for a new user.'] });
  const name = existing?.name ?? (invitee.name as string);
  const id =
    existing?.id ??
    (await createInvitedUser(ctx, who, {
      email: invitee.email,
      name,
      field: invitee.field,
      // A closed account keeps its email (the unique index counts it), or a racing invite made the user first.
      taken: 'An account with this email exists but cannot be linked now (it may be closed). Try again or use another email.',
    }));
  const email = existing?.email ?? invitee.email;
  if (invitee.role) await ctx.db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, invitee.role]);
  await ctx.db.query('INSERT INTO user_tenants (tenant_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [who.tenantId, id]);
  const link = existing ? null : await setPasswordLink(ctx, email);
  await mailInvitation(ctx, who.tenantId, { email, name, as: invitee.as, link });
  return { user: { id, email, name }, created: !existing };
};

/**
 * After a carrier link is removed: a user left with no role and no other carrier link in the tenant loses the tenant
 * too (they could sign in to it and read nothing). Staff and drivers keep theirs.
 */
export const dropEmptyMembership = async (ctx: GraphQLContext, tenantId: string, userId: string) => {
  await ctx.db.query(
    `DELETE FROM user_tenants m WHERE m.tenant_id = $1 AND m.user_id = $2
       AND NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = $2)
       AND NOT EXISTS (SELECT 1 FROM trucking_company_users tu WHERE tu.tenant_id = $1 AND tu.user_id = $2)
       AND NOT EXISTS (SELECT 1 FROM drivers d WHERE d.tenant_id = $1 AND d.user_id = $2)
       AND NOT EXISTS (SELECT 1 FROM client_users cu WHERE cu.tenant_id = $1 AND cu.user_id = $2)
       AND NOT EXISTS (SELECT 1 FROM customer_users xu WHERE xu.tenant_id = $1 AND xu.user_id = $2)`,
    [tenantId, userId],
  );
};
