/** What the orders table and its CSV file say about an order: where it goes, by when, in what state. */
import type { DateMode, OrderLegStatus, PortalOrderRowFragment } from '@/generated/graphql';
import type { FragmentType } from '@/generated';
import type { CsvCell } from '../../../domain/csv';
import type { PortalLegRouteFragment } from '../../../graphql/operations/portalLegs';
import { placeName, vehicleName } from '../../kit/record/format';
import { PORTAL_LEG_STATUS_LABEL } from '../shared/labels';
import { withPortalLegRoute } from '../shared/legRoute';

type Place = { id: string; name: string; city: string; stateProvince: string };
type RouteLeg = { position: number } & FragmentType<typeof PortalLegRouteFragment>;

export type OrderEnds = { from: Place[]; to: Place[] };

const uniqueById = (places: (Place | null | undefined)[]): Place[] => {
  const seen = new Map<string, Place>();
  for (const place of places) if (place && !seen.has(place.id)) seen.set(place.id, place);
  return [...seen.values()];
};

/**
 * Where the order's vehicles start and end: origins no leg delivers to, destinations no leg picks up from (a
 * vehicle going A → hub → B reads A → B). A chain that loops back falls back to the first and last legs.
 */
export const orderEnds = (legs: readonly RouteLeg[]): OrderEnds => {
  const sorted = legs.map(withPortalLegRoute).sort((a, b) => a.position - b.position);
  const origins = new Set(sorted.map((leg) => leg.origin?.id).filter(Boolean));
  const destinations = new Set(sorted.map((leg) => leg.destination?.id).filter(Boolean));
  const from = uniqueById(sorted.map((leg) => leg.origin).filter((place) => place && !destinations.has(place.id)));
  const to = uniqueById(sorted.map((leg) => leg.destination).filter((place) => place && !origins.has(place.id)));
  return {
    from: from.length > 0 ? from : uniqueById([sorted[0]?.origin]),
    to: to.length > 0 ? to : uniqueById([sorted.at(-1)?.destination]),
  };
};

/** "Dealer A (Austin, TX)", or the first place and how many more. */
export const placesText = (places: readonly Place[]): string =>
  places.length === 0 ? '—' : places.length === 1 ? placeName(places[0]) : `${placeName(places[0])} +${places.length - 1} more`;

/** The latest expected delivery among the order's legs still going somewhere (null when none is known). */
export const orderEta = (legs: readonly { status: OrderLegStatus; eta?: string | null }[]): string | null => {
  let latest: string | null = null;
  for (const leg of legs) {
    if (!leg.eta || leg.status === 'CANCELLED') continue;
    if (latest === null || Date.parse(leg.eta) > Date.parse(latest)) latest = leg.eta;
  }
  return latest;
};

/** The delivery the client asked for on the order's last leg. */
export const requestedDelivery = (legs: readonly (RouteLeg & { requestedDelivery: DateRequestLike })[]): DateRequestLike | null =>
  [...legs].sort((a, b) => a.position - b.position).at(-1)?.requestedDelivery ?? null;

export type DateRequestLike = { mode: DateMode; date?: string | null };

const MODE_WORD: Record<DateMode, string> = { ASAP: 'ASAP', ON: 'On', BEFORE: 'Before', AFTER: 'After' };

/** A requested date for a file: "ASAP", "Before 2025-03-03" (ISO days: spreadsheets sort them). */
export const dateRequestText = (request: DateRequestLike | null): string =>
  !request ? '' : request.mode === 'ASAP' || !request.date ? MODE_WORD[request.mode] : `${MODE_WORD[request.mode]} ${request.date}`;

/** The distinct leg statuses in the portal's words. */
export const statusWords = (statuses: readonly OrderLegStatus[]): string[] => [
  ...new Set(statuses.map((status) => PORTAL_LEG_STATUS_LABEL[status])),
];

export const ORDERS_CSV_HEADER = [
  'Number',
  'Client',
  'Customer',
  'Reference numbers',
  'Vehicles',
  'VINs',
  'From',
  'To',
  'Statuses',
  'Requested delivery',
  'ETA',
  'Created at',
] as const;

/** One CSV row per order, in ORDERS_CSV_HEADER's order; lists joined with "; " so a cell stays one value. */
export const orderCsvRow = (order: PortalOrderRowFragment): CsvCell[] => {
  const ends = orderEnds(order.legs);
  return [
    order.number,
    order.client.displayName,
    order.customer?.displayName ?? '',
    order.referenceNumbers.join('; '),
    order.vehicles.map((vehicle) => vehicleName(vehicle)).join('; '),
    order.vehicles
      .map((vehicle) => vehicle.vin ?? '')
      .filter(Boolean)
      .join('; '),
    ends.from.map(placeName).join('; '),
    ends.to.map(placeName).join('; '),
    statusWords(order.legStatuses).join('; '),
    dateRequestText(requestedDelivery(order.legs)),
    orderEta(order.legs) ?? '',
    order.createdAt,
  ];
};
