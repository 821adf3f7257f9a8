/**
 * State and province lines drawn offline, for apportioning a leg's miles among IFTA jurisdictions: us-atlas
 * states-10m (the US Census Bureau's 1:10,000,000 cartographic boundaries of the states) and world-atlas countries-50m
 * (Natural Earth; Canada as one country: a Canadian piece takes its province from the leg's end there, see
 * ifta.apportion.ts). Read once, on first use, into two indexes in longitude/latitude degrees:
 * - a grid of edges (CELL degrees square) for the crossings of a route with the lines;
 * - bands of edges by latitude (BAND degrees) for the point-in-polygon test of each piece between two crossings.
 * The route is treated as a straight line in longitude/latitude (the plate carrée): on a leg's few hundred miles it
 * stays within a few miles of the great circle, finer than the 1:10M lines themselves.
 */
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

/** Census FIPS state codes to postal abbreviations (FIPS PUB 5-2). */
const STATE_BY_FIPS: Record<string, string> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '60': 'AS',
  '66': 'GU',
  '69': 'MP',
  '72': 'PR',
  '78': 'VI',
};

/** The code of a piece inside Canada before its province is known. */
export const CANADA = 'CANADA';
const CANADA_ID = '124';

const CELL = 0.5;
const BAND = 0.05;

/** Edges as flat arrays: x1, y1, x2, y2 per edge, and the jurisdiction of each. */
export type Boundaries = {
  codes: string[];
  x1: Float64Array;
  y1: Float64Array;
  x2: Float64Array;
  y2: Float64Array;
  code: Int32Array;
  grid: Map<number, number[]>;
  bands: Map<number, number[]>;
};

type Ring = number[][];
type Polygons = { code: string; polygons: Ring[][] }[];

const polygonsOf = (geometry: GeoJSON.Geometry | null): Ring[][] =>
  geometry?.type === 'Polygon' ? [geometry.coordinates] : geometry?.type === 'MultiPolygon' ? geometry.coordinates : [];

