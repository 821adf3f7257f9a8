/**
 * A leg's drawing in map space: focus halo, pickup → delivery arc, a round pickup dot and a square delivery dot
 * (shapes differ, not only colours). Each dot is a zero-length path whose round or square cap is the shape: with a
 * non-scaling stroke (map.css) it keeps its size on the screen at every zoom, so zooming changes one transform and
 * re-renders no marker.
 */
import type { MapPoint } from './projection';
import type { LegMarker } from './mapModel';

export type LegShapesProps = { marker: LegMarker };

/** A dot's path: a zero-length segment at the point (its cap is the shape). */
export const dot = ({ x, y }: MapPoint) => `M${x} ${y}h0`;

/** A diamond's path: a hair-long diagonal, so its square cap is turned 45°. */
export const diamond = ({ x, y }: MapPoint) => `M${x} ${y}l.01 .01`;

export function LegShapes({ marker: { path, pickup, delivery } }: LegShapesProps) {
  return (
    <>
      <path className="dispatch-map-leg-halo" d={path} />
      {pickup && delivery && <path className="dispatch-map-leg-line" d={path} />}
      {pickup && <path className="dispatch-map-casing dispatch-map-casing--round" d={dot(pickup)} />}
      {pickup && <path className="dispatch-map-dot dispatch-map-dot--pickup" d={dot(pickup)} />}
      {delivery && <path className="dispatch-map-casing dispatch-map-casing--square" d={dot(delivery)} />}
      {delivery && <path className="dispatch-map-dot dispatch-map-dot--delivery" d={dot(delivery)} />}
    </>
  );
}
