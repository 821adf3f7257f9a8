import { DayFilter } from '../kit/forms/DayFilter';
import type { UpdateList } from '../kit/list/useListUrl';
import { Checkbox } from '../kit/ui/Checkbox';
import { DriverPicker } from './DriverPicker';
import type { TravelListView } from './listUrl';

export type TravelFiltersProps = {
  view: TravelListView;
  update: UpdateList<TravelListView>;
  noun: string;
  dayLabel: string;
};

/** A travel list's driver, day range and "show cancelled" (its search is the list's), each kept in the URL. */
export const TravelFilters = ({ view, update, noun, dayLabel }: TravelFiltersProps) => (
  <>
    <div className="filter-row">
      <DriverPicker
        label="Driver"
        searchLabel="Find a driver to filter by"
        value={view.driver}
        placeholder="Every driver"
        onChange={(driver) => update({ driver })}
      />
      <DayFilter label={`${dayLabel} from`} value={view.from} onChange={(from) => update({ from })} />
      <DayFilter label={`${dayLabel} to`} value={view.to} onChange={(to) => update({ to })} />
    </div>
    <Checkbox label={`Show cancelled ${noun}`} checked={view.cancelled} onChange={(cancelled) => update({ cancelled })} />
  </>
);
