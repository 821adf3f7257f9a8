/**
 * What the order and quote forms hold while being written: strings as typed, and references by local key, so a
 * removed vehicle or location never leaves an index pointing at the wrong row. `toInput` turns it into the
 * GraphQL input the shared zod schemas check.
 */
import type { DateDraft, LegDraft, NewPlace, OrderFormEvent, OrderFormState, VehicleDraft } from './formTypes';
import { NO_CONTACT } from '../../../domain/drafts';

const emptyVehicle = (key: string): VehicleDraft => ({
  key,
  vin: '',
  year: '',
  make: '',
  model: '',
  vehicleClass: '',
  fuelType: '',
  colour: '',
  plate: '',
  odometer: '',
  keys: '',
});

const emptyPlace = (): NewPlace => ({
  name: '',
  type: '',
  address1: '',
  city: '',
  county: '',
  stateProvince: '',
  postalCode: '',
  country: 'US',
  lat: '',
  lng: '',
  located: false,
});

const ASAP: DateDraft = { mode: 'ASAP', date: '' };

/** A new form: one blank vehicle, no places or legs yet. */
export const initialOrderForm = (): OrderFormState => ({
  clientId: '',
  customerId: '',
  referenceNumbers: [],
  vehicles: [emptyVehicle('v1')],
  locations: [],
  legs: [],
  notes: { general: '', specialInstructions: '' },
  extras: { storageDays: '', tagAndTitle: false, firstServiceCharge: false, discountPercent: '' },
  validUntil: '',
  nextKey: 2,
});

/** The legs of one vehicle, in chain order. */
export const legsOf = (state: OrderFormState, vehicleKey: string): LegDraft[] => state.legs.filter((leg) => leg.vehicleKey === vehicleKey);

const patchWhere = <T extends { key: string }>(items: T[], key: string, patch: Partial<NoInfer<T>>): T[] =>
  items.map((item) => (item.key === key ? { ...item, ...patch } : item));

export const orderFormReducer = (state: OrderFormState, event: OrderFormEvent): OrderFormState => {
  const key = (prefix: string) => `${prefix}${state.nextKey}`;
  const bumped = { nextKey: state.nextKey + 1 };
  switch (event.type) {
    case 'client.set':
      // A customer belongs to one client.
      return { ...state, clientId: event.clientId, customerId: event.clientId === state.clientId ? state.customerId : '' };
    case 'customer.set':
      return { ...state, customerId: event.customerId };
    case 'reference.add':
      return { ...state, referenceNumbers: [...state.referenceNumbers, ''] };
    case 'reference.set':
      return { ...state, referenceNumbers: state.referenceNumbers.map((value, index) => (index === event.index ? event.value : value)) };
    case 'reference.remove':
      return { ...state, referenceNumbers: state.referenceNumbers.filter((_, index) => index !== event.index) };
    case 'vehicle.add':
      return { ...state, ...bumped, vehicles: [...state.vehicles, emptyVehicle(key('v'))] };
    case 'vehicle.set':
      return { ...state, vehicles: patchWhere(state.vehicles, event.key, event.patch) };
    case 'vehicle.remove':
      return {
        ...state,
        vehicles: state.vehicles.filter((vehicle) => vehicle.key !== event.key),
        legs: state.legs.filter((leg) => leg.vehicleKey !== event.key),
      };
    case 'location.addSaved':
      return { ...state, ...bumped, locations: [...state.locations, { key: key('l'), kind: 'saved', saved: event.saved }] };
    case 'location.addNew':
      return { ...state, ...bumped, locations: [...state.locations, { key: key('l'), kind: 'new', ...emptyPlace() }] };
    case 'location.set':
      return {
        ...state,
        locations: state.locations.map((place) => (place.key === event.key && place.kind === 'new' ? { ...place, ...event.patch } : place)),
      };
    case 'location.remove':
      // Legs that used the place lose that end; the person picks another.
      return {
        ...state,
        locations: state.locations.filter((place) => place.key !== event.key),
        legs: state.legs.map((leg) => ({
          ...leg,
          originKey: leg.originKey === event.key ? '' : leg.originKey,
          destinationKey: leg.destinationKey === event.key ? '' : leg.destinationKey,
        })),
      };
    case 'leg.add': {
      const leg: LegDraft = {
        key: key('g'),
        vehicleKey: event.vehicleKey,
        originKey: '',
        destinationKey: '',
        transportMethod: '',
        pickup: ASAP,
        delivery: ASAP,
        pickupContact: NO_CONTACT,
        deliveryContact: NO_CONTACT,
      };
      return { ...state, ...bumped, legs: [...state.legs, leg] };
    }
    case 'leg.set':
      return { ...state, legs: patchWhere(state.legs, event.key, event.patch) };
    case 'leg.remove': {
      // Only a chain's last leg goes, so the chain never breaks in the middle.
      const leg = state.legs.find((item) => item.key === event.key);
      if (!leg || legsOf(state, leg.vehicleKey).at(-1)?.key !== leg.key) return state;
      return { ...state, legs: state.legs.filter((item) => item.key !== event.key) };
    }
    case 'notes.set':
      return { ...state, notes: { ...state.notes, ...event.patch } };
    case 'extras.set':
      return { ...state, extras: { ...state.extras, ...event.patch } };
    case 'validUntil.set':
      return { ...state, validUntil: event.value };
  }
};
