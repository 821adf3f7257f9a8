import { useId } from 'react';
import { formatDate } from '../../domain/format';
import { type OccupancyDay, occupancyLayout } from './occupancyScale';
import { TableHead } from '../kit/ui/Table';

export type OccupancyChartProps = { facility: string; days: readonly OccupancyDay[]; today: string; locale?: string };

const GEOMETRY = { height: 120, bar: 12, gap: 4 };
/** The palette's gray-500, red-700 and blue-700 (public/app.css): SVG attributes, so no inline style the CSP refuses. */
const SPACE = '#6b7280';
const FULL = '#b42318';
const TODAY = '#175cd3';

const Key = ({ colour }: { colour: string }) => (
  <svg width="10" height="10" aria-hidden="true">
    <rect width="10" height="10" fill={colour} />
  </svg>
);

/** Occupancy by day as bars under the capacity's line (days with no space left in red), and the same numbers as a table for screen readers. */
export const OccupancyChart = ({ facility, days, today, locale }: OccupancyChartProps) => {
  const titleId = useId();
  const layout = occupancyLayout(days, today, GEOMETRY);
  const dayOfMonth = (day: string) => String(Number(day.slice(8)));
  return (
    <figure>
      <svg viewBox={`0 0 ${layout.width} ${GEOMETRY.height + 18}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>{`Vehicles on site by day at ${facility}`}</title>
        {layout.bars.map((bar) => (
          <g key={bar.day}>
            <rect x={bar.x} y={bar.y} width={GEOMETRY.bar} height={bar.barHeight} fill={bar.full ? FULL : SPACE} />
            <text
              x={bar.x + GEOMETRY.bar / 2}
              y={GEOMETRY.height + 13}
              fontSize="8"
              textAnchor="middle"
              fill={bar.today ? TODAY : 'currentColor'}
              fontWeight={bar.today ? 'bold' : undefined}
            >
              {dayOfMonth(bar.day)}
            </text>
          </g>
        ))}
        {layout.capacityY !== null && (
          <line x1={0} x2={layout.width} y1={layout.capacityY} y2={layout.capacityY} stroke={FULL} strokeDasharray="4 2" strokeWidth={1} />
        )}
      </svg>
      <figcaption className="muted">
        <Key colour={SPACE} /> Vehicles on site <Key colour={FULL} /> No space left{layout.capacityY !== null && ' · dashed line: capacity'}{' '}
        · today in blue
      </figcaption>
      <div className="visually-hidden">
        <table>
          <caption>{`Occupancy by day at ${facility}`}</caption>
          <TableHead headings={['Day', 'Vehicles', 'Capacity']} />
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{`${formatDate(day.day, locale)}${day.day === today ? ' (today)' : ''}`}</th>
                <td>{day.occupied}</td>
                <td>{day.capacity ?? 'Not set'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
};
