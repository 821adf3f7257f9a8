import { type Actor, checkId, requireEditor } from '../auth/actors';
import { type GraphQLContext, requireTenant } from '../graphql/context';
import { badUserInput, forbidden, notFound } from '../errors';
import { requirePortal } from '../portal/portal.public';

/** Who imports: a staff member who may create orders, or a client's portal user for one of their clients. */
export type Importer = Actor & { portal: boolean; clientIds: readonly string[] };

export const requireImporter = async (ctx: GraphQLContext): Promise<Importer> => {
  const { user } = requireTenant(ctx);
  if (!user.portal) return { ...requireEditor(ctx), portal: false, clientIds: [] };
  const actor = await requirePortal(ctx);
  if (actor.scope.clientIds.length === 0) throw forbidden('Spreadsheet import is for client accounts: ask your client to import.');
  return { tenantId: actor.tenantId, user: actor.user, portal: true, clientIds: actor.scope.clientIds };
};

/**
 * The client an import is for: a portal user's own (the only one, or the one named), a staff member's when named (its
 * rows may then leave the client column blank) or none (each row names its client). Another tenant's or client's
 * client is NOT_FOUND.
 */
export const importClient = async (
  ctx: GraphQLContext,
  importer: Importer,
  clientId: string | null | undefined,
): Promise<string | null> => {
  if (!clientId) {
    if (!importer.portal) return null;
    if (importer.clientIds.length === 1) return importer.clientIds[0];
    throw badUserInput({ clientId: ['Choose the client the orders are for.'] });
  }
  const id = checkId(clientId, 'Client');
  if (importer.portal && !importer.clientIds.includes(id)) throw notFound('Client');
  const { rows } = await ctx.db.query('SELECT 1 FROM clients WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL', [
    importer.tenantId,
    id,
  ]);
  if (rows.length === 0) throw notFound('Client');
  return id;
};
