/** A driver's last known position: an amber diamond (a shape no leg uses), named for screen readers. */
import type { DriverMarker } from './mapModel';

export type DriverMarkerGroupProps = { marker: DriverMarker };

const HALF = 7;

export function DriverMarkerGroup({ marker: { name, at } }: DriverMarkerGroupProps) {
  const { x, y } = at;
  return (
    // The title names the shape for screen readers (SVG-AAM) and for the pointer's tooltip.
    <path className="dispatch-map-driver" d={`M${x} ${y - HALF}L${x + HALF} ${y}L${x} ${y + HALF}L${x - HALF} ${y}Z`}>
      <title>{name}</title>
    </path>
  );
}
