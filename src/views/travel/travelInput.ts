import type { TravelPurpose } from '@/generated/enums/TravelPurpose';
import { isoToZoned, zonedToIso } from '../../domain/dates';
import { majorText, minorOf } from '../../domain/moneyInput';
import type { TravelLeg } from './LegsPicker';
import type { ZonedTime } from './ZonedTimeField';

/** What a flight's and a rental's forms share: the driver, why, the legs, the cost and the notes. */
export type BookingFormValues = {
  driverId: string;
  driverName: string;
  purpose: TravelPurpose;
  confirmationCode: string;
  cost: string;
  notes: string;
};

export type FlightFormValues = BookingFormValues & { airline: string; flightNumber: string; fromAirport: string; toAirport: string };
export type RentalFormValues = BookingFormValues & { company: string; pickupPlace: string; returnPlace: string };

type StoredBooking = {
  driver?: { id: string; fullName: string } | null;
  purpose: TravelPurpose;
  confirmationCode?: string | null;
  cost: number;
  notes?: string | null;
  legs: readonly TravelLeg[];
};
export type StoredFlight = StoredBooking & {
  airline: string;
  flightNumber: string;
  fromAirport: string;
  toAirport: string;
  departsAt: string;
  departureTimeZone: string;
  arrivesAt: string;
  arrivalTimeZone: string;
};
export type StoredRental = StoredBooking & {
  company: string;
  pickupPlace: string;
  pickupAt: string;
  pickupTimeZone: string;
  returnPlace: string;
  returnAt: string;
  returnTimeZone: string;
};

const bookingValues = (stored?: StoredBooking): BookingFormValues => ({
  driverId: stored?.driver?.id ?? '',
  driverName: stored?.driver?.fullName ?? '',
  purpose: stored?.purpose ?? 'TO_PICKUP',
  confirmationCode: stored?.confirmationCode ?? '',
  cost: majorText(stored?.cost),
  notes: stored?.notes ?? '',
});

export const zonedOf = (iso: string | undefined, zone: string): ZonedTime => ({
  ...(iso ? isoToZoned(iso, zone) : { day: '', time: '' }),
  zone,
});

/** The instant a typed day and time make in their zone; '' when nothing is typed, text the schema refuses when not one. */
export const instantOf = (value: ZonedTime): string => {
  if (!value.day && !value.time) return '';
  return zonedToIso(value.day, value.time, value.zone) ?? 'not a date';
};

export const flightFormValues = (stored?: StoredFlight): FlightFormValues => ({
  ...bookingValues(stored),
  airline: stored?.airline ?? '',
  flightNumber: stored?.flightNumber ?? '',
  fromAirport: stored?.fromAirport ?? '',
  toAirport: stored?.toAirport ?? '',
});

export const rentalFormValues = (stored?: StoredRental): RentalFormValues => ({
  ...bookingValues(stored),
  company: stored?.company ?? '',
  pickupPlace: stored?.pickupPlace ?? '',
  returnPlace: stored?.returnPlace ?? '',
});

const bookingInput = (values: BookingFormValues, legs: readonly TravelLeg[]) => ({
  driverId: values.driverId,
  purpose: values.purpose,
  confirmationCode: values.confirmationCode,
  cost: minorOf(values.cost),
  notes: values.notes,
  legIds: legs.map((leg) => leg.id),
});

/** What the shared schema (and DriverFlightInput) takes. */
export const flightInputOf = (values: FlightFormValues, times: { departs: ZonedTime; arrives: ZonedTime }, legs: readonly TravelLeg[]) => ({
  ...bookingInput(values, legs),
  airline: values.airline,
  flightNumber: values.flightNumber,
  fromAirport: values.fromAirport,
  toAirport: values.toAirport,
  departsAt: instantOf(times.departs),
  departureTimeZone: times.departs.zone,
  arrivesAt: instantOf(times.arrives),
  arrivalTimeZone: times.arrives.zone,
});

export const rentalInputOf = (values: RentalFormValues, times: { pickup: ZonedTime; return: ZonedTime }, legs: readonly TravelLeg[]) => ({
  ...bookingInput(values, legs),
  company: values.company,
  pickupPlace: values.pickupPlace,
  pickupAt: instantOf(times.pickup),
  pickupTimeZone: times.pickup.zone,
  returnPlace: values.returnPlace,
  returnAt: instantOf(times.return),
  returnTimeZone: times.return.zone,
});
