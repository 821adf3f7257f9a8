import type { QueryIftaDecalsArgs, QueryTransportPlatesArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { badUserInput } from '../errors';
import { ListQuery } from '../graphql/listQuery';
import { DECAL_SELECT, type IftaDecalRow, PLATE_SELECT, type TransportPlateRow } from './safety.rows';

/** /safety/ifta-stickers: a year's decals (number order), by status, a search over number and unit. */
export const listDecals = (db: Queryable, tenantId: string, args: QueryIftaDecalsArgs) => {
  if (args.year !== undefined && args.year !== null && (args.year < 2000 || args.year > 2100))
    throw badUserInput({ year: ['Give a year from 2000 to 2100.'] });
  return ListQuery.live('dc', tenantId)
    .equals('dc.year', args.year)
    .anyOf('dc.status', args.status)
    .search(args.search, [
      "(dc.number || ' ' || coalesce((SELECT u.unit_number FROM units u WHERE u.tenant_id = dc.tenant_id AND u.id = dc.unit_id), ''))",
    ])
    .page<IftaDecalRow>(db, { select: DECAL_SELECT, from: 'ifta_decals dc', orderBy: 'dc.year DESC, dc.number ASC, dc.id ASC' }, args);
};

/** /safety/transport-plates: MISSING first, then by state and number; by status, driver, a search over number. */
export const listPlates = (db: Queryable, tenantId: string, args: QueryTransportPlatesArgs) => {
  return ListQuery.live('tp', tenantId)
    .anyOf('tp.status', args.status)
    .id(
      args.driverId,
      'driverId',
      'The selected driver is invalid.',
      (p) =>
        `EXISTS (SELECT 1 FROM transport_plate_assignments pa WHERE pa.tenant_id = tp.tenant_id AND pa.plate_id = tp.id AND pa.driver_id = ${p})`,
    )
    .search(args.search, ["(tp.state || ' ' || tp.number)"])
    .page<TransportPlateRow>(
      db,
      {
        select: PLATE_SELECT,
        from: 'transport_plates tp',
        orderBy: "(tp.status = 'MISSING') DESC, tp.state ASC, tp.number ASC, tp.id ASC",
      },
      args,
    );
};
