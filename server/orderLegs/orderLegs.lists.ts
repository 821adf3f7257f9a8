import type { QueryOrderLegsArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { paginate } from '../graphql/paginate';
import { buildWhere, containsPattern, sortSql, trashedCondition } from '../graphql/where';
import { LEG_SELECT, type OrderLegRow } from '../orders/orders.rows';
import { LEG_SORT, LEG_WHERE } from './orderLegs.columns';
import { anyTagCondition } from '../hubsAndTags/hubsAndTags.public';
import { accountManagerCondition } from '../records/accountManagers';

/**
 * Query.orderLegs: the search matches the leg number or its vehicle's VIN; `tagIds` keeps the legs carrying any of
 * them; `accountManager` the legs of an account manager's clients (`userId` is whose accounts ME keeps).
 */
export const listOrderLegs = (db: Queryable, tenantId: string, args: QueryOrderLegsArgs, userId: string | null = null) => {
  const params: unknown[] = [tenantId];
  const conditions = ['l.tenant_id = $1', trashedCondition(args.trashed, 'l.deleted_at')];
  conditions.push(buildWhere(args.where, LEG_WHERE, params));
  if (args.status && args.status.length > 0) {
    params.push(args.status);
    conditions.push(`l.status = ANY($${params.length}::text[])`);
  }
  const search = args.search?.trim();
  if (search) {
    params.push(containsPattern(search));
    const p = `$${params.length}`;
    conditions.push(
      `(l.number ILIKE ${p} OR EXISTS (SELECT 1 FROM vehicles v WHERE v.tenant_id = l.tenant_id AND v.id = l.vehicle_id AND v.vin ILIKE ${p}))`,
    );
  }
  const tagged = anyTagCondition('leg', 'l', args.tagIds, params);
  if (tagged) conditions.push(tagged);
  const managed = accountManagerCondition(
    args.accountManager,
    userId,
    '(SELECT lo.client_id FROM orders lo WHERE lo.tenant_id = l.tenant_id AND lo.id = l.order_id)',
    params,
  );
  if (managed) conditions.push(managed);
  return paginate<OrderLegRow>(db, {
    select: LEG_SELECT,
    from: 'order_legs l',
    where: conditions.filter((c) => c !== 'TRUE').join(' AND '),
    params,
    orderBy: sortSql(args.orderBy, LEG_SORT, 'l.created_at DESC', 'l.id DESC'),
    first: args.first ?? 25,
    page: args.page ?? 1,
  });
};
