import type { OrderLegStatus, OrderListStatus } from '@/generated/graphql';
import { EMPTY_ORDERS_VIEW, portalOrdersHref } from '../orders/ordersView';
import { PORTAL_LEG_STATUS_LABEL, PORTAL_ORDER_STATUSES } from '../shared/labels';

export type OpenLegRow = { label: string; count: number; href: string | null };

/** Statuses in the order a move goes through them, so the chart reads top to bottom as work moves on. */
const ORDER = Object.keys(PORTAL_LEG_STATUS_LABEL) as OrderLegStatus[];

/** The orders list filtered to this status, when the list has a chip for it. */
const hrefOf = (status: OrderLegStatus): string | null =>
  (PORTAL_ORDER_STATUSES as readonly string[]).includes(status)
    ? portalOrdersHref({ ...EMPTY_ORDERS_VIEW, status: [status as OrderListStatus] })
    : null;

/** The chart's rows: statuses that read alike (the delivered ones) counted together, empty ones left out. */
export const openLegRows = (counts: readonly { status: OrderLegStatus; count: number }[]): OpenLegRow[] => {
  const rows = new Map<string, OpenLegRow & { rank: number }>();
  for (const { status, count } of counts) {
    if (count <= 0) continue;
    const label = PORTAL_LEG_STATUS_LABEL[status];
    const row = rows.get(label);
    if (row) row.count += count;
    else rows.set(label, { label, count, href: hrefOf(status), rank: ORDER.indexOf(status) });
  }
  return [...rows.values()].sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...row }) => row);
};
