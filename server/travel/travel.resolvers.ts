import type { Resolvers } from '../../src/generated/resolvers';
import { accountLoaders } from '../account/account.loaders';
import { carrierLoaders } from '../carriers/carriers.loaders';
import { isUuid, notFound } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { maybe } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import type { OrderLegRow } from '../orders/orders.rows';
import { requireTravelReader } from './travel.access';
import { cancelBooking, createBooking, updateBooking, uploadReceipt } from './travel.bookings';
import { listFlights, listRentals } from './travel.lists';
import { travelLoaders } from './travel.loaders';
import { type BookingKind, type DriverFlightRow, type DriverRentalRow, FLIGHTS, findBooking, RENTALS } from './travel.rows';

const userName = async (ctx: GraphQLContext, id: string | null) =>
  (await maybe(id, (userId) => accountLoaders(ctx).userNameById.load(userId)))?.name ?? null;

/** The legs a booking serves that the reader sees (a driver sees only their own legs). */
const legsOf = async (ctx: GraphQLContext, links: { id: string }[]): Promise<OrderLegRow[]> =>
  (await Promise.all(links.map((link) => orderLoaders(ctx).orderLegById.load(link.id)))).flatMap((rows) => rows.slice(0, 1));

const one = async <T extends DriverFlightRow | DriverRentalRow>(ctx: GraphQLContext, kind: BookingKind, id: string) => {
  await requireTravelReader(ctx);
  const row = isUuid(id) ? await findBooking<T>(ctx.db, kind, id) : null;
  if (!row) throw notFound(kind.what);
  return row;
};

/**
 * A driver's flights and rental cars (travel.graphql). Reads: dispatch, accounting and ADMIN, and a carrier its own
 * drivers' (travel.access.ts); writes: dispatch and ADMIN. Another tenant's id is NOT_FOUND (row-level security);
 * every write and its audit row share the request's transaction.
 */
export const travelResolvers: Resolvers = {
  Query: {
    driverFlights: async (_parent, args, ctx) => listFlights(ctx.db, (await requireTravelReader(ctx)).tenantId, args),
    driverFlight: (_parent, { id }, ctx) => one<DriverFlightRow>(ctx, FLIGHTS, id),
    driverRentals: async (_parent, args, ctx) => listRentals(ctx.db, (await requireTravelReader(ctx)).tenantId, args),
    driverRental: (_parent, { id }, ctx) => one<DriverRentalRow>(ctx, RENTALS, id),
  },
  Mutation: {
    createDriverFlight: (_parent, { input }, ctx) => createBooking<DriverFlightRow>(ctx, FLIGHTS, input),
    updateDriverFlight: (_parent, { id, version, input }, ctx) => updateBooking<DriverFlightRow>(ctx, FLIGHTS, id, version, input),
    cancelDriverFlight: (_parent, { id, version, reason }, ctx) => cancelBooking<DriverFlightRow>(ctx, FLIGHTS, id, version, reason),
    uploadDriverFlightReceipt: (_parent, { flightId, file }, ctx) => uploadReceipt(ctx, FLIGHTS, flightId, file),
    createDriverRental: (_parent, { input }, ctx) => createBooking<DriverRentalRow>(ctx, RENTALS, input),
    updateDriverRental: (_parent, { id, version, input }, ctx) => updateBooking<DriverRentalRow>(ctx, RENTALS, id, version, input),
    cancelDriverRental: (_parent, { id, version, reason }, ctx) => cancelBooking<DriverRentalRow>(ctx, RENTALS, id, version, reason),
    uploadDriverRentalReceipt: (_parent, { rentalId, file }, ctx) => uploadReceipt(ctx, RENTALS, rentalId, file),
  },
  DriverFlight: {
    driver: (flight, _args, ctx) => maybe(flight.driverId, (id) => carrierLoaders(ctx).driverById.load(id)),
    legs: async (flight, _args, ctx) => legsOf(ctx, await travelLoaders(ctx).legIdsByFlight.load(flight.id)),
    receipts: (flight, _args, ctx) => travelLoaders(ctx).receiptsByFlight.load(flight.id),
    createdByName: (flight, _args, ctx) => userName(ctx, flight.createdBy),
    activity: (flight, _args, ctx) => travelLoaders(ctx).activityByFlight.load(flight.id),
  },
  DriverRental: {
    driver: (rental, _args, ctx) => maybe(rental.driverId, (id) => carrierLoaders(ctx).driverById.load(id)),
    legs: async (rental, _args, ctx) => legsOf(ctx, await travelLoaders(ctx).legIdsByRental.load(rental.id)),
    receipts: (rental, _args, ctx) => travelLoaders(ctx).receiptsByRental.load(rental.id),
    createdByName: (rental, _args, ctx) => userName(ctx, rental.createdBy),
    activity: (rental, _args, ctx) => travelLoaders(ctx).activityByRental.load(rental.id),
  },
};
