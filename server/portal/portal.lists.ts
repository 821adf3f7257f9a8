import { isCalendarDay } from '../../src/domain/dates';
import type { OrderWhere, QueryPortalLocationsArgs, QueryPortalOrdersArgs, QueryPortalQuotesArgs } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, isUuid } from '../errors';
import { MAX_PER_PAGE } from '../graphql/paginate';
import { type LocationRow, LOCATION_SELECT } from '../directory/directory.rows';
import { type OrderLegRow, LEG_SELECT } from '../orders/orders.rows';
import { containsPattern } from '../graphql/where';
import { listOrders } from '../orders/orders.public';
import { listQuotes } from '../quotes/quotes.public';
import type { PortalActor, PortalScope } from './portal.access';

// The lists name the user's scope in their own conditions as well: row-level security alone would make PostgreSQL
// walk the whole tenant's index and drop other clients' rows one by one, where `client_id = ANY(…)` reads only theirs.

/** Lighthouse `IN` takes at most 100 values; a larger scope is left to row-level security alone. */
const IN_LIMIT = 100;

const scopeWhere = <C extends string>(scope: PortalScope, clientColumn: C, customerColumn: C) => {
  const parts = [
    ...(scope.clientIds.length > 0 ? [{ column: clientColumn, operator: 'IN' as const, value: scope.clientIds }] : []),
    ...(scope.customerIds.length > 0 ? [{ column: customerColumn, operator: 'IN' as const, value: scope.customerIds }] : []),
  ];
  if (scope.clientIds.length > IN_LIMIT || scope.customerIds.length > IN_LIMIT) return [];
  return parts.length > 0 ? [{ OR: parts }] : [];
};

const MAX_TIME = Date.parse('9999-12-31T23:59:59.999Z');

/** A YYYY-MM-DD argument as the UTC midnight starting it, `days` later; BAD_USER_INPUT on the argument otherwise. */
const dayStart = (value: string, field: string, days = 0): string => {
  const time = isCalendarDay(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time)) throw badUserInput({ [field]: ['Must be a date (YYYY-MM-DD).'] });
  // The day after 9999-12-31 has a five-digit year PostgreSQL does not read: its last instant bounds every stored time.
  return new Date(Math.min(time + days * 86_400_000, MAX_TIME)).toISOString();
};

const idFilter = (value: string | null | undefined, field: string) => {
  if (value === null || value === undefined || value === '') return null;
  if (!isUuid(value)) throw badUserInput({ [field]: ['Must be an id.'] });
  return value;
};

/** portalOrders: the staff list's filters, sorting and paginator (status included), inside the user's scope. */
export const listPortalOrders = (ctx: GraphQLContext, actor: PortalActor, args: QueryPortalOrdersArgs) => {
  const clientId = idFilter(args.clientId, 'clientId');
  const customerId = idFilter(args.customerId, 'customerId');
  const conditions: OrderWhere[] = [
    ...scopeWhere(actor.scope, 'CLIENT_ID', 'CUSTOMER_ID'),
    ...(clientId ? [{ column: 'CLIENT_ID' as const, value: clientId }] : []),
    ...(customerId ? [{ column: 'CUSTOMER_ID' as const, value: customerId }] : []),
    ...(args.from ? [{ column: 'CREATED_AT' as const, operator: 'GTE' as const, value: dayStart(args.from, 'from') }] : []),
    // `to` is a whole day: everything before the next midnight.
    ...(args.to ? [{ column: 'CREATED_AT' as const, operator: 'LT' as const, value: dayStart(args.to, 'to', 1) }] : []),
  ];
  return listOrders(ctx.db, actor.tenantId, {
    first: args.first,
    page: args.page,
    status: args.status,
    search: args.search,
    orderBy: args.orderBy,
    where: conditions.length > 0 ? { AND: conditions } : null,
  });
};

