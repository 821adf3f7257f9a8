import { describe, expect, it } from 'vitest';
import { requestSummary, savedPlaceIds } from './requestSummary';

const SAVED = '33333333-3333-4333-8333-333333333333';

const request = {
  clientId: 'c1',
  referenceNumbers: ['PO-7'],
  vehicles: [{ vin: '1HGCM82633A004352', year: 2021, make: 'Honda', model: 'Accord' }, { id: 'v-9' }],
  locations: [{ name: 'Dealer B', type: 'COMMERCIAL', address1: '1 Main', city: 'Houston', stateProvince: 'TX', postalCode: '77001' }],
  legs: [
    {
      vehicleRef: 0,
      originRef: { locationId: SAVED },
      destinationRef: { index: 0 },
      transportMethod: 'TRUCKED',
      requestedPickup: { mode: 'ASAP' },
      requestedDelivery: { mode: 'BEFORE', date: '2025-04-01' },
    },
    {
      vehicleRef: 1,
      originRef: { locationId: SAVED },
      destinationRef: { index: 4 },
      transportMethod: 'HOVERCRAFT',
      requestedPickup: { mode: 'SOON' },
      requestedDelivery: null,
    },
  ],
  notes: { specialInstructions: 'Call before arrival' },
  extras: { storageDays: 3, tagAndTitle: true, firstServiceCharge: false, discountPercent: 0 },
};

describe('requestSummary', () => {
  it('reads vehicles, moves with their places and dates, references, extras and instructions', () => {
    expect(requestSummary(request)).toEqual({
      vehicles: ['2021 Honda Accord', 'A saved vehicle'],
      moves: [
        {
          vehicle: '2021 Honda Accord',
          from: { kind: 'saved', id: SAVED },
          to: { kind: 'new', name: 'Dealer B', city: 'Houston', stateProvince: 'TX' },
          method: 'TRUCKED',
          pickup: { mode: 'ASAP', date: null },
          delivery: { mode: 'BEFORE', date: '2025-04-01' },
        },
        {
          vehicle: 'A saved vehicle',
          from: { kind: 'saved', id: SAVED },
          to: { kind: 'unknown' },
          method: null,
          pickup: null,
          delivery: null,
        },
      ],
      referenceNumbers: ['PO-7'],
      extras: ['Storage, 3 days', 'Tag and title'],
      instructions: 'Call before arrival',
    });
  });

  it('lists each saved place once, for looking up its name', () => {
    expect(savedPlaceIds(requestSummary(request))).toEqual([SAVED]);
  });

  it('reads nothing out of something that is not a request', () => {
    const empty = { vehicles: [], moves: [], referenceNumbers: [], extras: [], instructions: null };
    expect(requestSummary(null)).toEqual(empty);
    expect(requestSummary('oops')).toEqual(empty);
    expect(requestSummary({ legs: 'x', vehicles: {} })).toEqual(empty);
  });
});
