import { truckingCompanyUserSchema } from '../../src/domain/schemas/carriers';
import { auditWrite, lockRow, writeColumns } from '../records/writes';
import { badUserInput, isUuid, validate } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { requireCarrierEditor } from './carriers.access';
import { dropEmptyMembership, inviteUser, userByEmail } from './carriers.invite';
import type { TruckingCompanyRow } from './carriers.rows';
import { TRUCKING_COMPANIES } from './carriers.trucking';

/**
 * A trucking company's users (its dispatchers): linked, they read only the company's legs and drivers (migration 010's
 * carrier scope); they hold no staff role. Adding invites like inviteDriver; removing ends what they read at once.
 */

export const addTruckingCompanyUser = async (
  ctx: GraphQLContext,
  companyId: string,
  version: number,
  email: string,
  name: string | null | undefined,
): Promise<TruckingCompanyRow> => {
  const who = requireCarrierEditor(ctx);
  const company = await lockRow<TruckingCompanyRow>(ctx, who.tenantId, TRUCKING_COMPANIES, companyId, version);
  const data = validate(truckingCompanyUserSchema, { email, name });
  const existing = await userByEmail(ctx, data.email);
  if (existing) {
    const { rows } = await ctx.db.query(
      'SELECT 1 FROM trucking_company_users WHERE tenant_id = $1 AND trucking_company_id = $2 AND user_id = $3',
      [who.tenantId, companyId, existing.id],
    );
    if (rows.length > 0) throw badUserInput({ email: ['This user is already linked to the trucking company.'] });
  }
  const { user, created } = await inviteUser(ctx, who, {
    email: data.email,
    name: data.name,
    role: null,
    as: `a user of ${company.displayName}`,
    field: 'email',
  });
  await ctx.db.query('INSERT INTO trucking_company_users (tenant_id, trucking_company_id, user_id) VALUES ($1, $2, $3)', [
    who.tenantId,
    companyId,
    user.id,
  ]);
  await auditWrite(ctx, who, TRUCKING_COMPANIES, 'addUser', companyId, { after: { userId: user.id, email: user.email, newUser: created } });
  return writeColumns<TruckingCompanyRow>(ctx, who.tenantId, TRUCKING_COMPANIES, company, {});
};

export const removeTruckingCompanyUser = async (
  ctx: GraphQLContext,
  companyId: string,
  version: number,
  userId: string,
): Promise<TruckingCompanyRow> => {
  const who = requireCarrierEditor(ctx);
  const company = await lockRow<TruckingCompanyRow>(ctx, who.tenantId, TRUCKING_COMPANIES, companyId, version);
  const notLinked = badUserInput({ userId: ['The user is not linked to this trucking company.'] });
  if (!isUuid(userId)) throw notLinked;
  const { rows } = await ctx.db.query<{ email: string }>(
    `DELETE FROM trucking_company_users tu USING users u WHERE tu.tenant_id = $1 AND tu.trucking_company_id = $2 AND tu.user_id = $3
       AND u.id = tu.user_id RETURNING u.email`,
    [who.tenantId, companyId, userId],
  );
  if (rows.length === 0) throw notLinked;
  await dropEmptyMembership(ctx, who.tenantId, userId);
  await auditWrite(ctx, who, TRUCKING_COMPANIES, 'removeUser', companyId, { before: { userId, email: rows[0].email } });
  return writeColumns<TruckingCompanyRow>(ctx, who.tenantId, TRUCKING_COMPANIES, company, {});
};
