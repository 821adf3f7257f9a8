/**
 * A leg's distance by jurisdiction: the straight route between its ends (or between its recorded positions, when
 * given) cut where it crosses a state or province line (ifta.boundaries.ts), each piece named by the state or province
 * it lies in and given its share of the leg's distance (the leg's road distance in the tenant's unit, apportioned by
 * the pieces' lengths along the route).
 * A piece in no jurisdiction (a lake, a bay, a coast the lines cut, a sliver between the US and the Canadian lines)
 * takes the jurisdiction of the piece before it (or after it, at the start); where two overlap, the last entered
 * counts. A leg without coordinates is given whole to its origin's state or province (its destination's if none).
 */
import { type Boundaries, crossings, jurisdictionAt, jurisdictionIndexAt } from './ifta.boundaries';

export type LegEnd = { lat: number | null; lng: number | null; stateProvince: string | null; country: string | null };

type Piece = { code: string | null; share: number };

/**
 * The pieces of one straight stretch, as shares of it, in order along it: the jurisdiction at its start, then each
 * crossing moves the route into a jurisdiction or out of one (where two overlap at a border, the last entered counts).
 */
const stretchPieces = (b: Boundaries, from: [number, number], to: [number, number]): Piece[] => {
  const [ax, ay] = from;
  const [bx, by] = to;
  const inside: number[] = [];
  const start = jurisdictionIndexAt(b, ax, ay);
  if (start !== null) inside.push(start);
  const pieces: Piece[] = [];
  let at = 0;
  const add = (until: number) => {
    const share = until - at;
    at = until;
    if (share <= 1e-9) return;
    const code = inside.length ? b.codes[inside[inside.length - 1]] : null;
    const last = pieces.at(-1);
    if (last && last.code === code) last.share += share;
    else pieces.push({ code, share });
  };
  for (const crossing of crossings(b, ax, ay, bx, by)) {
    add(crossing.t);
    const index = inside.lastIndexOf(crossing.code);
    if (crossing.entering) {
      if (index >= 0) inside.splice(index, 1);
      inside.push(crossing.code);
    } else if (index >= 0) inside.splice(index, 1);
  }
  add(1);
  return pieces;
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
  const points: [number, number][] =
    path.length >= 2
      ? [...path]
      : [origin, destination].flatMap((end) => (end.lat === null || end.lng === null ? [] : [[end.lng, end.lat] as [number, number]]));
  const result = new Map<string, number>();
  const fallback = origin.stateProvince?.toUpperCase() || destination.stateProvince?.toUpperCase() || 'UNKNOWN';
  if (points.length < 2 || distance <= 0) {
    if (distance > 0) result.set(fallback, distance);
    return result;
  }
  const lengths = points.slice(1).map(([x, y], i) => Math.hypot(x - points[i][0], y - points[i][1]));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  if (total === 0) {
    result.set(jurisdictionAt(b, points[0][0], points[0][1]) ?? fallback, distance);
    return result;
  }
  const pieces: Piece[] = [];
  points.slice(1).forEach((to, i) => {
    for (const piece of stretchPieces(b, points[i], to)) pieces.push({ code: piece.code, share: (piece.share * lengths[i]) / total });
  });
  // Water, unmapped pieces and border slivers take a neighbour's jurisdiction.
  const firstKnown = pieces.find((piece) => piece.code !== null)?.code ?? fallback;
  let previous: string | null = null;
  for (const piece of pieces) {
    const code: string = piece.code ?? previous ?? firstKnown;
    previous = code;
    result.set(code, (result.get(code) ?? 0) + piece.share * distance);
  }
  return result;
};