const readShapes = (): Polygons => {
  const states = require('us-atlas/states-10m.json') as Topology<{ states: GeometryCollection }>;
  const world = require('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection }>;
  const shapes: Polygons = [];
  for (const state of feature(states, states.objects.states).features) {
    const code = STATE_BY_FIPS[String(state.id)];
    if (code) shapes.push({ code, polygons: polygonsOf(state.geometry) });
  }
  const canada = feature(world, world.objects.countries).features.find((country) => String(country.id) === CANADA_ID);
  if (canada) shapes.push({ code: CANADA, polygons: polygonsOf(canada.geometry) });
  return shapes;
};

export const cellKey = (cx: number, cy: number) => cx * 4096 + cy;
const cellOf = (value: number) => Math.floor((value + 360) / CELL);
const bandOf = (lat: number) => Math.floor((lat + 90) / BAND);

const push = (index: Map<number, number[]>, key: number, edge: number) => {
  const list = index.get(key);
  if (list) list.push(edge);
  else index.set(key, [edge]);
};

/** Twice the ring's signed area in degrees (the shoelace formula): positive when it runs counterclockwise. */
const signedArea = (ring: Ring) => {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return sum;
};

export const buildBoundaries = (shapes: Polygons = readShapes()): Boundaries => {
  const codes = shapes.map((shape) => shape.code);
  let count = 0;
  for (const shape of shapes) for (const polygon of shape.polygons) for (const ring of polygon) count += ring.length - 1;
  const b: Boundaries = {
    codes,
    x1: new Float64Array(count),
    y1: new Float64Array(count),
    x2: new Float64Array(count),
    y2: new Float64Array(count),
    code: new Int32Array(count),
    grid: new Map(),
    bands: new Map(),
  };
  let edge = 0;
  shapes.forEach((shape, codeIndex) => {
    for (const polygon of shape.polygons)
      polygon.forEach((given, ringIndex) => {
        // Every ring turned so that the polygon's inside is on its left: the outer ring counterclockwise, holes clockwise.
        const ring = signedArea(given) > 0 === (ringIndex === 0) ? given : [...given].reverse();
        for (let i = 0; i + 1 < ring.length; i++, edge++) {
          const [ax, ay] = ring[i];
          const [bx, by] = ring[i + 1];
          b.x1[edge] = ax;
          b.y1[edge] = ay;
          b.x2[edge] = bx;
          b.y2[edge] = by;
          b.code[edge] = codeIndex;
          for (let cx = cellOf(Math.min(ax, bx)); cx <= cellOf(Math.max(ax, bx)); cx++)
            for (let cy = cellOf(Math.min(ay, by)); cy <= cellOf(Math.max(ay, by)); cy++) push(b.grid, cellKey(cx, cy), edge);
          for (let band = bandOf(Math.min(ay, by)); band <= bandOf(Math.max(ay, by)); band++) push(b.bands, band, edge);
        }
      });
  });
  return b;
};

let loaded: Boundaries | null = null;
/** The boundaries, read on first use (about a second) and kept for the process. */
export const boundaries = (): Boundaries => {
  loaded ??= buildBoundaries();
  return loaded;
};

/** The jurisdiction whose polygon holds the point (even-odd rule per jurisdiction), or null (water, abroad). */
export const jurisdictionAt = (b: Boundaries, lng: number, lat: number): string | null => {
  const index = jurisdictionIndexAt(b, lng, lat);
  return index === null ? null : b.codes[index];
};

/** jurisdictionAt's index into `codes`. */
export const jurisdictionIndexAt = (b: Boundaries, lng: number, lat: number): number | null => {
  const parity = new Map<number, boolean>();
  for (const edge of b.bands.get(bandOf(lat)) ?? []) {
    const ay = b.y1[edge];
    const by = b.y2[edge];
    if (ay > lat === by > lat) continue;
    const x = b.x1[edge] + ((lat - ay) / (by - ay)) * (b.x2[edge] - b.x1[edge]);
    if (x > lng) parity.set(b.code[edge], !parity.get(b.code[edge]));
  }
  for (const [codeIndex, inside] of parity) if (inside) return codeIndex;
  return null;
};

/** The grid cells a segment passes through, in order (a grid walk: Amanatides and Woo, "A Fast Voxel Traversal Algorithm", 1987). */
const cellsAlong = (ax: number, ay: number, bx: number, by: number, visit: (key: number) => void) => {
  let cx = cellOf(ax);
  let cy = cellOf(ay);
  const endX = cellOf(bx);
  const endY = cellOf(by);
  const dx = bx - ax;
  const dy = by - ay;
  const stepX = Math.sign(dx);
  const stepY = Math.sign(dy);
  const edgeX = (cx + (stepX > 0 ? 1 : 0)) * CELL - 360;
  const edgeY = (cy + (stepY > 0 ? 1 : 0)) * CELL - 360;
  let tMaxX = dx === 0 ? Number.POSITIVE_INFINITY : (edgeX - ax) / dx;
  let tMaxY = dy === 0 ? Number.POSITIVE_INFINITY : (edgeY - ay) / dy;
  const tDeltaX = dx === 0 ? Number.POSITIVE_INFINITY : CELL / Math.abs(dx);
  const tDeltaY = dy === 0 ? Number.POSITIVE_INFINITY : CELL / Math.abs(dy);
  visit(cellKey(cx, cy));
  for (let guard = 0; (cx !== endX || cy !== endY) && guard < 100_000; guard++) {
    if (tMaxX < tMaxY) {
      cx += stepX;
      tMaxX += tDeltaX;
    } else {
      cy += stepY;
      tMaxY += tDeltaY;
    }
    visit(cellKey(cx, cy));
  }
};

let stamp = 0;
let stamps = new Uint32Array(0);

/** Where a route crosses a line: how far along (0 to 1), whose line, and whether it goes in or out there. */
export type Crossing = { t: number; code: number; entering: boolean };

/** The segment's crossings of the boundary edges, in order along it (a vertex counts once: each edge holds its start). */
export const crossings = (b: Boundaries, ax: number, ay: number, bx: number, by: number): Crossing[] => {
  if (stamps.length !== b.code.length) {
    stamps = new Uint32Array(b.code.length);
    stamp = 0;
  }
  stamp += 1;
  const found: Crossing[] = [];
  const dx = bx - ax;
  const dy = by - ay;
  cellsAlong(ax, ay, bx, by, (cell) => {
    const edges = b.grid.get(cell);
    if (!edges) return;
    for (const edge of edges) {
      if (stamps[edge] === stamp) continue;
      stamps[edge] = stamp;
      const ex = b.x2[edge] - b.x1[edge];
      const ey = b.y2[edge] - b.y1[edge];
      const denominator = dx * ey - dy * ex;
      if (denominator === 0) continue;
      const qx = b.x1[edge] - ax;
      const qy = b.y1[edge] - ay;
      const t = (qx * ey - qy * ex) / denominator;
      const u = (qx * dy - qy * dx) / denominator;
      // The inside is on the edge's left: the route goes in when it turns left of the edge's direction.
      if (t > 0 && t < 1 && u >= 0 && u < 1) found.push({ t, code: b.code[edge], entering: ex * dy - ey * dx > 0 });
    }
  });
  return found.sort((p, q) => p.t - q.t);
};
