import { useId } from 'react';
import { formatDate } from '../../domain/format';
import { TableHead } from '../kit/ui/Table';

export type DamageChartProps = {
  days: readonly { day: string; count: number }[];
  locale?: string;
};

const HEIGHT = 80;
const BAR = 14;
const GAP = 6;

/**
 * Reports with new damage per day as bars in plain SVG (attributes only: the CSP allows no inline styles), with the
 * same numbers as a table for screen readers.
 */
export const DamageChart = ({ days, locale }: DamageChartProps) => {
  const titleId = useId();
  const max = Math.max(1, ...days.map((d) => d.count));
  const width = days.length * (BAR + GAP) + GAP;
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <figure className="help-desk-chart">
      <svg viewBox={`0 0 ${width} ${HEIGHT + 16}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>{`Condition reports with new damage, last ${days.length} days: ${total} in all`}</title>
        <line x1={0} x2={width} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} stroke="currentColor" strokeWidth={1} opacity={0.4} />
        {days.map((d, index) => {
          const x = GAP + index * (BAR + GAP);
          const h = (d.count / max) * HEIGHT;
          return (
            <g key={d.day}>
              <rect className="help-desk-bar" x={x} y={HEIGHT - h} width={BAR} height={h} />
              <text x={x + BAR / 2} y={HEIGHT + 12} fontSize="8" textAnchor="middle" fill="currentColor">
                {d.day.slice(8)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">{`${total} ${total === 1 ? 'report' : 'reports'} with new damage; each bar is a day, today last.`}</figcaption>
      <div className="visually-hidden">
        <table>
          <caption>Condition reports with new damage per day</caption>
          <TableHead headings={['Day', 'Reports']} />
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDate(d.day, locale)}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
};
