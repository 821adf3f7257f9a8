import type { OrderListStatus } from '@/generated/graphql';
import { ORDER_LIST_STATUSES } from '../../../domain/orderListFilters';
import { ToggleChips } from '../../ui/ToggleChips';
import { enumLabel } from './labels';

export type StatusChipsProps = {
  selected: readonly OrderListStatus[];
  onChange: (status: OrderListStatus[]) => void;
};

/** Toggle buttons for the spec's order statuses; any pressed one matches (none pressed: every order). */
export const StatusChips = ({ selected, onChange }: StatusChipsProps) => (
  <ToggleChips
    legend="Status"
    options={ORDER_LIST_STATUSES}
    label={enumLabel}
    selected={selected}
    onChange={onChange}
    clearLabel="Clear statuses"
  />
);
