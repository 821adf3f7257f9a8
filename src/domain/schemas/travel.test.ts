import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';
import { driverFlightInputSchema, driverRentalInputSchema } from './travel';

const DRIVER = '7f1c2a52-3f7e-4d2a-9a41-0c6b0c8f5e11';
const flight = {
  driverId: DRIVER,
  purpose: 'TO_PICKUP',
  airline: 'United',
  flightNumber: 'ua 57',
  fromAirport: 'ewr',
  toAirport: 'SFO',
  departsAt: '2026-04-01T08:00:00-04:00',
  departureTimeZone: 'America/New_York',
  arrivesAt: '2026-04-01T11:30:00-07:00',
  arrivalTimeZone: 'America/Los_Angeles',
  cost: 41_000,
};
const errorsOf = (schema: typeof driverFlightInputSchema | typeof driverRentalInputSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the flight schema', () => {
  it('normalises codes and keeps the instants in UTC with their zones', () => {
    expect(driverFlightInputSchema.parse(flight)).toMatchObject({
      flightNumber: 'UA57',
      fromAirport: 'EWR',
      departsAt: '2026-04-01T12:00:00.000Z',
      arrivesAt: '2026-04-01T18:30:00.000Z',
      legIds: [],
      notes: null,
    });
  });

  it('names every bad field', () => {
    expect(
      errorsOf(driverFlightInputSchema, {
        ...flight,
        fromAirport: 'NEWARK',
        toAirport: '',
        cost: 100_000_000,
        departureTimeZone: 'Mars/Base',
        flightNumber: 'United 57',
      }),
    ).toEqual({
      fromAirport: ['The departure airport must be a three-letter IATA airport code, e.g. DEN.'],
      toAirport: ['The arrival airport field is required.'],
      cost: ['The cost must be less than 1,000,000.00.'],
      departureTimeZone: ['The departure time zone must be a time zone name such as America/Denver.'],
      flightNumber: ['The flight number must be the airline code and number, e.g. AA1234.'],
    });
  });

  it('wants the arrival after the departure and two different airports', () => {
    expect(errorsOf(driverFlightInputSchema, { ...flight, toAirport: 'EWR', arrivesAt: flight.departsAt })).toEqual({
      toAirport: ['The arrival airport must differ from the departure airport.'],
      arrivesAt: ['The arrival must be after the departure.'],
    });
  });
});

describe('the rental schema', () => {
  const rental = {
    driverId: DRIVER,
    purpose: 'RETURN_HOME',
    company: 'Avis',
    pickupPlace: 'SFO',
    pickupAt: '2026-04-02T09:00:00-07:00',
    pickupTimeZone: 'America/Los_Angeles',
    returnPlace: 'EWR',
    returnAt: '2026-04-05T09:00:00-04:00',
    returnTimeZone: 'America/New_York',
    cost: 0,
  };
  it('takes a one-way rental across zones', () => {
    expect(driverRentalInputSchema.parse(rental)).toMatchObject({
      pickupAt: '2026-04-02T16:00:00.000Z',
      returnAt: '2026-04-05T13:00:00.000Z',
      cost: 0,
    });
  });
  it('wants the return after the pickup and at most 20 legs', () => {
    expect(errorsOf(driverRentalInputSchema, { ...rental, returnAt: '2026-04-02T08:00:00-07:00' })).toEqual({
      returnAt: ['The return must be after the pickup.'],
    });
    expect(errorsOf(driverRentalInputSchema, { ...rental, legIds: Array.from({ length: 21 }, () => DRIVER) })).toEqual({
      legIds: ['At most 20 legs.'],
    });
  });
});
