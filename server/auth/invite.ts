import { auditAs } from '../audit';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput } from '../errors';
import { queueMail } from '../mail/mailer';
import { invitationMail } from '../mail/messages';
import { hashPassword } from './passwords';
import { randomToken, sha256 } from './tokens';

/**
 * Inviting a person (kit): an account with an unusable random password, whose mail carries a single-use set-password
 * link (password_reset_tokens, /password-reset/:token, as forgot-password makes one) valid INVITATION_DAYS. The
 * carriers' invitations (a driver, a trucking company's user) and the admin's (/admin/users/create) both go through it.
 */

export const INVITATION_DAYS = 7;

type Inviter = { tenantId: string; user: { id: string } };

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * A new account for `email` (INVITED until they choose a password: password_set_at stays NULL), its contact row and its
 * audit row (`user.invite`). A taken email (a closed account keeps its email; a racing invite) is `taken` on `field`.
 */
export const createInvitedUser = async (
  ctx: GraphQLContext,
  who: Inviter,
  invitee: { email: string; name: string; field: string; taken: string },
): Promise<string> => {
  const { email, name } = invitee;
  // Nobody knows this password: the person chooses theirs from the mailed link. The link reaches only the mailbox,
  // so the address counts as verified (GraphQL refuses unverified users).
  const passwordHash = await hashPassword(randomToken(32));
  const { rows } = await ctx.db
    .query<{ id: string }>(
      `INSERT INTO users (email, name, password_hash, email_verified_at, password_set_at, invited_at, invited_by)
       VALUES ($1, $2, $3, now(), NULL, now(), $4) RETURNING id`,
      [email, name, passwordHash, who.user.id],
    )
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? badUserInput({ [invitee.field]: [invitee.taken] }) : error;
    });
  const id = rows[0].id;
  const [firstName, ...rest] = name.split(' ');
  await ctx.db.query('INSERT INTO user_contacts (user_id, first_name, last_name, email) VALUES ($1, $2, $3, $4)', [
    id,
    firstName,
    rest.join(' ') || null,
    email,
  ]);
  await auditAs(ctx, who, { entityKind: 'Users', entityId: id, action: 'CREATED', event: 'user.invite', after: { name, email } });
  return id;
};

/**
 * A set-password link for `email`, replacing any earlier one (one token per email: the old link is dead): valid
 * `days` (an invitation's INVITATION_DAYS), or with no days forgot-password's 60 minutes (server/http/auth.routes.ts).
 */
export const passwordLink = async (db: Queryable, appUrl: string, email: string, days: number | null = null): Promise<string> => {
  const token = randomToken(32);
  await db.query(
    `INSERT INTO password_reset_tokens (email, token_hash, created_at, expires_at)
     VALUES (lower($1), $2, now(), now() + make_interval(days => $3::int))
     ON CONFLICT (email) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now(), expires_at = EXCLUDED.expires_at`,
    [email, sha256(token), days],
  );
  return `${appUrl}/password-reset/${token}?email=${encodeURIComponent(email)}`;
};

/** An invitation's set-password link (INVITATION_DAYS). */
export const setPasswordLink = (ctx: GraphQLContext, email: string) => passwordLink(ctx.db, ctx.config.appUrl, email, INVITATION_DAYS);

/** Kills the email's set-password link, if any. */
export const dropPasswordLink = (ctx: GraphQLContext, email: string) =>
  ctx.db.query('DELETE FROM password_reset_tokens WHERE email = lower($1)', [email]);

/** Queues the invitation mail: with the set-password link for a new account, else a note that access was given. */
export const mailInvitation = async (
  ctx: GraphQLContext,
  tenantId: string,
  to: { email: string; name: string; as: string; link: string | null },
) => {
  const { rows } = await ctx.db.query<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [tenantId]);
  await queueMail(
    ctx.db,
    invitationMail(to.email, {
      name: to.name,
      as: to.as,
      tenant: rows[0]?.name ?? 'Legwork',
      link: to.link,
      days: INVITATION_DAYS,
      appUrl: ctx.config.appUrl,
    }),
  );
};
