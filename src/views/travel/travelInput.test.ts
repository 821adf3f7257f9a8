import { describe, expect, it } from 'vitest';
import { driverFlightInputSchema } from '../../domain/schemas/travel';
import { flightFormValues, flightInputOf, instantOf, zonedOf } from './travelInput';

describe('the flight form', () => {
  it('turns a local day and time in the airport zone into an instant, and back', () => {
    expect(instantOf({ day: '2027-03-15', time: '09:00', zone: 'America/New_York' })).toBe('2027-03-15T13:00:00.000Z');
    expect(zonedOf('2027-03-15T15:30:00.000Z', 'America/Chicago')).toEqual({ day: '2027-03-15', time: '10:30', zone: 'America/Chicago' });
    expect(instantOf({ day: '', time: '', zone: 'America/Denver' })).toBe('');
  });

  it('sends what the shared schema takes: the cost in cents, the legs by id', () => {
    const values = {
      ...flightFormValues(),
      driverId: '7f1c2a52-3f7e-4d2a-9a41-0c6b0c8f5e11',
      airline: 'Delta',
      flightNumber: 'DL 1845',
      fromAirport: 'atl',
      toAirport: 'dfw',
      cost: '245.80',
    };
    const input = flightInputOf(
      values,
      {
        departs: { day: '2027-03-15', time: '09:00', zone: 'America/New_York' },
        arrives: { day: '2027-03-15', time: '10:30', zone: 'America/Chicago' },
      },
      [{ id: '0b9a7c36-0c52-4c1a-9f5e-7d2f0f6f1a20', number: 'O-100042-1', status: 'CLEARED_FOR_DISPATCH' }],
    );
    expect(driverFlightInputSchema.parse(input)).toMatchObject({
      cost: 24_580,
      flightNumber: 'DL1845',
      legIds: ['0b9a7c36-0c52-4c1a-9f5e-7d2f0f6f1a20'],
    });
  });

  it('leaves a blank cost for the schema to call required', () => {
    const result = driverFlightInputSchema.safeParse(
      flightInputOf(flightFormValues(), { departs: zonedOf(undefined, 'UTC'), arrives: zonedOf(undefined, 'UTC') }, []),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'cost')?.message).toBe('The cost field is required.');
  });
});
