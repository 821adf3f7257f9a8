/**
 * What a person has typed so far for a vehicle, a place and a date, shared by the staff order form (views/orderForm)
 * and the portal wizards (machines/wizards). Strings as typed; the shared schemas turn a draft into an input.
 */
import type { DateMode } from '../generated/enums/DateMode';
import type { FuelType } from '../generated/enums/FuelType';
import type { LocationType } from '../generated/enums/LocationType';
import type { VehicleClass } from '../generated/enums/VehicleClass';
import type { VehicleColour } from '../generated/enums/VehicleColour';

/** The refusal of a new vehicle's VIN whose decode found no maker, on the form and on the server. */
export const UNCONFIRMED_VIN_MESSAGE = 'The VIN matches no known maker: check it, or confirm that it is right.';

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
  /** The VIN (normalized) whose decode found no maker: it needs `vinConfirmed` before the form is sent. */
  vinNoMaker?: string;
  /** The person ticked "this VIN is right" for `vinNoMaker`. */
  vinConfirmed?: boolean;
};

export type SavedPlace = {
  id: string;
  name: string;
  address1: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  /** Whom to call there, when the search brought it (an order's confirmation shows it). */
  contactName?: string | null;
  contactPhone?: string | null;
};

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

export type DateDraft = { mode: DateMode; date: string };

/** Who hands the vehicle over or takes it on a leg, as typed (all empty: no contact). */
export type ContactDraft = { name: string; phone: string; email: string };

export const NO_CONTACT: ContactDraft = { name: '', phone: '', email: '' };

/** A contact as the input's LegContactInput: null when nothing was typed (the schema asks for name and phone otherwise). */
export const contactInput = (draft: ContactDraft) => {
  const [name, phone, email] = [draft.name.trim(), draft.phone.trim(), draft.email.trim()];
  return name || phone || email ? { name: name || null, phone: phone || null, email: email || null } : null;
};
