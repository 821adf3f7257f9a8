import type { OrderLegStatus } from '@/generated/graphql';
import { Badge } from '../../kit/ui/Badge';
import { PORTAL_LEG_STATUS_LABEL, portalLegTone } from './labels';

/** A leg's status in the portal's words. */
export const LegStatusBadge = ({ status }: { status: OrderLegStatus }) => (
  <Badge tone={portalLegTone(status)}>{PORTAL_LEG_STATUS_LABEL[status]}</Badge>
);

/** The distinct statuses of an order's legs, one chip each (INVOICED and DELIVERED both read "Delivered": one chip). */
export const LegStatusChips = ({ statuses }: { statuses: readonly OrderLegStatus[] }) => {
  const byLabel = new Map<string, OrderLegStatus>();
  for (const status of statuses) if (!byLabel.has(PORTAL_LEG_STATUS_LABEL[status])) byLabel.set(PORTAL_LEG_STATUS_LABEL[status], status);
  return (
    <span className="orders-chips">
      {[...byLabel.values()].map((status) => (
        <LegStatusBadge key={status} status={status} />
      ))}
    </span>
  );
};
