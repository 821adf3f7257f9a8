import { CARRIER_SEARCH_INDICES, PORTAL_SEARCH_INDICES, SEARCH_INDICES, type SearchIndex } from '../../src/domain/search';
import { isOperatorStaff } from '../../src/domain/roles';
import type { GraphQLContext } from '../graphql/context';
import { type KeyRestrictions, SEARCH_KEY_SECONDS } from './search.keys';

type ScopeRow = { carrier: boolean; clients: string[]; customers: string[]; drivers: string[]; companies: string[] };

const anyOf = (attribute: string, ids: readonly string[]) => ids.map((id) => `${attribute}:${id}`);

/**
 * What the signed-in user may search in the request's tenant, as the key's restrictions: the tenant always (the first
 * term: the endpoint reads the tenant from it), a portal user's clients and customers, a carrier's drivers and
 * companies, and the indices of its kind (src/domain/search.ts). Someone who is none of these, or who has no tenant
 * selected, gets no index. Row-level security applies the same scope again to every answer.
 */
export const searchScope = async (ctx: GraphQLContext): Promise<KeyRestrictions | null> => {
  const user = ctx.user;
  if (!user || !ctx.tenantId) return null;
  const validUntil = Math.floor(Date.now() / 1000) + SEARCH_KEY_SECONDS;
  const tenant = `tenantId:${ctx.tenantId}`;
  const base = { userToken: user.id, validUntil };
  if (isOperatorStaff(user) && !user.portal) return { ...base, filters: tenant, restrictIndices: SEARCH_INDICES };
  const { rows } = await ctx.db.query<ScopeRow>(
    `SELECT coalesce(app_is_carrier(), false) AS carrier, app_scope_client_ids()::text[] AS clients,
       app_scope_customer_ids()::text[] AS customers, app_carrier_driver_ids()::text[] AS drivers,
       app_carrier_company_ids()::text[] AS companies`,
  );
  const scope = rows[0];
  const restrict = (indices: readonly SearchIndex[], terms: string[]) => ({
    ...base,
    // An empty scope still names an attribute, which then matches nothing.
    filters: `${tenant} AND (${(terms.length > 0 ? terms : ['clientId:none']).join(' OR ')})`,
    restrictIndices: indices,
  });
  if (user.portal) return restrict(PORTAL_SEARCH_INDICES, [...anyOf('clientId', scope.clients), ...anyOf('customerId', scope.customers)]);
  if (scope.carrier)
    return restrict(CARRIER_SEARCH_INDICES, [...anyOf('driverIds', scope.drivers), ...anyOf('companyIds', scope.companies)]);
  return null;
};
