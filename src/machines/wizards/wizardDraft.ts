/** A new wizard draft and the pure edits the wizard's events make to it. */
import { type ContactDraft, NO_CONTACT } from '../../domain/drafts';
import { MAX_VEHICLES } from '../../domain/schemas/orders';
import type {
  AddressDraft,
  DateDraft,
  PlaceDraft,
  PlaceEnd,
  SavedPlace,
  ServiceDraft,
  VehicleDraft,
  WizardAccount,
  WizardDraft,
} from './wizardTypes';

export const emptyVehicle = (key: string): VehicleDraft => ({
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

export const emptyAddress = (): AddressDraft => ({
  name: '',
  type: 'COMMERCIAL',
  address1: '',
  address2: '',
  city: '',
  county: '',
  stateProvince: '',
  postalCode: '',
  country: 'US',
  lat: '',
  lng: '',
  located: false,
  contactName: '',
  contactPhone: '',
  hours: '',
});

const ASAP: DateDraft = { mode: 'ASAP', date: '' };

/** A blank draft; with a single account to act for, it is chosen already (nothing to ask). */
export const initialDraft = (accounts: readonly WizardAccount[]): WizardDraft => ({
  accountKey: accounts.length === 1 ? accounts[0].key : '',
  vehicles: [emptyVehicle('v1')],
  pickup: { source: 'saved', saved: null, address: emptyAddress(), contact: NO_CONTACT },
  delivery: { source: 'saved', saved: null, address: emptyAddress(), contact: NO_CONTACT },
  dates: { pickup: ASAP, delivery: ASAP },
  service: { transportMethod: '', tagAndTitle: false, storageDays: '', specialInstructions: '', reference: '' },
  nextKey: 2,
});

export type DraftEdit =
  | { type: 'account.choose'; accountKey: string }
  | { type: 'vehicle.add' }
  | { type: 'vehicle.set'; key: string; patch: Partial<Omit<VehicleDraft, 'key'>> }
  | { type: 'vehicle.remove'; key: string }
  | { type: 'place.source'; end: PlaceEnd; source: PlaceDraft['source'] }
  | { type: 'place.pick'; end: PlaceEnd; saved: SavedPlace | null }
  | { type: 'place.address'; end: PlaceEnd; patch: Partial<AddressDraft> }
  | { type: 'place.contact'; end: PlaceEnd; patch: Partial<ContactDraft> }
  | { type: 'dates.set'; end: PlaceEnd; value: DateDraft }
  | { type: 'service.set'; patch: Partial<ServiceDraft> };

export const DRAFT_EDIT_TYPES = [
  'account.choose',
  'vehicle.add',
  'vehicle.set',
  'vehicle.remove',
  'place.source',
  'place.pick',
  'place.address',
  'place.contact',
  'dates.set',
  'service.set',
] as const satisfies readonly DraftEdit['type'][];

const setPlace = (draft: WizardDraft, end: PlaceEnd, patch: Partial<PlaceDraft>): WizardDraft => ({
  ...draft,
  [end]: { ...draft[end], ...patch },
});

export const editDraft = (draft: WizardDraft, edit: DraftEdit): WizardDraft => {
  switch (edit.type) {
    case 'account.choose':
      return { ...draft, accountKey: edit.accountKey };
    case 'vehicle.add':
      if (draft.vehicles.length >= MAX_VEHICLES) return draft;
      return { ...draft, vehicles: [...draft.vehicles, emptyVehicle(`v${draft.nextKey}`)], nextKey: draft.nextKey + 1 };
    case 'vehicle.set':
      return { ...draft, vehicles: draft.vehicles.map((vehicle) => (vehicle.key === edit.key ? { ...vehicle, ...edit.patch } : vehicle)) };
    case 'vehicle.remove':
      // The last vehicle stays: an order moves at least one.
      if (draft.vehicles.length <= 1) return draft;
      return { ...draft, vehicles: draft.vehicles.filter((vehicle) => vehicle.key !== edit.key) };
    case 'place.source':
      return setPlace(draft, edit.end, { source: edit.source });
    case 'place.pick':
      return setPlace(draft, edit.end, { saved: edit.saved });
    case 'place.address':
      return setPlace(draft, edit.end, { address: { ...draft[edit.end].address, ...edit.patch } });
    case 'place.contact':
      return setPlace(draft, edit.end, { contact: { ...draft[edit.end].contact, ...edit.patch } });
    case 'dates.set':
      return { ...draft, dates: { ...draft.dates, [edit.end]: edit.value } };
    case 'service.set':
      return { ...draft, service: { ...draft.service, ...edit.patch } };
  }
};
