import type { QueryDriverFlightsArgs, QueryDriverRentalsArgs } from '../../src/generated/resolvers';
import { dayArg, dayRange, tenantZone } from '../records/days';
import type { Queryable } from '../db/database';
import { ListQuery } from '../graphql/listQuery';
import { type BookingKind, type DriverFlightRow, type DriverRentalRow, FLIGHTS, RENTALS } from './travel.rows';

type ListArgs = QueryDriverFlightsArgs | QueryDriverRentalsArgs;

const DRIVER_NAME = (a: string) =>
  `coalesce((SELECT d.first_name || ' ' || d.last_name FROM drivers d WHERE d.tenant_id = ${a}.tenant_id AND d.id = ${a}.driver_id), '')`;

const SEARCH: Record<'f' | 'r', string[]> = {
  f: [
    `(f.airline || ' ' || f.flight_number || ' ' || f.from_airport || ' ' || f.to_airport || ' ' || coalesce(f.confirmation_code, ''))`,
    DRIVER_NAME('f'),
  ],
  r: [`(r.company || ' ' || r.pickup_place || ' ' || r.return_place || ' ' || coalesce(r.confirmation_code, ''))`, DRIVER_NAME('r')],
};

/** The day a list filters by: a flight's departure, a rental's pickup (the tenant's days). */
const WHEN: Record<'f' | 'r', string> = { f: 'f.departs_at', r: 'r.pickup_at' };

/**
 * /dispatch/flights and /dispatch/rentals: soonest last (newest departure or pickup first); by driver, a day range and
 * a search over the booking's words and the driver's name; cancelled ones only when asked. `totalCost` sums every live
 * match (all pages). Row-level security leaves a carrier its own drivers' bookings.
 */
const listBookings = async <T extends DriverFlightRow | DriverRentalRow>(
  db: Queryable,
  tenantId: string,
  kind: BookingKind,
  args: ListArgs,
) => {
  const a = kind.alias;
  const q = new ListQuery(tenantId, [`${a}.tenant_id = $1`]);
  if (!args.includeCancelled) q.where(`${a}.cancelled_at IS NULL`);
  q.id(args.driverId, 'driverId', 'The selected driver is invalid.', (p) => `${a}.driver_id = ${p}`);
  const from = dayArg(args.from, 'from');
  const to = dayArg(args.to, 'to');
  q.conditions.push(...dayRange(WHEN[a], from, to, from || to ? await tenantZone(db, tenantId) : '', q.params));
  q.search(args.search, SEARCH[a]);
  const page = await q.page<T>(db, { select: kind.select, from: `${kind.table} ${a}`, orderBy: `${WHEN[a]} DESC, ${a}.id DESC` }, args);
  const { rows } = await db.query<{ total: number }>(
    `SELECT coalesce(sum(${a}.cost) FILTER (WHERE ${a}.cancelled_at IS NULL), 0)::float8 AS total FROM ${kind.table} ${a} WHERE ${q.whereSql}`,
    q.params,
  );
  return { ...page, totalCost: rows[0]?.total ?? 0 };
};

export const listFlights = (db: Queryable, tenantId: string, args: QueryDriverFlightsArgs) =>
  listBookings<DriverFlightRow>(db, tenantId, FLIGHTS, args);
export const listRentals = (db: Queryable, tenantId: string, args: QueryDriverRentalsArgs) =>
  listBookings<DriverRentalRow>(db, tenantId, RENTALS, args);
