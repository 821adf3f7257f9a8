import type { OrderFormValues } from '../../src/domain/schemas/orders';
import type { Queryable } from '../db/database';

/**
 * The places an import has already stored, by client and the place's own cells: a weekly list repeats its lanes, so
 * the second row from "Back Bay lot" names the location the first row made rather than storing it again.
 */
export type KnownPlaces = Map<string, string>;

type FormLocation = NonNullable<OrderFormValues['locations']>[number];
type FormRef = OrderFormValues['legs'][number]['originRef'];

const placeKey = (clientId: string, place: FormLocation) =>
  JSON.stringify(
    [clientId, place.name, place.address1, place.city, place.stateProvince, place.postalCode, place.country].map((text) =>
      String(text ?? '').toLowerCase(),
    ),
  );

/**
 * A row's order (one leg from its locations[0] to its locations[1], as rowOrderInput makes it) with each place the
 * import already stored named by its id, and only the new places left to create.
 */
export const withKnownPlaces = (input: OrderFormValues, known: KnownPlaces): OrderFormValues => {
  const locations = input.locations ?? [];
  const kept: FormLocation[] = [];
  const ref = (index: number): FormRef => {
    const id = known.get(placeKey(input.clientId, locations[index]));
    if (id) return { locationId: id };
    kept.push(locations[index]);
    return { index: kept.length - 1 };
  };
  const [leg] = input.legs;
  const originRef = ref(0);
  const destinationRef = ref(1);
  return { ...input, locations: kept, legs: [{ ...leg, originRef, destinationRef }] };
};

/** Remembers the places an imported order stored (its leg's origin and destination). */
export const rememberPlaces = async (db: Queryable, orderId: string, input: OrderFormValues, known: KnownPlaces) => {
  const locations = input.locations ?? [];
  const keys = locations.map((place) => placeKey(input.clientId, place));
  if (keys.every((key) => known.has(key))) return;
  const { rows } = await db.query<{ origin: string; destination: string }>(
    'SELECT origin_id AS origin, destination_id AS destination FROM order_legs WHERE order_id = $1 AND position = 1',
    [orderId],
  );
  if (!rows[0]) return;
  known.set(keys[0], rows[0].origin);
  known.set(keys[1], rows[0].destination);
};

/** The places of a row's order the import has not stored yet, by their keys (a batch stores each new place once). */
export const newPlaceKeys = (input: OrderFormValues, known: KnownPlaces): string[] =>
  (input.locations ?? []).map((place) => placeKey(input.clientId, place)).filter((key) => !known.has(key));

/** Remembers the places a batch's order stored: its leg's origin and destination, as createOrdersFromInputs answers them. */
export const rememberPlaced = (input: OrderFormValues, placed: { originId: string; destinationId: string }, known: KnownPlaces) => {
  const [origin, destination] = (input.locations ?? []).map((place) => placeKey(input.clientId, place));
  if (origin && !known.has(origin)) known.set(origin, placed.originId);
  if (destination && !known.has(destination)) known.set(destination, placed.destinationId);
};
