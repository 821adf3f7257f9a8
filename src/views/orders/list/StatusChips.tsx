import type { OrderListStatus } from '@/generated/graphql';
import { ToggleChips } from '../../kit/ui/ToggleChips';
import { enumLabel } from './labels';

export type StatusChipsProps = {
  selected: readonly OrderListStatus[];
  onChange: (status: OrderListStatus[]) => void;
};

/**
 * The order-list statuses are three vocabularies (issue 13): where the order itself stands, what any of its
 * legs is doing, and how its invoices are paid. Each is a group of its own, named so.
 */
export const STATUS_GROUPS: readonly { legend: string; options: readonly OrderListStatus[] }[] = [
  { legend: 'Order', options: ['ACKNOWLEDGED', 'ARCHIVED', 'CLOSED'] },
  {
    legend: 'Any leg is',
    options: [
      'CREATED',
      'UNACKNOWLEDGED',
      'PROCESSING',
      'PENDING_CONFIRMATION',
      'WAITING_ON_TAG_AND_TITLE',
      'CLEARED_FOR_DISPATCH',
      'PENDING_PICKUP',
      'IN_TRANSIT',
      'IN_REPAIR',
      'IN_STORAGE',
      'ON_HOLD',
      'DELIVERED',
    ],
  },
  { legend: 'Payment', options: ['UNPAID', 'PARTIALLY_PAID', 'PAID', 'VOID'] },
];

/** Toggle buttons per group; any pressed one matches (none pressed: every order). */
export const StatusChips = ({ selected, onChange }: StatusChipsProps) => (
  <div className="status-groups">
    {STATUS_GROUPS.map(({ legend, options }) => (
      <ToggleChips
        key={legend}
        legend={legend}
        options={options}
        label={enumLabel}
        selected={selected.filter((status) => options.includes(status))}
        onChange={(chosen) => onChange([...selected.filter((status) => !options.includes(status)), ...chosen])}
        clearLabel={`Clear ${legend.toLowerCase()} statuses`}
      />
    ))}
  </div>
);
