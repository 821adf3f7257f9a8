/** The dispatch map's key: each symbol drawn as on the map (the same paths and classes), named in words. */
import { diamond, dot } from './LegShapes';

const SIZE = 16;
const MID = { x: SIZE / 2, y: SIZE / 2 };

const ITEMS = [
  { name: 'Pickup', cap: 'round', dot: 'pickup', d: dot(MID) },
  { name: 'Delivery', cap: 'square', dot: 'delivery', d: dot(MID) },
  { name: 'Driver', cap: 'square', dot: 'driver', d: diamond(MID) },
];

export function MapLegend() {
  return (
    <ul className="dispatch-map-legend" aria-label="Map key">
      {ITEMS.map(({ name, cap, dot: kind, d }) => (
        <li key={name}>
          <svg className="dispatch-map-legend-symbol" viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
            <path className={`dispatch-map-casing dispatch-map-casing--${cap}`} d={d} />
            <path className={`dispatch-map-dot dispatch-map-dot--${kind}`} d={d} />
          </svg>
          {name}
        </li>
      ))}
      <li>
        <svg className="dispatch-map-legend-symbol" viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
          <path className="dispatch-map-leg-line dispatch-map-legend-selected" d={`M1 ${MID.y}H${SIZE - 1}`} />
        </svg>
        Selected leg
      </li>
    </ul>
  );
}
