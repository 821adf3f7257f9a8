import { useCallback } from 'react';
import { DayFilter } from '../kit/forms/DayFilter';
import { ChipPicker } from '../kit/pickers/ChipPicker';
import { LEG_STATUS_LABEL } from '../kit/record/legLabels';
import { Checkbox } from '../kit/ui/Checkbox';
import { SearchBox } from '../kit/ui/SearchBox';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { type BoardView, OPEN_STATUSES } from './boardView';

export type BoardFiltersProps = {
  view: BoardView;
  /** The regions with open legs (dispatchMap.regions). */
  regions: readonly string[];
  /** A new view: page 1, the open leg kept. */
  onChange: (patch: Partial<BoardView>, replace?: boolean) => void;
};

/** The board's filters, shared by /dispatch and /dispatch/order-legs: status, pickup days, regions, unassigned, search. */
export const BoardFilters = ({ view, regions, onChange }: BoardFiltersProps) => {
  const onSearch = useCallback((q: string) => onChange({ q }, true), [onChange]);
  return (
    <div className="dispatch-filters">
      <SearchBox label="Search legs" hint="Leg number or VIN." value={view.q} onSearch={onSearch} />
      <ToggleChips
        legend="Status"
        options={OPEN_STATUSES}
        label={(status) => LEG_STATUS_LABEL[status]}
        selected={view.status}
        onChange={(status) => onChange({ status })}
        clearLabel="Every open status"
      />
      <div className="filter-row">
        {/* DayFilter: the tenant's DateInput, moving the list only once the text is a day */}
        <DayFilter label="Pickup from" value={view.from} onChange={(from) => onChange({ from })} />
        <DayFilter label="Pickup to" value={view.to} onChange={(to) => onChange({ to })} />
        <ChipPicker
          label="Pickup regions"
          options={[...new Set([...regions, ...view.regions])]}
          selected={view.regions}
          onChange={(chosen) => onChange({ regions: chosen })}
        />
        <Checkbox label="Unassigned only" checked={view.unassigned} onChange={(unassigned) => onChange({ unassigned })} />
      </div>
    </div>
  );
};
