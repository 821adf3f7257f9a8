import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { fieldErrors } from './fieldErrors';
import {
  legInputSchema,
  locationInputSchema,
  newRequestSchemas,
  orderInputSchema,
  PAST_PICKUP_MESSAGE,
  quoteInputSchema,
  vehicleInputSchema,
} from './orders';

const CLIENT = '2b0c2f0e-7d3a-4c55-9a43-6a1d5b2d9c01';
const SAVED = '3f1c9a52-7d4e-4b8a-9c61-2e5f0d7a8b93';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const vehicle = { vin: '1HGCM82633A004352', year: 2003, make: 'Honda', model: 'Accord' };
const location = {
  name: 'Northwind Motors',
  type: 'COMMERCIAL',
  address1: '9560 Wilshire Blvd',
  city: 'Beverly Hills',
  stateProvince: 'CA',
  postalCode: '90210',
};
const leg = (over: Record<string, unknown> = {}) => ({
  vehicleRef: 0,
  originRef: { locationId: SAVED },
  destinationRef: { index: 0 },
  transportMethod: 'DRIVEN',
  requestedPickup: { mode: 'ASAP' },
  requestedDelivery: { mode: 'BEFORE', date: '2024-03-20' },
  ...over,
});
const order = (over: Record<string, unknown> = {}) => ({
  clientId: CLIENT,
  vehicles: [vehicle],
  locations: [location],
  legs: [leg()],
  ...over,
});

describe('vehicleInputSchema', () => {
  it('parses a vehicle, normalising the VIN and filling defaults', () => {
    expect(vehicleInputSchema.parse({ ...vehicle, vin: ' 1hgcm82633a004352 ', odometer: 120000, keys: 2, colour: 'SILVER' })).toEqual({
      id: null,
      vin: '1HGCM82633A004352',
      vinConfirmed: false,
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      colour: 'SILVER',
      fuelType: 'UNKNOWN',
      transmission: 'UNKNOWN',
      vehicleClass: null,
      plate: null,
      plateState: null,
      odometer: 120000,
      keys: 2,
    });
  });

  it('takes GraphQL nulls and an empty VIN as absent', () => {
    expect(vehicleInputSchema.parse({ ...vehicle, vin: '', colour: null, fuelType: null, odometer: null })).toMatchObject({
      vin: null,
      colour: null,
      fuelType: 'UNKNOWN',
      odometer: null,
    });
  });

  it('rejects a VIN with a wrong check digit, with the reason', () => {
    expect(errorsOf(vehicleInputSchema, { ...vehicle, vin: '5YJ3E1EA7KF317000' })).toEqual({
      vin: ['The VIN check digit (position 9) should be 2, not 7: a character is probably mistyped.'],
    });
  });

  it('checks the year, counts and enums', () => {
    expect(errorsOf(vehicleInputSchema, { ...vehicle, year: 1899, odometer: -1, keys: 1.5, colour: 'PINK', fuelType: 'PETROL' })).toEqual({
      year: ['The year must be between 1900 and 2100.'],
      odometer: ['The odometer must be at least 0.'],
      keys: ['The keys must be an integer.'],
      colour: ['The selected colour is invalid.'],
      fuelType: ['The selected fuel type is invalid.'],
    });
  });

  it('needs a make and model only when there is no VIN and no existing vehicle', () => {
    expect(errorsOf(vehicleInputSchema, { year: 2020 })).toEqual({
      make: ['The make field is required when there is no VIN.'],
      model: ['The model field is required when there is no VIN.'],
    });
    expect(vehicleInputSchema.safeParse({ vin: '1HGCM82633A004352' }).success).toBe(true);
    expect(vehicleInputSchema.safeParse({ id: SAVED }).success).toBe(true);
  });
});

describe('locationInputSchema', () => {
  it('parses a location, defaulting the country to US', () => {
    expect(locationInputSchema.parse(location)).toEqual({
      ...location,
      address2: null,
      county: null,
      country: 'US',
      lat: null,
      lng: null,
      contactName: null,
      contactPhone: null,
      hours: null,
    });
  });

  it('requires the address fields, Laravel style', () => {
    expect(errorsOf(locationInputSchema, { type: 'HUB', address1: ' ', city: '', stateProvince: 'CA' })).toEqual({
      name: ['The name field is required.'],
      address1: ['The address field is required.'],
      city: ['The city field is required.'],
      postalCode: ['The postal code field is required.'],
    });
  });

  it('checks the postal code for the country, and the coordinates', () => {
    expect(errorsOf(locationInputSchema, { ...location, postalCode: 'M5V 3L9' })).toEqual({
      postalCode: ['The postal code must be a ZIP code (12345 or 12345-6789).'],
    });
    expect(locationInputSchema.parse({ ...location, country: 'ca', postalCode: 'm5v 3l9', lat: 43.64, lng: -79.39 })).toMatchObject({
      country: 'CA',
      postalCode: 'M5V 3L9',
    });
    expect(errorsOf(locationInputSchema, { ...location, country: 'MX', lat: 91, lng: 0 })).toEqual({
      country: ['The selected country is invalid.'],
      lat: ['The latitude must be between -90 and 90.'],
    });
    expect(errorsOf(locationInputSchema, { ...location, lat: 34 })).toEqual({
      lng: ['Give both the latitude and the longitude, or neither.'],
    });
  });
});

