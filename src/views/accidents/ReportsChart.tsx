import { useId } from 'react';
import { TableHead } from '../kit/ui/Table';

export type ReportsChartProps = {
  months: readonly { month: string; accidents: number; incidents: number; recordable: number }[];
  locale?: string;
};

const HEIGHT = 120;
const BAR = 14;
const GAP = 10;
const ACCIDENT = '#b42318';
const INCIDENT = '#6b7280';

const Key = ({ colour }: { colour: string }) => (
  <svg width="10" height="10" aria-hidden="true">
    <rect width="10" height="10" fill={colour} />
  </svg>
);

/** Reports by month as stacked bars (accidents, incidents) in plain SVG, with the same numbers as a table for screen readers. */
export const ReportsChart = ({ months, locale }: ReportsChartProps) => {
  const titleId = useId();
  const max = Math.max(1, ...months.map((m) => m.accidents + m.incidents));
  const name = (month: string) => new Date(`${month}-01T12:00:00Z`).toLocaleString(locale, { month: 'short', timeZone: 'UTC' });
  const width = months.length * (BAR + GAP) + GAP;
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${HEIGHT + 18}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>Reports by month: accidents and incidents</title>
        {months.map((m, index) => {
          const x = GAP + index * (BAR + GAP);
          const accidents = (m.accidents / max) * HEIGHT;
          const incidents = (m.incidents / max) * HEIGHT;
          return (
            <g key={m.month}>
              <rect x={x} y={HEIGHT - accidents} width={BAR} height={accidents} fill={ACCIDENT} />
              <rect x={x} y={HEIGHT - accidents - incidents} width={BAR} height={incidents} fill={INCIDENT} />
              <text x={x + BAR / 2} y={HEIGHT + 13} fontSize="9" textAnchor="middle" fill="currentColor">
                {name(m.month).slice(0, 3)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">
        <Key colour={ACCIDENT} /> Accidents <Key colour={INCIDENT} /> Incidents
      </figcaption>
      <div className="visually-hidden">
        <table>
          <caption>Reports by month</caption>
          <TableHead headings={['Month', 'Accidents', 'Incidents', 'DOT recordable']} />
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td>{m.accidents}</td>
                <td>{m.incidents}</td>
                <td>{m.recordable}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
};
