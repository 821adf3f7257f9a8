import { useId } from 'react';
import type { CellFormat, ReportChart as Chart } from '../../../domain/reports/table';
import { formatReportCell } from '../../../domain/reports/table';
import { TableHead } from '../ui/Table';

const HEIGHT = 140;
const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490'];

const Key = ({ colour }: { colour: string }) => (
  <svg width="10" height="10" aria-hidden="true">
    <rect width="10" height="10" fill={colour} />
  </svg>
);

/**
 * A report's chart in plain SVG: grouped bars or lines over the series' x labels, its figures again as a table for
 * screen readers (and for anyone who would rather read them).
 */
export const ReportChart = ({ chart, format }: { chart: Chart; format: CellFormat }) => {
  const titleId = useId();
  const labels = chart.series[0]?.points.map((point) => point.x) ?? [];
  const values = chart.series.flatMap((series) => series.points.map((point) => point.y));
  const max = Math.max(1, ...values);
  const group = Math.max(1, chart.series.length);
  const bar = chart.kind === 'bar' ? Math.max(4, Math.min(18, Math.floor(320 / Math.max(1, labels.length * group)))) : 0;
  const step = chart.kind === 'bar' ? bar * group + 12 : Math.max(24, Math.floor(480 / Math.max(1, labels.length)));
  const width = Math.max(120, labels.length * step + 12);
  const y = (value: number) => HEIGHT - (Math.max(0, value) / max) * HEIGHT;
  const column = { key: 'y', label: chart.title, kind: chart.valueKind ?? 'int' } as const;
  return (
    <figure className="report-chart">
      <svg viewBox={`0 0 ${width} ${HEIGHT + 34}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMinYMid meet">
        <title id={titleId}>{chart.title}</title>
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeOpacity={0.3} />
        {chart.kind === 'bar'
          ? chart.series.map((series, s) =>
              series.points.map((point, index) => (
                <rect
                  key={`${series.key}-${point.x}`}
                  x={12 + index * step + s * bar}
                  y={y(point.y)}
                  width={bar - 1}
                  height={HEIGHT - y(point.y)}
                  fill={COLOURS[s % COLOURS.length]}
                />
              )),
            )
          : chart.series.map((series, s) => (
              <polyline
                key={series.key}
                fill="none"
                stroke={COLOURS[s % COLOURS.length]}
                strokeWidth={2}
                points={series.points.map((point, index) => `${12 + index * step + step / 2},${y(point.y)}`).join(' ')}
              />
            ))}
        {labels.map((label, index) => (
          <text
            key={label}
            x={12 + index * step + (chart.kind === 'bar' ? (bar * group) / 2 : step / 2)}
            y={HEIGHT + 14}
            fontSize="9"
            textAnchor="middle"
            fill="currentColor"
          >
            {label.length > 10 ? `${label.slice(0, 9)}…` : label}
          </text>
        ))}
      </svg>
      {chart.series.length > 1 && (
        <figcaption className="muted">
          {chart.series.map((series, s) => (
            <span key={series.key} className="report-chart-key">
              <Key colour={COLOURS[s % COLOURS.length]} /> {series.label}{' '}
            </span>
          ))}
        </figcaption>
      )}
      <div className="visually-hidden">
        <table>
          <caption>{chart.title}</caption>
          <TableHead headings={['', ...chart.series.map((series) => series.label)]} />
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {chart.series.map((series) => (
                  <td key={series.key}>{formatReportCell(series.points[index]?.y ?? null, column, format)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
};
