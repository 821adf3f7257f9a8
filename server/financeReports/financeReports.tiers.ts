import { rebateTiersSchema } from '../../src/domain/rebateTiers';
import { auditAs } from '../audit';
import { requireStaff, requireStaffWith } from '../auth/actors';
import { directoryLoaders } from '../directory/directory.loaders';
import { isUuid, notFound } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { defineLoaders } from '../graphql/loaders';
import { groupLoader } from '../graphql/groupLoader';
import { validateInput } from '../records/writes';

export type RebateTierRow = { minLegs: number; rateBp: number };

export const financeReportsLoaders = defineLoaders((db) => ({
  tiersByClient: groupLoader<RebateTierRow>(
    db,
    `SELECT t.client_id AS key, t.min_legs AS "minLegs", t.rate_bp AS "rateBp" FROM client_rebate_tiers t
     WHERE t.client_id = ANY($1::uuid[]) ORDER BY t.min_legs`,
  ),
}));

/** Client.rebateTiers: staff only (row-level security keeps portal sessions out of the table as well). */
export const clientRebateTiers = (client: { id: string }, ctx: GraphQLContext) => {
  requireStaff(ctx);
  return financeReportsLoaders(ctx).tiersByClient.load(client.id);
};

/** setClientRebateTiers (an admin's): the client's tiers replaced as a whole, with the before and after audited. */
export const setClientRebateTiers = async (ctx: GraphQLContext, clientId: string, input: unknown) => {
  const who = requireStaffWith(ctx, ['ADMIN']);
  if (!isUuid(clientId)) throw notFound('Client');
  const { rows: clients } = await ctx.db.query('SELECT 1 FROM clients WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL FOR UPDATE', [
    who.tenantId,
    clientId,
  ]);
  if (clients.length === 0) throw notFound('Client');
  const tiers = validateInput(rebateTiersSchema, input, 'tiers');
  const { rows: before } = await ctx.db.query<RebateTierRow>(
    'DELETE FROM client_rebate_tiers WHERE tenant_id = $1 AND client_id = $2 RETURNING min_legs AS "minLegs", rate_bp AS "rateBp"',
    [who.tenantId, clientId],
  );
  if (tiers.length > 0)
    await ctx.db.query(
      `INSERT INTO client_rebate_tiers (tenant_id, client_id, min_legs, rate_bp)
       SELECT $1, $2, t.min_legs, t.rate_bp FROM unnest($3::int[], $4::int[]) AS t (min_legs, rate_bp)`,
      [who.tenantId, clientId, tiers.map((tier) => tier.minLegs), tiers.map((tier) => tier.rateBp)],
    );
  await auditAs(ctx, who, {
    entityKind: 'ClientRebateTiers',
    entityId: clientId,
    action: 'UPDATED',
    event: 'clientRebateTiers.update',
    before: { tiers: before.sort((a, b) => a.minLegs - b.minLegs) },
    after: { tiers },
  });
  const client = await directoryLoaders(ctx).clientById.load(clientId);
  if (!client[0]) throw notFound('Client');
  return client[0];
};
