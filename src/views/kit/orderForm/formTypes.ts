/** The shapes of the order and quote forms' state and the events that change it (see formState.ts). */
import type { ContactDraft, DateDraft, NewPlace, SavedPlace, VehicleDraft } from '../../../domain/drafts';
import type { TransportMethod } from '@/generated/enums/TransportMethod';

export type { ContactDraft, DateDraft, NewPlace, SavedPlace, VehicleDraft };

export type LocationDraft = { key: string; kind: 'saved'; saved: SavedPlace } | ({ key: string; kind: 'new' } & NewPlace);

/** A leg's origin is stored on the first leg of a vehicle only; later legs start where the previous one ends. */
export type LegDraft = {
  key: string;
  vehicleKey: string;
  originKey: string;
  destinationKey: string;
  transportMethod: TransportMethod | '';
  pickup: DateDraft;
  delivery: DateDraft;
  /** Whom the driver calls at the pickup and at the delivery of this leg. */
  pickupContact: ContactDraft;
  deliveryContact: ContactDraft;
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
