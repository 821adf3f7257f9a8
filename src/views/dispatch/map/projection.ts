/**
 * The dispatch map's one projection, shared by the outline generator (scripts/dispatch-map-outline.ts) and the
 * markers at run time, so pre-projected outlines and projected legs line up.
 * A Lambert conformal conic centred on 96° W, fitted to the contiguous US and southern Canada: shapes stay true
 * where the freight is. Alaska, Hawaii and the far north fall outside the frame (counted, not drawn).
 */
import { geoConicConformal } from 'd3-geo';

export type LatLng = { lat: number; lng: number };
export type MapPoint = { x: number; y: number };

/** viewBox width; the height follows from the frame. */
export const MAP_WIDTH = 960;

/** The mapped area in degrees: Key West to Fort McMurray's latitude, Vancouver Island to Newfoundland. */
export const MAP_FRAME = { west: -127, east: -52, south: 24, north: 56 } as const;

/** The frame's edges sampled every 1° (conic parallels curve, so corners alone would not bound it). */
const frameSamples = (): Array<[number, number]> => {
  const { west, east, south, north } = MAP_FRAME;
  const points: Array<[number, number]> = [];
  for (let lng = west; lng <= east; lng += 1) points.push([lng, south], [lng, north]);
  for (let lat = south; lat <= north; lat += 1) points.push([west, lat], [east, lat]);
  return points;
};

/** A fresh projection and the viewBox height it gives (the outline generator clips its own copy). */
export const createMapProjection = () => {
  const frame = { type: 'MultiPoint' as const, coordinates: frameSamples() };
  const projection = geoConicConformal().parallels([33, 55]).rotate([96, 0]).fitWidth(MAP_WIDTH, frame);
  const height = Math.ceil(Math.max(...frame.coordinates.map((point) => projection(point)?.[1] ?? 0)));
  return { projection, height };
};

const { projection, height } = createMapProjection();

export const MAP_HEIGHT = height;

/** Screen position in the viewBox, or null when the point is outside the mapped area (or not a number). */
export const project = ({ lat, lng }: LatLng): MapPoint | null => {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const point = projection([lng, lat]);
  if (!point) return null;
  const [x, y] = point;
  if (x < 0 || x > MAP_WIDTH || y < 0 || y > MAP_HEIGHT) return null;
  return { x, y };
};
