/** A leg's drawing: focus halo, pickup → delivery arc, pickup circle and delivery square (shapes differ, not only colours). */
import type { LegMarker } from './mapModel';

export type LegShapesProps = { marker: LegMarker };

export const PICKUP_RADIUS = 6;
export const DELIVERY_SIZE = 11;

export function LegShapes({ marker: { path, pickup, delivery } }: LegShapesProps) {
  return (
    <>
      <path className="dispatch-map-leg-halo" d={path} />
      {pickup && delivery && <path className="dispatch-map-leg-line" d={path} />}
      {pickup && <circle className="dispatch-map-pickup" cx={pickup.x} cy={pickup.y} r={PICKUP_RADIUS} />}
      {delivery && (
        <rect
          className="dispatch-map-delivery"
          x={delivery.x - DELIVERY_SIZE / 2}
          y={delivery.y - DELIVERY_SIZE / 2}
          width={DELIVERY_SIZE}
          height={DELIVERY_SIZE}
        />
      )}
    </>
  );
}
