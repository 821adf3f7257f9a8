/** A driver's last known position: an amber diamond (a shape no leg uses), named for screen readers. */
import { diamond } from './LegShapes';
import type { DriverMarker } from './mapModel';

export type DriverMarkerGroupProps = { marker: DriverMarker };

export function DriverMarkerGroup({ marker: { name, at } }: DriverMarkerGroupProps) {
  return (
    <g>
      {/* The title names the shape for screen readers (SVG-AAM) and for the pointer's tooltip. */}
      <title>{name}</title>
      <path className="dispatch-map-casing dispatch-map-casing--square" d={diamond(at)} />
      <path className="dispatch-map-dot dispatch-map-dot--driver" d={diamond(at)} />
    </g>
  );
}
