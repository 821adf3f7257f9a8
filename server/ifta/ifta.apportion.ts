/**
 * A leg's distance by jurisdiction: the straight route between its ends (or between its recorded positions, when
 * given) cut where it crosses a state or province line (ifta.boundaries.ts), each piece named by the state or province
 * it lies in and given its share of the leg's distance (the leg's road distance in the tenant's unit, apportioned by
 * the pieces' lengths along the route).
 * A piece in no jurisdiction (a lake, a bay, a coast the lines cut, a sliver between the US and the Canadian lines)
 * takes the jurisdiction of the piece before it (or after it, at the start); where two overlap, the last entered
 * counts. A leg without coordinates is given whole to its origin's state or province (its destination's if none).
 */
import { type Boundaries, crossed, crossingsInto, jurisdictionAt, jurisdictionIndexAt } from './ifta.boundaries';

export type LegEnd = { lat: number | null; lng: number | null; stateProvince: string | null; country: string | null };

/**
 * The pieces of the leg being apportioned, in order along it: the jurisdiction of each (an index into the boundaries'
 * codes, -1 for none) and its share of the leg. Arrays reused from one leg to the next (a quarter apportions 100,000).
 */
const pieces = { count: 0, code: new Int32Array(64), share: new Float64Array(64) };
const addPiece = (code: number, share: number, mergeFrom: number) => {
  const last = pieces.count - 1;
  if (last >= mergeFrom && pieces.code[last] === code) {
    pieces.share[last] += share;
    return;
  }
  if (pieces.count === pieces.code.length) {
    const codes = new Int32Array(pieces.count * 2);
    const shares = new Float64Array(pieces.count * 2);
    codes.set(pieces.code);
    shares.set(pieces.share);
    pieces.code = codes;
    pieces.share = shares;
  }
  pieces.code[pieces.count] = code;
  pieces.share[pieces.count] = share;
  pieces.count++;
};
/** The jurisdictions the route is inside at a point along a stretch, the last entered on top. */
const inside: number[] = [];

/**
 * Adds the pieces of one straight stretch, `weight` being its share of the route: the jurisdiction at its start, then
 * each crossing moves the route into a jurisdiction or out of one (where two overlap at a border, the last entered
 * counts). Consecutive pieces of one jurisdiction within the stretch are one.
 */
const addStretch = (b: Boundaries, ax: number, ay: number, bx: number, by: number, weight: number) => {
  inside.length = 0;
  const start = jurisdictionIndexAt(b, ax, ay);
  if (start !== null) inside.push(start);
  const mergeFrom = pieces.count;
  let at = 0;
  const add = (until: number) => {
    const share = until - at;
    at = until;
    if (share <= 1e-9) return;
    addPiece(inside.length ? inside[inside.length - 1] : -1, share * weight, mergeFrom);
  };
  const count = crossingsInto(b, ax, ay, bx, by);
  for (let i = 0; i < count; i++) {
    add(crossed.t[i]);
    const code = crossed.code[i];
    const index = inside.lastIndexOf(code);
    if (index >= 0) inside.splice(index, 1);
    if (crossed.entering[i] === 1) inside.push(code);
  }
  add(1);
};

/**
 * The leg's distance by jurisdiction. `path` is the recorded positions in order (origin and destination included when
 * known); fewer than two points with coordinates: the leg goes whole to an end's state.
 */
export const apportionLeg = (
  b: Boundaries,
  origin: LegEnd,
  destination: LegEnd,
  distance: number,
  path: readonly [number, number][] = [],
): Map<string, number> => {
  const result = new Map<string, number>();
  const fallback = origin.stateProvince?.toUpperCase() || destination.stateProvince?.toUpperCase() || 'UNKNOWN';
  const straight = path.length < 2;
  const points: readonly [number, number][] = straight
    ? origin.lat !== null && origin.lng !== null && destination.lat !== null && destination.lng !== null
      ? [
          [origin.lng, origin.lat],
          [destination.lng, destination.lat],
        ]
      : []
    : path;
  if (points.length < 2 || distance <= 0) {
    if (distance > 0) result.set(fallback, distance);
    return result;
  }
  let total = 0;
  for (let i = 1; i < points.length; i++) total += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
  if (total === 0) {
    result.set(jurisdictionAt(b, points[0][0], points[0][1]) ?? fallback, distance);
    return result;
  }
  pieces.count = 0;
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    addStretch(b, ax, ay, bx, by, Math.hypot(bx - ax, by - ay) / total);
  }
  // Water, unmapped pieces and border slivers take a neighbour's jurisdiction.
  let firstKnown = -1;
  for (let i = 0; i < pieces.count && firstKnown < 0; i++) if (pieces.code[i] >= 0) firstKnown = pieces.code[i];
  let previous = -1;
  for (let i = 0; i < pieces.count; i++) {
    const code = pieces.code[i] >= 0 ? pieces.code[i] : previous >= 0 ? previous : firstKnown;
    previous = code;
    const name = code >= 0 ? b.codes[code] : fallback;
    result.set(name, (result.get(name) ?? 0) + pieces.share[i] * distance);
  }
  return result;
};
