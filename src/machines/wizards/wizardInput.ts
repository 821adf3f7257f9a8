/**
 * The draft as the server's QuoteInput (before the shared zod schema parses it): one leg per vehicle from the pickup
 * to the delivery place, each place a saved location by id or a new one by its index among the new ones.
 */
import { contactInput } from '../../domain/drafts';
import { quoteInputSchema } from '../../domain/schemas/orders';
import type { AddressDraft, DateDraft, PlaceEnd, VehicleDraft, WizardAccount, WizardDraft } from './wizardTypes';
import { PLACE_ENDS } from './wizardTypes';

const text = (value: string): string | null => (value.trim() === '' ? null : value);
const num = (value: string): number | null => (value.trim() === '' ? null : Number(value));

export const vehicleInput = (vehicle: VehicleDraft) => ({
  vin: text(vehicle.vin),
  vinConfirmed: vehicle.vinConfirmed ?? false,
  year: num(vehicle.year),
  make: text(vehicle.make),
  model: text(vehicle.model),
  vehicleClass: vehicle.vehicleClass || null,
  fuelType: vehicle.fuelType || null,
  colour: vehicle.colour || null,
  plate: text(vehicle.plate),
});

export const addressInput = (address: AddressDraft) => ({
  name: address.name,
  type: address.type || undefined,
  address1: address.address1,
  address2: text(address.address2),
  city: address.city,
  county: text(address.county),
  stateProvince: address.stateProvince,
  postalCode: address.postalCode,
  country: address.country,
  lat: num(address.lat),
  lng: num(address.lng),
  contactName: text(address.contactName),
  contactPhone: text(address.contactPhone),
  hours: text(address.hours),
});

export const dateInput = (draft: DateDraft) => ({ mode: draft.mode, date: draft.mode === 'ASAP' ? null : text(draft.date) });

/** The ends typed as new addresses, in the order the input's `locations` lists them. */
export const newEnds = (draft: WizardDraft): PlaceEnd[] => PLACE_ENDS.filter((end) => draft[end].source === 'new');

export const placeRef = (draft: WizardDraft, end: PlaceEnd) =>
  draft[end].source === 'saved' ? { locationId: draft[end].saved?.id ?? null } : { index: newEnds(draft).indexOf(end) };

export const accountOf = (draft: WizardDraft, accounts: readonly WizardAccount[]): WizardAccount | undefined =>
  accounts.find((account) => account.key === draft.accountKey);

export const toWizardInput = (draft: WizardDraft, accounts: readonly WizardAccount[]) => {
  const account = accountOf(draft, accounts);
  return {
    clientId: account?.clientId,
    customerId: account?.customerId ?? null,
    referenceNumbers: draft.service.reference.trim() ? [draft.service.reference.trim()] : [],
    vehicles: draft.vehicles.map(vehicleInput),
    locations: newEnds(draft).map((end) => addressInput(draft[end].address)),
    legs: draft.vehicles.map((_, vehicleRef) => ({
      vehicleRef,
      originRef: placeRef(draft, 'pickup'),
      destinationRef: placeRef(draft, 'delivery'),
      transportMethod: draft.service.transportMethod || undefined,
      requestedPickup: dateInput(draft.dates.pickup),
      requestedDelivery: dateInput(draft.dates.delivery),
      pickupContact: contactInput(draft.pickup.contact),
      deliveryContact: contactInput(draft.delivery.contact),
    })),
    notes: { general: null, specialInstructions: text(draft.service.specialInstructions) },
    extras: { storageDays: num(draft.service.storageDays), tagAndTitle: draft.service.tagAndTitle },
  };
};

/** The draft checked by the shared schema: what the price query and the create mutations send. */
export const parseWizardInput = (draft: WizardDraft, accounts: readonly WizardAccount[]) =>
  quoteInputSchema.safeParse(toWizardInput(draft, accounts));