describe('legInputSchema', () => {
  it('parses a leg, with ASAP needing no date', () => {
    expect(legInputSchema.parse(leg({ requestedPickup: { mode: 'ASAP', date: '2024-03-01' } }))).toEqual({
      vehicleRef: 0,
      originRef: { locationId: SAVED, index: null },
      destinationRef: { locationId: null, index: 0 },
      transportMethod: 'DRIVEN',
      requestedPickup: { mode: 'ASAP', date: null },
      requestedDelivery: { mode: 'BEFORE', date: '2024-03-20' },
      notes: null,
      pickupContact: null,
      deliveryContact: null,
    });
  });

  it('needs a date unless ASAP, and a real date', () => {
    expect(
      errorsOf(legInputSchema, leg({ requestedPickup: { mode: 'ON' }, requestedDelivery: { mode: 'BEFORE', date: '2024-02-30' } })),
    ).toEqual({
      'requestedPickup.date': ['The pickup date is required unless it is ASAP.'],
      'requestedDelivery.date': ['The delivery date must be a date (YYYY-MM-DD).'],
    });
  });

  it('refuses a delivery due before the pickup can happen', () => {
    const late = { requestedPickup: { mode: 'AFTER', date: '2024-03-21' } };
    expect(errorsOf(legInputSchema, leg(late))).toEqual({
      'requestedDelivery.date': ['The delivery date may not be before the pickup date.'],
    });
    // "Pick up before the 21st, deliver after the 20th" can both hold.
    expect(
      errorsOf(
        legInputSchema,
        leg({ requestedPickup: { mode: 'BEFORE', date: '2024-03-21' }, requestedDelivery: { mode: 'AFTER', date: '2024-03-20' } }),
      ),
    ).toEqual({});
  });

  it('needs exactly one of locationId and index, and two different ends', () => {
    expect(errorsOf(legInputSchema, leg({ originRef: { locationId: SAVED, index: 0 }, destinationRef: {} }))).toEqual({
      originRef: ['The origin must be a saved location or one of the new locations.'],
      destinationRef: ['The destination must be a saved location or one of the new locations.'],
    });
    expect(errorsOf(legInputSchema, leg({ originRef: { locationId: 'nope' } }))).toEqual({
      'originRef.locationId': ['The origin must be a valid id.'],
    });
    expect(errorsOf(legInputSchema, leg({ originRef: { index: 0, locationId: null } }))).toEqual({
      destinationRef: ['The destination must differ from the origin.'],
    });
  });
});

