import type { OrderListStatus } from '@/generated/graphql';
import { ORDER_LIST_STATUSES } from '../../../domain/orderListFilters';
import { enumLabel } from './labels';

export type StatusChipsProps = {
  selected: readonly OrderListStatus[];
  onChange: (status: OrderListStatus[]) => void;
};

/** Toggle buttons for the spec's order statuses; any pressed one matches (none pressed: every order). */
export const StatusChips = ({ selected, onChange }: StatusChipsProps) => (
  <fieldset className="status-chips">
    <legend className="field-label">Status</legend>
    {ORDER_LIST_STATUSES.map((status) => {
      const pressed = selected.includes(status);
      return (
        <button
          key={status}
          type="button"
          className="status-chip"
          aria-pressed={pressed}
          onClick={() => onChange(pressed ? selected.filter((item) => item !== status) : [...selected, status])}
        >
          {enumLabel(status)}
        </button>
      );
    })}
    {selected.length > 0 && (
      <button type="button" className="btn btn-ghost btn-small" onClick={() => onChange([])}>
        Clear statuses
      </button>
    )}
  </fieldset>
);
