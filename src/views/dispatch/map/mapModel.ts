/**
 * What the dispatch map draws, computed once per change of its input (pure, no DOM): each leg projected into the
 * viewBox with its arc and its spoken name, drivers projected, and the counts the caption reports.
 * At most MAX_LEG_MARKERS legs are drawn: selected and highlighted legs first, then the rest in the order given
 * (the board sorts them), so a big board stays responsive and says how many it left out.
 */
import { statusLabel } from '../../../domain/labels';
import { type LatLng, type MapPoint, project } from './projection';

/** A position with the place's name when the caller knows it ("Dallas, TX"): the leg's spoken name uses it. */
export type GeoPoint = LatLng & { place?: string };

export type DispatchMapLeg = {
  id: string;
  label: string;
  status: string;
  pickup: GeoPoint | null;
  delivery: GeoPoint | null;
  selected?: boolean;
};

export type DispatchMapDriver = { id: string; label: string; position: LatLng };

export type LegMarker = {
  id: string;
  /** "Leg L-100023, In transit: pickup Dallas, TX → delivery Austin, TX" */
  name: string;
  selected: boolean;
  pickup: MapPoint | null;
  delivery: MapPoint | null;
  /** The ends' place names when known ("Dallas, TX"): the map's city labels. */
  pickupPlace?: string;
  deliveryPlace?: string;
  /** SVG path of the pickup → delivery arc, or a dot's worth of path when only one end is on the map. */
  path: string;
};

export type DriverMarker = { id: string; name: string; at: MapPoint };

export type MapModel = {
  legs: LegMarker[];
  drivers: DriverMarker[];
  /** Legs passed in. */
  total: number;
  /** Legs drawable (with a position on the map); `legs.length` is this, capped. */
  placed: number;
  /** Legs with neither a pickup nor a delivery position. */
  unplaced: number;
  /** Legs whose known positions all fall outside the mapped area (Alaska, Hawaii, the far north). */
  outside: number;
};

export const MAX_LEG_MARKERS = 2000;
export const MAX_DRIVER_MARKERS = 2000;

const round = (value: number) => Math.round(value * 10) / 10;

const degrees = ({ lat, lng }: LatLng) =>
  `${Math.abs(lat).toFixed(2)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(2)}° ${lng >= 0 ? 'E' : 'W'}`;

const placeName = (point: GeoPoint | null) => (point ? (point.place ?? degrees(point)) : 'no position');

/** A gentle arc bending to the same side of the direction of travel, so A → B and B → A stay apart. */
export const arcPath = (from: MapPoint | null, to: MapPoint | null): string => {
  if (from && to) {
    const bend = 0.15;
    const cx = (from.x + to.x) / 2 - (to.y - from.y) * bend;
    const cy = (from.y + to.y) / 2 + (to.x - from.x) * bend;
    return `M${round(from.x)} ${round(from.y)}Q${round(cx)} ${round(cy)} ${round(to.x)} ${round(to.y)}`;
  }
  const only = from ?? to;
  // A zero-length segment: with round caps it draws the focus halo around a lone dot.
  return only ? `M${round(only.x)} ${round(only.y)}h0` : '';
};

const rounded = (point: MapPoint | null): MapPoint | null => point && { x: round(point.x), y: round(point.y) };

const legMarker = (leg: DispatchMapLeg, pickup: MapPoint | null, delivery: MapPoint | null): LegMarker => ({
  id: leg.id,
  name: `Leg ${leg.label}, ${statusLabel(leg.status)}: pickup ${placeName(leg.pickup)} → delivery ${placeName(leg.delivery)}`,
  selected: leg.selected === true,
  pickup: rounded(pickup),
  delivery: rounded(delivery),
  pickupPlace: pickup ? leg.pickup?.place : undefined,
  deliveryPlace: delivery ? leg.delivery?.place : undefined,
  path: arcPath(pickup, delivery),
});

/** Every leg projected once: markers for the drawable ones, counts for the rest. */
export type ProjectedLegs = { markers: LegMarker[]; total: number; unplaced: number; outside: number };

