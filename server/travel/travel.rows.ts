import type { ReimbursementStatus, TravelExpenseKind, TravelPurpose } from '../../src/generated/enums';
import type { Queryable } from '../db/database';

// A driver's flights and rental cars as the SELECT lists below produce them (camelCase; money in minor units),
// mapped onto DriverFlight and DriverRental by codegen.

type Booking = {
  id: string;
  tenantId: string;
  driverId: string;
  purpose: TravelPurpose;
  confirmationCode: string | null;
  cost: number;
  expenseKind: TravelExpenseKind;
  reimbursementStatus: ReimbursementStatus;
  notes: string | null;
  createdBy: string | null;
  cancelledAt: Date | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type DriverFlightRow = Booking & {
  airline: string;
  flightNumber: string;
  fromAirport: string;
  toAirport: string;
  departsAt: Date;
  departureTimeZone: string;
  arrivesAt: Date;
  arrivalTimeZone: string;
};

export type DriverRentalRow = Booking & {
  company: string;
  pickupPlace: string;
  pickupAt: Date;
  pickupTimeZone: string;
  returnPlace: string;
  returnAt: Date;
  returnTimeZone: string;
};

const bookingSelect = (a: string) => `${a}.id, ${a}.tenant_id AS "tenantId", ${a}.driver_id AS "driverId", ${a}.purpose,
  ${a}.confirmation_code AS "confirmationCode", ${a}.cost, ${a}.expense_kind AS "expenseKind",
  ${a}.reimbursement_status AS "reimbursementStatus", ${a}.notes, ${a}.created_by AS "createdBy", ${a}.cancelled_at AS "cancelledAt",
  ${a}.cancelled_by AS "cancelledBy", ${a}.cancel_reason AS "cancelReason", ${a}.version, ${a}.created_at AS "createdAt",
  ${a}.updated_at AS "updatedAt"`;

export const FLIGHT_SELECT = `${bookingSelect('f')}, f.airline, f.flight_number AS "flightNumber", f.from_airport AS "fromAirport",
  f.to_airport AS "toAirport", f.departs_at AS "departsAt", f.departure_time_zone AS "departureTimeZone", f.arrives_at AS "arrivesAt",
  f.arrival_time_zone AS "arrivalTimeZone"`;

export const RENTAL_SELECT = `${bookingSelect('r')}, r.company, r.pickup_place AS "pickupPlace", r.pickup_at AS "pickupAt",
  r.pickup_time_zone AS "pickupTimeZone", r.return_place AS "returnPlace", r.return_at AS "returnAt",
  r.return_time_zone AS "returnTimeZone"`;

/** The two kinds of booking: their table, alias, link table, media owner kind and the words of their errors and audit rows. */
export type BookingKind = {
  table: 'driver_flights' | 'driver_rentals';
  alias: 'f' | 'r';
  select: string;
  links: { table: 'driver_flight_legs' | 'driver_rental_legs'; column: 'flight_id' | 'rental_id' };
  ownerKind: 'DriverFlight' | 'DriverRental';
  what: string;
  kind: string;
  noun: string;
};

export const FLIGHTS: BookingKind = {
  table: 'driver_flights',
  alias: 'f',
  select: FLIGHT_SELECT,
  links: { table: 'driver_flight_legs', column: 'flight_id' },
  ownerKind: 'DriverFlight',
  what: 'Flight',
  kind: 'Driver flights',
  noun: 'driverFlight',
};
export const RENTALS: BookingKind = {
  table: 'driver_rentals',
  alias: 'r',
  select: RENTAL_SELECT,
  links: { table: 'driver_rental_legs', column: 'rental_id' },
  ownerKind: 'DriverRental',
  what: 'Rental',
  kind: 'Driver rentals',
  noun: 'driverRental',
};

/** One booking as the caller's row-level security shows it (cancelled ones included), locked when a write follows. */
export const findBooking = async <T extends DriverFlightRow | DriverRentalRow>(
  db: Queryable,
  kind: BookingKind,
  id: string,
  lock = false,
): Promise<T | null> => {
  const { rows } = await db.query<T>(
    `SELECT ${kind.select} FROM ${kind.table} ${kind.alias} WHERE ${kind.alias}.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};
