/** The shapes of the order and quote forms' state and the events that change it (see formState.ts). */
import type { DateMode, FuelType, LocationType, TransportMethod, VehicleClass, VehicleColour } from '@/generated/graphql';

export type VehicleDraft = {
  key: string;
  vin: string;
  year: string;
  make: string;
  model: string;
  vehicleClass: VehicleClass | '';
  fuelType: FuelType | '';
  colour: VehicleColour | '';
  plate: string;
  odometer: string;
  keys: string;
};

export type SavedPlace = { id: string; name: string; address1: string; city: string; stateProvince: string; postalCode: string };

export type NewPlace = {
  name: string;
  type: LocationType | '';
  address1: string;
  city: string;
  county: string;
  stateProvince: string;
  postalCode: string;
  country: 'US' | 'CA';
  lat: string;
  lng: string;
  /** City, state and coordinates came from the postal code. */
  located: boolean;
};

export type LocationDraft = { key: string; kind: 'saved'; saved: SavedPlace } | ({ key: string; kind: 'new' } & NewPlace);

export type DateDraft = { mode: DateMode; date: string };

/** A leg's origin is stored on the first leg of a vehicle only; later legs start where the previous one ends. */
export type LegDraft = {
  key: string;
  vehicleKey: string;
  originKey: string;
  destinationKey: string;
  transportMethod: TransportMethod | '';
  pickup: DateDraft;
  delivery: DateDraft;
};

export type ExtrasDraft = { storageDays: string; tagAndTitle: boolean; firstServiceCharge: boolean; discountPercent: string };

export type OrderFormState = {
  clientId: string;
  customerId: string;
  referenceNumbers: string[];
  vehicles: VehicleDraft[];
  locations: LocationDraft[];
  legs: LegDraft[];
  notes: { general: string; specialInstructions: string };
  extras: ExtrasDraft;
  validUntil: string;
  nextKey: number;
};

export type OrderFormEvent =
  | { type: 'client.set'; clientId: string }
  | { type: 'customer.set'; customerId: string }
  | { type: 'reference.add' }
  | { type: 'reference.set'; index: number; value: string }
  | { type: 'reference.remove'; index: number }
  | { type: 'vehicle.add' }
  | { type: 'vehicle.set'; key: string; patch: Partial<Omit<VehicleDraft, 'key'>> }
  | { type: 'vehicle.remove'; key: string }
  | { type: 'location.addSaved'; saved: SavedPlace }
  | { type: 'location.addNew' }
  | { type: 'location.set'; key: string; patch: Partial<NewPlace> }
  | { type: 'location.remove'; key: string }
  | { type: 'leg.add'; vehicleKey: string }
  | { type: 'leg.set'; key: string; patch: Partial<Omit<LegDraft, 'key' | 'vehicleKey'>> }
  | { type: 'leg.remove'; key: string }
  | { type: 'notes.set'; patch: Partial<OrderFormState['notes']> }
  | { type: 'extras.set'; patch: Partial<ExtrasDraft> }
  | { type: 'validUntil.set'; value: string };
