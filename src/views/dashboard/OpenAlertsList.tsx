import { Link } from 'wouter';
import type { AlertPriority } from '@/generated/graphql';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ListTime } from '../kit/list/ListDate';

type OpenAlert = {
  id: string;
  priority: AlertPriority;
  message: string;
  createdAt: string;
  order: { id: string; number: string } | null;
  orderLeg: { id: string; number: string } | null;
};

export type OpenAlertsListProps = { alerts: readonly OpenAlert[] };

const PRIORITY: Record<AlertPriority, { label: string; tone: 'danger' | 'warning' | 'info' }> = {
  CALL_URGENT: { label: 'Call urgently', tone: 'danger' },
  CALL: { label: 'Call', tone: 'warning' },
  CHECK: { label: 'Check', tone: 'info' },
  NEW: { label: 'New', tone: 'info' },
};

/** The newest open alerts, each linking to the alerts tab of its leg (or order), where it is acknowledged. */
export const OpenAlertsList = ({ alerts }: OpenAlertsListProps) => {
  if (alerts.length === 0) return <EmptyState title="No open alerts">Every alert has been acknowledged.</EmptyState>;
  return (
    <ul className="plain-list alert-list">
      {alerts.map((alert) => {
        const target = alert.orderLeg
          ? { href: `/order-legs/${alert.orderLeg.id}/activity/alerts`, label: alert.orderLeg.number }
          : alert.order
            ? { href: `/orders/${alert.order.id}/activity/alerts`, label: alert.order.number }
            : null;
        return (
          <li key={alert.id}>
            <Badge tone={PRIORITY[alert.priority].tone}>{PRIORITY[alert.priority].label}</Badge>{' '}
            {target ? <Link href={target.href}>{target.label}</Link> : null} {alert.message}{' '}
            <span className="muted">
              <ListTime at={alert.createdAt} />
            </span>
          </li>
        );
      })}
    </ul>
  );
};
