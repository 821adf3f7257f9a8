/** The dispatch map's key: each symbol drawn as on the map, named in words. */
import { DELIVERY_SIZE, PICKUP_RADIUS } from './LegShapes';

const SIZE = 16;
const MID = SIZE / 2;

const ITEMS = [
  { name: 'Pickup', symbol: <circle className="dispatch-map-pickup" cx={MID} cy={MID} r={PICKUP_RADIUS} /> },
  {
    name: 'Delivery',
    symbol: (
      <rect
        className="dispatch-map-delivery"
        x={MID - DELIVERY_SIZE / 2}
        y={MID - DELIVERY_SIZE / 2}
        width={DELIVERY_SIZE}
        height={DELIVERY_SIZE}
      />
    ),
  },
  { name: 'Driver', symbol: <path className="dispatch-map-driver" d={`M${MID} 1L${SIZE - 1} ${MID}L${MID} ${SIZE - 1}L1 ${MID}Z`} /> },
  { name: 'Selected leg', symbol: <path className="dispatch-map-leg-line dispatch-map-legend-selected" d={`M1 ${MID}H${SIZE - 1}`} /> },
];

export function MapLegend() {
  return (
    <ul className="dispatch-map-legend" aria-label="Map key">
      {ITEMS.map(({ name, symbol }) => (
        <li key={name}>
          <svg className="dispatch-map-legend-symbol" viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
            {symbol}
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
