import { describe, expect, it } from 'vitest';
import { orderInputSchema, quoteInputSchema } from '../../../domain/schemas/orders';
import { fieldErrors } from '../../../domain/schemas/fieldErrors';
import { initialOrderForm, orderFormReducer } from './formState';
import type { OrderFormEvent, OrderFormState } from './formTypes';
import { formChecks, legIndexOf, originKeyOf, placeLabel, placeLetter, toOrderInput, toQuoteInput } from './toInput';

const CLIENT = '00000000-0000-4000-8000-000000000001';
const SAVED_A = '00000000-0000-4000-8000-00000000000a';
const SAVED_C = '00000000-0000-4000-8000-00000000000c';

const run = (events: OrderFormEvent[], from: OrderFormState = initialOrderForm()) => events.reduce(orderFormReducer, from);

const saved = (id: string, name: string) => ({
  id,
  name,
  address1: '1 Main St',
  city: 'Baltimore',
  stateProvince: 'MD',
  postalCode: '21222',
});

/** Two vehicles; places A (saved), B (new), C (saved); vehicle 1 goes A→B→C, vehicle 2 goes A→C. */
const twoVehiclesThreeLegs = (): OrderFormState => {
  let state = run([
    { type: 'client.set', clientId: CLIENT },
    { type: 'vehicle.set', key: 'v1', patch: { vin: '1HGCM82633A004352' } },
    { type: 'vehicle.add' },
    { type: 'location.addSaved', saved: saved(SAVED_A, 'Port') },
    { type: 'location.addNew' },
    { type: 'location.addSaved', saved: saved(SAVED_C, 'Dealer') },
  ]);
  const [v1, v2] = state.vehicles.map((vehicle) => vehicle.key);
  const [a, b, c] = state.locations.map((place) => place.key);
  state = run(
    [
      { type: 'vehicle.set', key: v2, patch: { year: '2020', make: 'Ford', model: 'F-150' } },
      {
        type: 'location.set',
        key: b,
        patch: { name: 'Hub', type: 'HUB', address1: '7466 New Ridge Rd', city: 'Hanover', stateProvince: 'MD', postalCode: '21076' },
      },
      { type: 'leg.add', vehicleKey: v1 },
      // Vehicle 2's leg is added between vehicle 1's two legs: the input still groups them by vehicle.
      { type: 'leg.add', vehicleKey: v2 },
      { type: 'leg.add', vehicleKey: v1 },
    ],
    state,
  );
  const [g1, g2, g3] = state.legs.map((leg) => leg.key);
  return run(
    [
      { type: 'leg.set', key: g1, patch: { originKey: a, destinationKey: b, transportMethod: 'TRUCKED' } },
      { type: 'leg.set', key: g2, patch: { originKey: a, destinationKey: c, transportMethod: 'DRIVEN' } },
      {
        type: 'leg.set',
        key: g3,
        patch: { destinationKey: c, transportMethod: 'CLIENT_IN', delivery: { mode: 'BEFORE', date: '2030-01-31' } },
      },
    ],
    state,
  );
};

describe('the order form state', () => {
  it('chains a vehicle’s legs: a later leg starts where the previous one ends', () => {
    const state = twoVehiclesThreeLegs();
    const [first, , third] = state.legs;
    expect(originKeyOf(state, third)).toBe(first.destinationKey);
    expect(placeLabel(state, originKeyOf(state, third))).toBe('B · Hub (Hanover, MD)');
  });

  it('builds an input the shared order schema accepts, legs grouped by vehicle, new places by index', () => {
    const state = twoVehiclesThreeLegs();
    const parsed = orderInputSchema.parse(toOrderInput(state));
    expect(parsed.vehicles.map((vehicle) => vehicle.vin)).toEqual(['1HGCM82633A004352', null]);
    expect(parsed.locations).toHaveLength(1);
    expect(parsed.legs.map((leg) => [leg.vehicleRef, leg.originRef, leg.destinationRef, leg.transportMethod])).toEqual([
      [0, { locationId: SAVED_A, index: null }, { locationId: null, index: 0 }, 'TRUCKED'],
      [0, { locationId: null, index: 0 }, { locationId: SAVED_C, index: null }, 'CLIENT_IN'],
      [1, { locationId: SAVED_A, index: null }, { locationId: SAVED_C, index: null }, 'DRIVEN'],
    ]);
    expect(parsed.legs[1].requestedDelivery).toEqual({ mode: 'BEFORE', date: '2030-01-31' });
    expect(legIndexOf(state, state.legs[1].key)).toBe(2);
  });

  it('reports problems under the same dotted keys the server uses', () => {
    let state = twoVehiclesThreeLegs();
    state = run([{ type: 'leg.set', key: state.legs[1].key, patch: { destinationKey: '', pickup: { mode: 'ON', date: '' } } }], state);
    const result = quoteInputSchema.safeParse(toQuoteInput(state));
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrors(result.error);
    expect(errors['legs.2.destinationRef']).toEqual(['The destination field is required.']);
    expect(errors['legs.2.requestedPickup.date']).toEqual(['The pickup date is required unless it is ASAP.']);
  });

  it('keeps days within 1900–2100', () => {
    const state = twoVehiclesThreeLegs();
    const far = run([{ type: 'leg.set', key: state.legs[0].key, patch: { pickup: { mode: 'AFTER', date: '2190-01-01' } } }], state);
    expect(formChecks(far)).toEqual({ 'legs.0.requestedPickup.date': ['Pick a day between 1900 and 2100.'] });
    expect(formChecks(state)).toEqual({});
  });

  it('removes only the last leg of a chain, and a removed place leaves the legs that used it without that end', () => {
    const state = twoVehiclesThreeLegs();
    expect(run([{ type: 'leg.remove', key: state.legs[0].key }], state).legs).toHaveLength(3);
    expect(run([{ type: 'leg.remove', key: state.legs[2].key }], state).legs).toHaveLength(2);
    const withoutB = run([{ type: 'location.remove', key: state.locations[1].key }], state);
    expect(withoutB.legs[0].destinationKey).toBe('');
    expect(originKeyOf(withoutB, withoutB.legs[2])).toBe('');
  });

  it('drops a removed vehicle’s legs, and a new client drops the old client’s customer', () => {
    const state = run([{ type: 'customer.set', customerId: 'x' }], twoVehiclesThreeLegs());
    const oneVehicle = run([{ type: 'vehicle.remove', key: state.vehicles[0].key }], state);
    expect(oneVehicle.legs.map((leg) => leg.transportMethod)).toEqual(['DRIVEN']);
    expect(run([{ type: 'client.set', clientId: CLIENT }], state).customerId).toBe('x');
    expect(run([{ type: 'client.set', clientId: 'other' }], state).customerId).toBe('');
  });

  it('letters places like spreadsheet columns', () => {
    expect([0, 1, 25, 26, 27].map(placeLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });
});
