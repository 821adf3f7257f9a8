import { inviteEmailSchema, type UserAccessInputValues, userAccessInputSchema } from '../../src/domain/users/schemas';
import type { AdminUserMove } from '../../src/generated/enums';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { auditAs } from '../audit';
import { createInvitedUser, dropPasswordLink, mailInvitation, passwordLink, setPasswordLink } from '../auth/invite';
import { announceAccessChange, signOutEverywhere } from '../auth/signOut';
import { queueMail } from '../mail/mailer';
import { passwordResetMail } from '../mail/messages';
import { appError, badUserInput, checkVersion, conflict, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { notify } from '../notifications/notifications.public';
import { referenceErrors, requireReferences } from '../records/references';
import { validateInput } from '../records/writes';
import { requireUserAdmin } from './users.access';
import { type AdminUserRow, findAdminUser } from './users.rows';

/**
 * The admin's writes to accounts (issue 29): invite, edit, deactivate, reactivate, an invitation's resend and revoke,
 * a password reset. Each runs in the request's transaction with its audit row (entity `Users`, `user.<verb>`), so a
 * refusal anywhere writes nothing. An admin changes only members of the request's tenant, and of the user's tenants
 * only those the admin belongs to too (migration 036); the last active ADMIN of a tenant stays one.
 */

const WHAT = 'User';
const AUDIT = { entityKind: 'Users', action: 'UPDATED' } as const;

/** What the admin may do to `user` now: the list's and page's actions, and what the writes allow. */
export const movesOf = (user: AdminUserRow, adminId: string): AdminUserMove[] => {
  const moves: AdminUserMove[] = ['EDIT'];
  if (user.status === 'DEACTIVATED') return [...moves, 'REACTIVATE'];
  if (user.id !== adminId) moves.push('DEACTIVATE');
  if (user.status === 'INVITED') moves.push('RESEND_INVITATION', ...(user.linkExpiresAt ? (['REVOKE_INVITATION'] as const) : []));
  else moves.push('SEND_PASSWORD_RESET');
  return moves;
};

/** The member of the tenant to change, locked at the client's version (NOT_FOUND, CONFLICT). */
const lockUser = async (ctx: GraphQLContext, who: Actor, id: string, version: number) =>
  checkVersion(await findAdminUser(ctx.db, who.tenantId, id, true), version, WHAT);

/** Refuses a move the user's state does not allow (INVALID_TRANSITION, reason STATUS, or RECORD for oneself). */
const allow = (user: AdminUserRow, who: Actor, move: AdminUserMove) => {
  if (movesOf(user, who.user.id).includes(move)) return;
  const self = move === 'DEACTIVATE' && user.id === who.user.id;
  throw appError('INVALID_TRANSITION', self ? 'You cannot deactivate yourself.' : `This user is ${user.status.toLowerCase()}.`, {
    event: `user.${move.toLowerCase()}`,
    status: user.status,
    reason: self ? 'RECORD' : 'STATUS',
  });
};

/** Bumps the account's version (CONFLICT if another write moved it on) with `set` (more columns) and reads it back. */
const bump = async (ctx: GraphQLContext, who: Actor, user: AdminUserRow, set = '', params: unknown[] = []) => {
  const { rows } = await ctx.db.query(
    `UPDATE users SET ${set ? `${set}, ` : ''}version = version + 1, updated_at = now() WHERE id = $1 AND version = $2 RETURNING id`,
    [user.id, user.version, ...params],
  );
  if (rows.length === 0) throw conflict();
  const after = await findAdminUser(ctx.db, who.tenantId, user.id);
  if (!after) throw notFound(WHAT);
  return after;
};

/** The tenants of the user (and `also`) with no active ADMIN, by name. */
const adminless = async (ctx: GraphQLContext, userId: string, also: readonly string[]) =>
  (
    await ctx.db.query<{ name: string }>(
      'SELECT t.name FROM tenants t WHERE t.id = ANY(app_tenants_without_admin($1, $2::uuid[])) ORDER BY t.name',
      [userId, also],
    )
  ).rows.map((row) => row.name);

/**
 * Runs `write` and refuses it (`refuse`, naming them; the request rolls back) when it leaves a tenant of the user
 * without an active ADMIN that had one: the last ADMIN stays one, in every tenant (roles are global).
 */
const keepingAdmins = async <T>(ctx: GraphQLContext, userId: string, write: () => Promise<T>, refuse: (tenants: string) => Error) => {
  const covered = await sharedTenants(ctx, userId);
  const before = await adminless(ctx, userId, covered);
  const result = await write();
  const lost = (await adminless(ctx, userId, covered)).filter((name) => !before.includes(name));
  if (lost.length > 0) throw refuse(lost.join(', '));
  return result;
};

/** The user's tenants the admin shares (a membership the admin may remove, so the last-admin rule covers it too). */
const sharedTenants = async (ctx: GraphQLContext, userId: string) =>
  (await ctx.db.query<{ ids: string[] }>('SELECT app_user_tenant_ids($1) AS ids', [userId])).rows[0]?.ids ?? [];

/** The admin's own tenants. */
const adminTenants = async (ctx: GraphQLContext, who: Actor) =>
  (await ctx.db.query<{ id: string }>('SELECT tenant_id AS id FROM user_tenants WHERE user_id = $1', [who.user.id])).rows.map((r) => r.id);

/** Field errors of the ids an input names: tenants the admin belongs to (this one among them), and the tenant's links. */
const checkAccess = async (ctx: GraphQLContext, who: Actor, data: UserAccessInputValues, userId: string | null) => {
  const mine = await adminTenants(ctx, who);
  const tenantErrors: Record<string, string[]> = {};
  if (data.tenantIds.some((id) => !mine.includes(id))) tenantErrors['input.tenantIds'] = ['The selected tenant is invalid.'];
  else if (!data.tenantIds.includes(who.tenantId))
    tenantErrors['input.tenantIds'] = ['The user must belong to this tenant (switch tenants to manage another one).'];
  const driverTaken = async (): Promise<Record<string, string[]>> => {
    if (!data.driverId) return {};
    const { rows } = await ctx.db.query<{ userId: string | null }>(
      'SELECT user_id AS "userId" FROM drivers WHERE tenant_id = $1 AND id = $2::uuid AND deleted_at IS NULL',
      [who.tenantId, data.driverId],
    );
    const owner = rows[0]?.userId ?? null;
    return owner && owner !== userId ? { 'input.driverId': ['This driver already has an account.'] } : {};
  };
  await requireReferences([
    Promise.resolve(tenantErrors),
    referenceErrors(
      ctx,
      who.tenantId,
      'clients',
      data.clientIds.map((id, i) => ({ id, field: `input.clientIds.${i}` })),
    ),
    referenceErrors(
      ctx,
      who.tenantId,
      'customers',
      data.customerIds.map((id, i) => ({ id, field: `input.customerIds.${i}` })),
    ),
    referenceErrors(ctx, who.tenantId, 'drivers', [{ id: data.driverId, field: 'input.driverId' }]),
  ]);
  await requireReferences([driverTaken()]);
  return mine;
};

/** Writes the roles, the memberships in the admin's tenants and the links of the request's tenant as `data` says. */
const writeAccess = async (ctx: GraphQLContext, who: Actor, userId: string, data: UserAccessInputValues, mine: readonly string[]) => {
  const { db } = ctx;
  await db.query('DELETE FROM user_roles WHERE user_id = $1 AND NOT (role = ANY($2::text[]))', [userId, data.roles]);
  await db.query('INSERT INTO user_roles (user_id, role) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [userId, data.roles]);
  for (const tenant of mine) await db.query('SELECT app_set_user_tenant($1, $2, $3)', [userId, tenant, data.tenantIds.includes(tenant)]);
  const links = [
    ['client_users', 'client_id', data.clientIds],
    ['customer_users', 'customer_id', data.customerIds],
  ] as const;
  for (const [table, column, ids] of links) {
    await db.query(`DELETE FROM ${table} WHERE tenant_id = $1 AND user_id = $2 AND NOT (${column} = ANY($3::uuid[]))`, [
      who.tenantId,
      userId,
      ids,
    ]);
    await db.query(`INSERT INTO ${table} (tenant_id, ${column}, user_id) SELECT $1, unnest($3::uuid[]), $2 ON CONFLICT DO NOTHING`, [
      who.tenantId,
      userId,
      ids,
    ]);
  }
  await db.query('UPDATE drivers SET user_id = NULL WHERE tenant_id = $1 AND user_id = $2 AND id IS DISTINCT FROM $3::uuid', [
    who.tenantId,
    userId,
    data.driverId,
  ]);
  if (data.driverId)
    await db.query('UPDATE drivers SET user_id = $3 WHERE tenant_id = $1 AND id = $2', [who.tenantId, data.driverId, userId]);
};

/** What the invitation mail says they are invited as. */
const invitedAs = (roles: readonly string[]) =>
  roles.length > 0 ? roles.map((role) => role.toLowerCase().replace(/_/g, ' ')).join(', ') : 'a user';

const TAKEN = 'A user with this email already exists.';

/** The invitation's `email` and `input` checked together: every field error of both at once (BAD_USER_INPUT). */
const validateBoth = (email: unknown, input: unknown) => {
  const parsed = inviteEmailSchema.safeParse({ email });
  const access = userAccessInputSchema.safeParse(input);
  if (parsed.success && access.success) return { ...parsed.data, ...access.data };
  throw badUserInput({
    ...(parsed.success ? {} : fieldErrors(parsed.error)),
    ...(access.success
      ? {}
      : Object.fromEntries(Object.entries(fieldErrors(access.error)).map(([key, messages]) => [`input.${key}`, messages]))),
  });
};

/** /admin/users/create: the account, its access, its 7-day set-password link (mailed) and a USER_INVITE notification. */
export const inviteUser = async (ctx: GraphQLContext, email: unknown, input: unknown): Promise<AdminUserRow> => {
  const who = requireUserAdmin(ctx);
  const data = validateBoth(email, input);
  const { rows: taken } = await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [data.email]);
  if (taken.length > 0) throw badUserInput({ email: [TAKEN] });
  const mine = await checkAccess(ctx, who, data, null);
  const id = await createInvitedUser(ctx, who, { email: data.email, name: data.name, field: 'email', taken: TAKEN });
  await writeAccess(ctx, who, id, data, mine);
  const link = await setPasswordLink(ctx, data.email);
  await mailInvitation(ctx, who.tenantId, { email: data.email, name: data.name, as: invitedAs(data.roles), link });
  await notify(ctx, [id], {
    type: 'USER_INVITE',
    title: 'Welcome to Legwork',
    body: `${who.user.name} invited you.`,
    tenantId: who.tenantId,
  });
  const user = await findAdminUser(ctx.db, who.tenantId, id);
  if (!user) throw notFound(WHAT);
  return user;
};

/** /admin/users/:id: name, roles, tenants and links; a tenant the change would leave without an ADMIN refuses it. */
export const updateUser = async (ctx: GraphQLContext, id: string, version: number, input: unknown): Promise<AdminUserRow> => {
  const who = requireUserAdmin(ctx);
  const before = await lockUser(ctx, who, id, version);
  const data = validateInput(userAccessInputSchema, input);
  const mine = await checkAccess(ctx, who, data, id);
  const after = await keepingAdmins(
    ctx,
    id,
    async () => {
      await writeAccess(ctx, who, id, data, mine);
      return bump(ctx, who, before, 'name = $3', [data.name]);
    },
    (tenants) => badUserInput({ 'input.roles': [`This would leave ${tenants} without an ADMIN: give another user the role first.`] }),
  );
  await auditAs(ctx, who, {
    ...AUDIT,
    entityId: id,
    event: 'user.update',
    before,
    after: { ...after, tenantIds: data.tenantIds, ...links(data) },
  });
  announceAccessChange(ctx, id);
  return after;
};

const links = (data: UserAccessInputValues) => ({ clientIds: data.clientIds, customerIds: data.customerIds, driverId: data.driverId });

/** Every session, API token and socket of the user stops at once (server/auth/signOut.ts); not oneself, not a last ADMIN. */
export const deactivateUser = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireUserAdmin(ctx);
  const before = await lockUser(ctx, who, id, version);
  allow(before, who, 'DEACTIVATE');
  const after = await keepingAdmins(
    ctx,
    id,
    () => bump(ctx, who, before, 'deactivated_at = now()'),
    (tenants) =>
      appError('INVALID_TRANSITION', `${before.name} is the last ADMIN of ${tenants}.`, {
        event: 'user.deactivate',
        status: before.status,
        reason: 'RECORD',
      }),
  );
  await signOutEverywhere(ctx, id);
  await dropPasswordLink(ctx, before.email);
  await auditAs(ctx, who, { ...AUDIT, entityId: id, event: 'user.deactivate', before, after });
  return after;
};

