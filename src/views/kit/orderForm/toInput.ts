/**
 * The form as the GraphQL input (before zod parses it): legs grouped by vehicle in chain order, new places by
 * their index among the new ones, saved places by id. Field-error keys (`legs.2.destinationRef`) use the same
 * positions, so the helpers here also tell a component which key is its own.
 */
import { FIRST_DAY, isCalendarDay, LAST_DAY } from '../../../domain/dates';
import type { FieldErrors } from '../../../domain/schemas/fieldErrors';
import { contactInput, UNCONFIRMED_VIN_MESSAGE } from '../../../domain/drafts';
import { needsVinConfirmation } from '../../../domain/vinConfirmation';
import type { DateDraft, LegDraft, LocationDraft, OrderFormState } from './formTypes';

export { contactInput };

/** The legs as the input lists them: vehicle by vehicle, each chain in order. */
export const orderedLegs = (state: OrderFormState): LegDraft[] =>
  state.vehicles.flatMap((vehicle) => state.legs.filter((leg) => leg.vehicleKey === vehicle.key));

export const legIndexOf = (state: OrderFormState, key: string): number => orderedLegs(state).findIndex((leg) => leg.key === key);

/** Where a leg starts: its own origin when first of its vehicle, else where the vehicle's previous leg ends. */
export const originKeyOf = (state: OrderFormState, leg: LegDraft): string => {
  const chain = state.legs.filter((item) => item.vehicleKey === leg.vehicleKey);
  const at = chain.findIndex((item) => item.key === leg.key);
  return at > 0 ? chain[at - 1].destinationKey : leg.originKey;
};

/** A, B, … Z, AA, AB: how the form names the order's places. */
export const placeLetter = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : placeLetter(Math.floor(index / 26) - 1) + placeLetter(index % 26);

export const newPlaceIndexOf = (state: OrderFormState, key: string): number =>
  state.locations.filter((place) => place.kind === 'new').findIndex((place) => place.key === key);

/** "B · Summit Honda Richmond (Richmond, VA)", or "B · New address" before it has a name. */
export const placeLabel = (state: OrderFormState, key: string): string => {
  const index = state.locations.findIndex((place) => place.key === key);
  if (index < 0) return 'Not chosen';
  const place = state.locations[index];
  const [name, city, region] =
    place.kind === 'saved'
      ? [place.saved.name, place.saved.city, place.saved.stateProvince]
      : [place.name, place.city, place.stateProvince];
  const where = [city, region].filter(Boolean).join(', ');
  return `${placeLetter(index)} · ${name || 'New address'}${where ? ` (${where})` : ''}`;
};

const text = (value: string): string | null => (value.trim() === '' ? null : value);
const num = (value: string): number | null => (value.trim() === '' ? null : Number(value));

const ref = (state: OrderFormState, key: string) => {
  const place: LocationDraft | undefined = state.locations.find((item) => item.key === key);
  if (!place) return undefined;
  return place.kind === 'saved' ? { locationId: place.saved.id } : { index: newPlaceIndexOf(state, key) };
};

const date = (draft: DateDraft) => ({ mode: draft.mode, date: draft.mode === 'ASAP' ? null : text(draft.date) });

/** The whole form as a QuoteInput still to be checked; the order form drops `validUntil` and `extras`. */
export const toQuoteInput = (state: OrderFormState) => ({
  clientId: state.clientId || undefined,
  customerId: text(state.customerId),
  referenceNumbers: state.referenceNumbers,
  vehicles: state.vehicles.map((vehicle) => ({
    vin: text(vehicle.vin),
    vinConfirmed: vehicle.vinConfirmed ?? false,
    year: num(vehicle.year),
    make: text(vehicle.make),
    model: text(vehicle.model),
    vehicleClass: vehicle.vehicleClass || null,
    fuelType: vehicle.fuelType || null,
    colour: vehicle.colour || null,
    plate: text(vehicle.plate),
    odometer: num(vehicle.odometer),
    keys: num(vehicle.keys),
  })),
  locations: state.locations.flatMap(({ key: _key, ...place }) =>
    place.kind === 'new'
      ? [
          {
            name: place.name,
            type: place.type || undefined,
            address1: place.address1,
            city: place.city,
            county: text(place.county),
            stateProvince: place.stateProvince,
            postalCode: place.postalCode,
            country: place.country,
            lat: num(place.lat),
            lng: num(place.lng),
          },
        ]
      : [],
  ),
  legs: orderedLegs(state).map((leg) => ({
    vehicleRef: state.vehicles.findIndex((vehicle) => vehicle.key === leg.vehicleKey),
    originRef: ref(state, originKeyOf(state, leg)),
    destinationRef: ref(state, leg.destinationKey),
    transportMethod: leg.transportMethod || undefined,
    requestedPickup: date(leg.pickup),
    requestedDelivery: date(leg.delivery),
    pickupContact: contactInput(leg.pickupContact),
    deliveryContact: contactInput(leg.deliveryContact),
  })),
  notes: { general: text(state.notes.general), specialInstructions: text(state.notes.specialInstructions) },
  validUntil: text(state.validUntil),
  extras: {
    storageDays: num(state.extras.storageDays),
    tagAndTitle: state.extras.tagAndTitle,
    firstServiceCharge: state.extras.firstServiceCharge,
    discountPercent: num(state.extras.discountPercent),
  },
});

export const toOrderInput = (state: OrderFormState) => {
  const { validUntil: _validUntil, extras: _extras, ...order } = toQuoteInput(state);
  return order;
};

const outOfRange = (draft: DateDraft) =>
  draft.mode !== 'ASAP' && isCalendarDay(draft.date) && (draft.date < FIRST_DAY || draft.date > LAST_DAY);

/**
 * What the shared schema leaves to the form: requested days within 1900–2100 (the date inputs' own range), and a
 * VIN whose decode found no maker confirmed (the server refuses it too, server/vin/confirm.ts).
 */
export const formChecks = (state: OrderFormState): FieldErrors => {
  const errors: FieldErrors = {};
  state.vehicles.forEach((vehicle, index) => {
    if (needsVinConfirmation(vehicle)) errors[`vehicles.${index}.vin`] = [UNCONFIRMED_VIN_MESSAGE];
  });
  orderedLegs(state).forEach((leg, index) => {
    if (outOfRange(leg.pickup)) errors[`legs.${index}.requestedPickup.date`] = ['Pick a day between 1900 and 2100.'];
    if (outOfRange(leg.delivery)) errors[`legs.${index}.requestedDelivery.date`] = ['Pick a day between 1900 and 2100.'];
  });
  return errors;
};
