import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import type { OrderLegStatus } from '@/generated/graphql';
import { LEG_STATUS_LABEL } from '../../domain/labels';
import { EmptyState } from '../kit/ui/EmptyState';
import { LIFECYCLE, legStatusHref } from './dashboardLinks';

export type LegsByStatusChartProps = { counts: readonly { status: OrderLegStatus; count: number }[] };

const words = (status: OrderLegStatus) => LEG_STATUS_LABEL[status];

/** A bar per leg status with its count written out; each bar links to the orders with such a leg. */
export const LegsByStatusChart = ({ counts }: LegsByStatusChartProps) => {
  const rows = [...counts].filter((row) => row.count > 0).sort((a, b) => LIFECYCLE.indexOf(a.status) - LIFECYCLE.indexOf(b.status));
  if (rows.length === 0) return <EmptyState title="No legs yet">Legs appear here once orders are created.</EmptyState>;
  const max = Math.max(...rows.map((row) => row.count));
  return (
    <ul className="bar-chart" aria-label="Legs by status">
      {rows.map(({ status, count }) => (
        <li key={status}>
          <Link
            href={legStatusHref(status)}
            className="bar-chart-row"
            aria-label={`${words(status)}: ${count} ${count === 1 ? 'leg' : 'legs'}`}
          >
            <span className="bar-chart-label">{words(status)}</span>
            <span className="bar-chart-track" aria-hidden="true">
              <span className="bar-chart-bar" style={{ '--bar': `${(count / max) * 100}%` } as CSSProperties} />
            </span>
            <span className="bar-chart-value">{count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