export const reactivateUser = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireUserAdmin(ctx);
  const before = await lockUser(ctx, who, id, version);
  allow(before, who, 'REACTIVATE');
  const after = await bump(ctx, who, before, 'deactivated_at = NULL');
  await auditAs(ctx, who, { ...AUDIT, entityId: id, event: 'user.reactivate', before, after });
  return after;
};

/** An invited user's new 7-day link, mailed; the old link is dead (one token per email). */
export const resendInvitation = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireUserAdmin(ctx);
  const before = await lockUser(ctx, who, id, version);
  allow(before, who, 'RESEND_INVITATION');
  const link = await setPasswordLink(ctx, before.email);
  await mailInvitation(ctx, who.tenantId, { email: before.email, name: before.name, as: invitedAs(before.roles), link });
  const after = await bump(ctx, who, before, 'invited_at = now(), invited_by = $3', [who.user.id]);
  await auditAs(ctx, who, { ...AUDIT, entityId: id, event: 'user.resendInvitation', before, after });
  return after;
};

/** The invitation's link dies; the account stays INVITED (docs/decisions.md) until a resend. */
export const revokeInvitation = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireUserAdmin(ctx);
  const before = await lockUser(ctx, who, id, version);
  allow(before, who, 'REVOKE_INVITATION');
  await dropPasswordLink(ctx, before.email);
  const after = await bump(ctx, who, before);
  await auditAs(ctx, who, { ...AUDIT, entityId: id, event: 'user.revokeInvitation', before, after });
  return after;
};

/** Mails the user forgot-password's 60-minute link, as if they had asked for it. */
export const sendPasswordReset = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireUserAdmin(ctx);
  const before = await lockUser(ctx, who, id, version);
  allow(before, who, 'SEND_PASSWORD_RESET');
  await queueMail(ctx.db, passwordResetMail(before.email, await passwordLink(ctx.db, ctx.config.appUrl, before.email)));
  const after = await bump(ctx, who, before);
  await auditAs(ctx, who, { ...AUDIT, entityId: id, event: 'user.sendPasswordReset', before, after });
  return after;
};