export const listPortalQuotes = (ctx: GraphQLContext, actor: PortalActor, args: QueryPortalQuotesArgs) => {
  const scope = scopeWhere(actor.scope, 'CLIENT_ID', 'CUSTOMER_ID');
  return listQuotes(ctx.db, actor.tenantId, {
    first: args.first,
    page: args.page,
    status: args.status,
    search: args.search,
    where: scope.length > 0 ? scope[0] : null,
  });
};

const clamp = (first: number | null | undefined, fallback: number) => Math.min(Math.max(1, Math.trunc(first ?? fallback)), MAX_PER_PAGE);

/** The order number in a leg number (`O-100042-2` → `O-100042`); any other text as it is. */
const orderPart = (text: string) => text.replace(/^(.*\d)-\d{1,3}$/, '$1');

/**
 * Legs whose number (and so its order's), VIN or order reference number contains the text, latest first. The orders
 * come first, found by their search text (number, references, VINs; a leg number's `-2` suffix is not in it), then
 * their legs and vehicles one by one (fenced like home.ts's): a portal user's leg or vehicle costs a row-level
 * security lookup, so never a scan of the tenant's legs or vehicles.
 */
const searchLegs = async (ctx: GraphQLContext, actor: PortalActor, text: string, first: number) => {
  const { rows } = await ctx.db.query<OrderLegRow>(
    `SELECT ${LEG_SELECT} FROM orders o
     CROSS JOIN LATERAL (SELECT * FROM order_legs l0 WHERE l0.tenant_id = o.tenant_id AND l0.order_id = o.id OFFSET 0) l
     LEFT JOIN LATERAL (SELECT v0.vin FROM vehicles v0 WHERE v0.tenant_id = l.tenant_id AND v0.id = l.vehicle_id OFFSET 0) v ON true
     WHERE o.tenant_id = $1 AND o.deleted_at IS NULL AND (o.client_id = ANY ($2::uuid[]) OR o.customer_id = ANY ($3::uuid[]))
       AND o.search_text ILIKE $5 AND l.deleted_at IS NULL
       AND (l.number ILIKE $4 OR v.vin ILIKE $4 OR EXISTS (SELECT 1 FROM unnest(o.reference_numbers) r (ref) WHERE r.ref ILIKE $4))
     ORDER BY l.updated_at DESC, l.id DESC LIMIT $6`,
    [actor.tenantId, actor.scope.clientIds, actor.scope.customerIds, containsPattern(text), containsPattern(orderPart(text)), first],
  );
  return rows;
};

/** portalSearch: at most `first` orders, legs and quotes each; an empty query finds nothing. */
export const portalSearch = async (ctx: GraphQLContext, actor: PortalActor, query: string, firstArg: number | null | undefined) => {
  const text = query.trim();
  if (!text) return { orders: [], legs: [], quotes: [] };
  const first = clamp(firstArg, 10);
  const orders = await listPortalOrders(ctx, actor, { search: text, first, page: 1 });
  const legs = await searchLegs(ctx, actor, text, first);
  const quotes = await listPortalQuotes(ctx, actor, { search: text, first, page: 1 });
  return { orders: orders.data, legs, quotes: quotes.data };
};

/** portalLocations: the saved (live) locations of the user's clients and customers, by name. */
export const portalLocations = async (ctx: GraphQLContext, actor: PortalActor, args: QueryPortalLocationsArgs) => {
  const text = args.search?.trim() || null;
  const { rows } = await ctx.db.query<LocationRow>(
    `SELECT ${LOCATION_SELECT} FROM locations loc
     WHERE loc.tenant_id = $1 AND loc.deleted_at IS NULL AND (loc.client_id = ANY ($2::uuid[]) OR loc.customer_id = ANY ($3::uuid[]))
       AND ($4::text IS NULL OR loc.name || ' ' || loc.address1 || ' ' || loc.city || ' ' || loc.postal_code ILIKE $4)
     ORDER BY loc.name, loc.id LIMIT $5`,
    [actor.tenantId, actor.scope.clientIds, actor.scope.customerIds, text ? containsPattern(text) : null, clamp(args.first, 50)],
  );
  return rows;
};
