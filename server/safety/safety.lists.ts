import type { QueryIftaDecalsArgs, QueryTransportPlatesArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { searchCondition } from '../graphql/where';
import { badUserInput, isUuid } from '../errors';
import { paginate } from '../graphql/paginate';
import { DECAL_SELECT, type IftaDecalRow, PLATE_SELECT, type TransportPlateRow } from './safety.rows';

/** /safety/ifta-stickers: a year's decals (number order), by status, a search over number and unit. */
export const listDecals = (db: Queryable, tenantId: string, args: QueryIftaDecalsArgs) => {
  const params: unknown[] = [tenantId];
  const conditions = ['dc.tenant_id = $1', 'dc.deleted_at IS NULL'];
  if (args.year !== undefined && args.year !== null) {
    if (args.year < 2000 || args.year > 2100) throw badUserInput({ year: ['Give a year from 2000 to 2100.'] });
    params.push(args.year);
    conditions.push(`dc.year = $${params.length}`);
  }
  if (args.status && args.status.length > 0) {
    params.push(args.status);
    conditions.push(`dc.status = ANY($${params.length}::text[])`);
  }
  conditions.push(
    searchCondition(
      args.search,
      ["(dc.number || ' ' || coalesce((SELECT u.unit_number FROM units u WHERE u.tenant_id = dc.tenant_id AND u.id = dc.unit_id), ''))"],
      params,
    ),
  );
  return paginate<IftaDecalRow>(db, {
    select: DECAL_SELECT,
    from: 'ifta_decals dc',
    where: conditions.join(' AND '),
    params,
    orderBy: 'dc.year DESC, dc.number ASC, dc.id ASC',
    first: args.first ?? 50,
    page: args.page ?? 1,
  });
};

/** /safety/transport-plates: MISSING first, then by state and number; by status, driver, a search over number. */
export const listPlates = (db: Queryable, tenantId: string, args: QueryTransportPlatesArgs) => {
  const params: unknown[] = [tenantId];
  const conditions = ['tp.tenant_id = $1', 'tp.deleted_at IS NULL'];
  if (args.status && args.status.length > 0) {
    params.push(args.status);
    conditions.push(`tp.status = ANY($${params.length}::text[])`);
  }
  if (args.driverId !== undefined && args.driverId !== null) {
    if (!isUuid(args.driverId)) throw badUserInput({ driverId: ['The selected driver is invalid.'] });
    params.push(args.driverId);
    conditions.push(
      `EXISTS (SELECT 1 FROM transport_plate_assignments pa WHERE pa.tenant_id = tp.tenant_id AND pa.plate_id = tp.id AND pa.driver_id = $${params.length})`,
    );
  }
  conditions.push(searchCondition(args.search, ["(tp.state || ' ' || tp.number)"], params));
  return paginate<TransportPlateRow>(db, {
    select: PLATE_SELECT,
    from: 'transport_plates tp',
    where: conditions.join(' AND '),
    params,
    orderBy: "(tp.status = 'MISSING') DESC, tp.state ASC, tp.number ASC, tp.id ASC",
    first: args.first ?? 50,
    page: args.page ?? 1,
  });
};
