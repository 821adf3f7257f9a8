import { inviteDriverSchema } from '../../src/domain/schemas/carriers';
import { auditWrite, lockRow, writeColumns } from '../records/writes';
import { badUserInput, validate } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { requireCarrierEditor } from './carriers.access';
import { DRIVERS } from './carriers.drivers';
import { inviteUser, userByEmail } from './carriers.invite';
import type { DriverRow } from './carriers.rows';

/**
 * inviteDriver: a driver may exist before they have a login; inviting links one
 * (docs/decisions.md#pay-invitations-company-users-and-units-issue-14-the-rest).
 * The user with the email gets the DRIVER role and this tenant, or is created with them and mailed a set-password link.
 */
export const inviteDriver = async (
  ctx: GraphQLContext,
  id: string,
  version: number,
  email: string | null | undefined,
): Promise<DriverRow> => {
  const who = requireCarrierEditor(ctx);
  const before = await lockRow<DriverRow>(ctx, who.tenantId, DRIVERS, id, version);
  const data = validate(inviteDriverSchema, { email });
  if (before.userId) throw badUserInput({ id: ['The driver already has a login.'] });
  const address = data.email ?? before.email;
  if (!address) throw badUserInput({ email: ['The driver has no email on file: give the email to invite.'] });
  const existing = await userByEmail(ctx, address);
  if (existing) {
    // The unique (tenant_id, user_id) key counts deleted drivers too: ask the same of every row.
    const { rows } = await ctx.db.query<{ name: string }>(
      `SELECT first_name || ' ' || last_name AS name FROM drivers WHERE tenant_id = $1 AND user_id = $2`,
      [who.tenantId, existing.id],
    );
    if (rows[0]) throw badUserInput({ email: [`This user is already linked to the driver ${rows[0].name}.`] });
  }
  const { user, created } = await inviteUser(ctx, who, {
    email: address,
    name: `${before.firstName} ${before.lastName}`,
    role: 'DRIVER',
    as: 'a driver',
    field: 'email',
  });
  const after = await writeColumns<DriverRow>(ctx, who.tenantId, DRIVERS, before, { user_id: user.id });
  await auditWrite(ctx, who, DRIVERS, 'invite', id, {
    before: { userId: null },
    after: { userId: user.id, email: user.email, newUser: created },
  });
  return after;
};