describe('orderInputSchema', () => {
  it('parses an order with its defaults', () => {
    expect(orderInputSchema.parse(order())).toMatchObject({
      clientId: CLIENT,
      customerId: null,
      referenceNumbers: [],
      tagIds: [],
      notes: { general: null, specialInstructions: null },
    });
  });

  it('needs a client, a vehicle and a leg, and caps the lists', () => {
    expect(errorsOf(orderInputSchema, { vehicles: [], legs: [], referenceNumbers: Array(11).fill('PO-1') })).toEqual({
      clientId: ['The client field is required.'],
      referenceNumbers: ['No more than 10 reference numbers.'],
      vehicles: ['Add at least one vehicle.'],
      legs: ['Add at least one leg.'],
    });
    expect(errorsOf(orderInputSchema, order({ vehicles: Array(21).fill(vehicle), legs: [leg()] }))).toEqual({
      vehicles: ['No more than 20 vehicles on one order.'],
    });
  });

  it('reports errors deep in the lists under dotted keys', () => {
    expect(
      errorsOf(
        orderInputSchema,
        order({ vehicles: [vehicle, { ...vehicle, vin: '1HGCM82643A004352' }], locations: [{ ...location, city: '' }] }),
      ),
    ).toEqual({
      'vehicles.1.vin': ['The VIN check digit (position 9) should be 3, not 4: a character is probably mistyped.'],
      'locations.0.city': ['The city field is required.'],
    });
  });

  it('checks references against the order’s vehicles and new locations', () => {
    expect(errorsOf(orderInputSchema, order({ legs: [leg({ vehicleRef: 1, destinationRef: { index: 1 } })] }))).toEqual({
      'legs.0.vehicleRef': ['The selected vehicle is invalid.'],
      'legs.0.destinationRef': ['The selected location is invalid.'],
    });
  });

  it('chains each vehicle’s legs: the next starts where the last ended', () => {
    const second = { ...location, name: 'Hub', type: 'HUB', postalCode: '85001', city: 'Phoenix', stateProvince: 'AZ' };
    const chained = order({
      vehicles: [vehicle, { make: 'Ford', model: 'F-150' }],
      locations: [location, second],
      legs: [
        leg({ vehicleRef: 0, originRef: { locationId: SAVED }, destinationRef: { index: 0 } }),
        leg({ vehicleRef: 1, originRef: { locationId: SAVED }, destinationRef: { index: 1 } }),
        leg({ vehicleRef: 0, originRef: { index: 0 }, destinationRef: { index: 1 } }),
        leg({ vehicleRef: 1, originRef: { index: 0 }, destinationRef: { locationId: SAVED } }),
      ],
    });
    expect(errorsOf(orderInputSchema, chained)).toEqual({
      'legs.3.originRef': ['Must start where the previous leg of this vehicle ends.'],
    });
  });
});

describe('quoteInputSchema', () => {
  it('adds validUntil and the extras asked for', () => {
    expect(quoteInputSchema.parse(order({ validUntil: '2024-03-15', extras: { storageDays: 3, tagAndTitle: true } }))).toMatchObject({
      validUntil: '2024-03-15',
      extras: { storageDays: 3, tagAndTitle: true, firstServiceCharge: false, discountPercent: null },
    });
    expect(quoteInputSchema.parse(order())).toMatchObject({
      validUntil: null,
      extras: { storageDays: null, tagAndTitle: false, firstServiceCharge: false, discountPercent: null },
    });
  });

  it('checks the extras and the chain as orders do', () => {
    expect(
      errorsOf(
        quoteInputSchema,
        order({
          validUntil: 'soon',
          extras: { storageDays: -1, discountPercent: 120 },
          legs: [leg(), leg({ originRef: { locationId: SAVED } })],
        }),
      ),
    ).toEqual({
      validUntil: ['The valid until must be a date (YYYY-MM-DD).'],
      'extras.storageDays': ['The storage days must be between 0 and 3650.'],
      'extras.discountPercent': ['The discount must be between 0 and 100.'],
      'legs.1.originRef': ['Must start where the previous leg of this vehicle ends.'],
    });
  });
});

describe('newRequestSchemas (no pickup before the tenant’s today)', () => {
  const { leg: newLeg, order: newOrder, quote: newQuote } = newRequestSchemas('2026-11-24');
  const dated = (date: string, mode = 'ON') => leg({ requestedPickup: { mode, date }, requestedDelivery: { mode: 'ASAP' } });

  it('refuses a pickup before today with one clear message, on the pickup date', () => {
    expect(errorsOf(newLeg, dated('2026-11-23'))).toEqual({ 'requestedPickup.date': ["Pickup can't be in the past"] });
    expect(errorsOf(newLeg, dated('2026-11-20', 'BEFORE'))).toEqual({ 'requestedPickup.date': [PAST_PICKUP_MESSAGE] });
    expect(errorsOf(newOrder, order({ legs: [dated('2020-01-01')] }))).toEqual({ 'legs.0.requestedPickup.date': [PAST_PICKUP_MESSAGE] });
    expect(errorsOf(newQuote, order({ legs: [dated('2020-01-01')] }))).toEqual({ 'legs.0.requestedPickup.date': [PAST_PICKUP_MESSAGE] });
  });

  it('takes today, a later day and ASAP; a delivery day is not the pickup rule’s', () => {
    expect(errorsOf(newLeg, dated('2026-11-24'))).toEqual({});
    expect(errorsOf(newLeg, dated('2027-01-05'))).toEqual({});
    expect(errorsOf(newLeg, leg({ requestedPickup: { mode: 'ASAP' }, requestedDelivery: { mode: 'AFTER', date: '2026-11-30' } }))).toEqual(
      {},
    );
  });

  it('leaves a stored request alone: the plain schemas have no clock', () => {
    expect(errorsOf(orderInputSchema, order({ legs: [dated('2020-01-01')] }))).toEqual({});
  });
});
