import type { CSSProperties } from 'react';
import type { OrderLegStatus } from '@/generated/graphql';
import { Link } from 'wouter';
import { EmptyState } from '../../kit/ui/EmptyState';
import { openLegRows } from './openLegRows';
import { TableHead } from '../../kit/ui/Table';

export type OpenLegsChartProps = { counts: readonly { status: OrderLegStatus; count: number }[] };

// The track is a span inside a table cell: it needs a block box and a width to draw the bar in.
const TRACK: CSSProperties = { display: 'block', minWidth: '8rem' };

/**
 * A bar per status as a real table (status, bar, count): the bars are drawn with CSS and hidden from assistive
 * tech, which reads the status and count cells; a status the orders list filters by links to that list.
 */
export const OpenLegsChart = ({ counts }: OpenLegsChartProps) => {
  const rows = openLegRows(counts);
  if (rows.length === 0) return <EmptyState title="No open orders">Nothing is on its way right now.</EmptyState>;
  const max = Math.max(...rows.map((row) => row.count));
  return (
    <div className="table-wrap">
      <table className="table" aria-label="Open vehicle moves by status">
        <TableHead headings={['Status', { hidden: 'Bar' }, { text: 'Vehicle moves', className: 'cell-number' }]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.href ? <Link href={row.href}>{row.label}</Link> : row.label}</th>
              <td aria-hidden="true">
                <span className="bar-chart-track" style={TRACK}>
                  <span className="bar-chart-bar" style={{ '--bar': `${(row.count / max) * 100}%` } as CSSProperties} />
                </span>
              </td>
              <td className="cell-number">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