/**
 * What each leg object became, kept while the caller holds the object: a new legs array that reuses its unchanged
 * leg objects (a selection change) reuses their markers, so only the changed legs' groups re-render.
 */
const placements = new WeakMap<DispatchMapLeg, LegMarker | 'unplaced' | 'outside'>();

const placeLeg = (leg: DispatchMapLeg): LegMarker | 'unplaced' | 'outside' => {
  if (!leg.pickup && !leg.delivery) return 'unplaced';
  const pickup = leg.pickup && project(leg.pickup);
  const delivery = leg.delivery && project(leg.delivery);
  return pickup || delivery ? legMarker(leg, pickup, delivery) : 'outside';
};

export const projectLegs = (legs: readonly DispatchMapLeg[]): ProjectedLegs => {
  const markers: LegMarker[] = [];
  let unplaced = 0;
  let outside = 0;
  for (const leg of legs) {
    let place = placements.get(leg);
    if (!place) {
      place = placeLeg(leg);
      placements.set(leg, place);
    }
    if (place === 'unplaced') unplaced += 1;
    else if (place === 'outside') outside += 1;
    else markers.push(place);
  }
  return { markers, total: legs.length, unplaced, outside };
};

export const projectDrivers = (drivers: readonly DispatchMapDriver[]): DriverMarker[] =>
  drivers.slice(0, MAX_DRIVER_MARKERS).flatMap((driver) => {
    const at = project(driver.position);
    return at ? [{ id: driver.id, name: `Driver ${driver.label}`, at: { x: round(at.x), y: round(at.y) } }] : [];
  });

/**
 * The legs to draw: selected and highlighted ones first, then the others in the order given, `cap` in all; drawn
 * in the order given, so the keyboard order does not jump when the selection changes. Marker objects are reused,
 * so memoised leg groups do not re-render on a hover.
 */
export const capLegs = (projected: ProjectedLegs, highlightId?: string, cap = MAX_LEG_MARKERS): LegMarker[] => {
  if (projected.markers.length <= cap) return projected.markers;
  const isPriority = (marker: LegMarker) => marker.selected || marker.id === highlightId;
  const priority = projected.markers.filter(isPriority).slice(0, cap);
  const kept = new Set([...priority, ...projected.markers.filter((marker) => !isPriority(marker)).slice(0, cap - priority.length)]);
  return projected.markers.filter((marker) => kept.has(marker));
};

export const toMapModel = (projected: ProjectedLegs, legs: LegMarker[], drivers: DriverMarker[]): MapModel => ({
  legs,
  drivers,
  total: projected.total,
  placed: projected.markers.length,
  unplaced: projected.unplaced,
  outside: projected.outside,
});

/** The whole model in one call (what the component computes in memoised steps). */
export const buildMapModel = (
  legs: readonly DispatchMapLeg[],
  drivers: readonly DispatchMapDriver[] = [],
  highlightId?: string,
  cap = MAX_LEG_MARKERS,
): MapModel => {
  const projected = projectLegs(legs);
  return toMapModel(projected, capLegs(projected, highlightId, cap), projectDrivers(drivers));
};

const count = (n: number) => n.toLocaleString('en-US');
const legs = (n: number) => `${count(n)} ${n === 1 ? 'leg' : 'legs'}`;

/** The caption's notes on what the map leaves out (empty when it shows everything it was given). */
export const mapNotes = (model: MapModel): string[] => [
  ...(model.legs.length < model.placed
    ? [`Showing ${count(model.legs.length)} of ${legs(model.placed)}; selected legs are always shown`]
    : []),
  ...(model.unplaced > 0 ? [`${legs(model.unplaced)} ${model.unplaced === 1 ? 'has' : 'have'} no map position`] : []),
  ...(model.outside > 0 ? [`${legs(model.outside)} ${model.outside === 1 ? 'is' : 'are'} outside the map area`] : []),
];

/** The map's accessible name: what it holds. */
export const mapSummary = (model: MapModel): string =>
  `Map of ${legs(model.legs.length)}${model.drivers.length > 0 ? ` and ${count(model.drivers.length)} ${model.drivers.length === 1 ? 'driver' : 'drivers'}` : ''}`;
