import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { DayFilter } from '../kit/forms/DayFilter';
import { Checkbox } from '../kit/ui/Checkbox';
import { SearchBox } from '../kit/ui/SearchBox';
import { DriverPicker } from './DriverPicker';
import { readTravelView, type TravelListView, travelHref } from './listUrl';

export type TravelFiltersProps = { path: string; view: TravelListView; noun: string; searchHint: string; dayLabel: string };

/** A travel list's search, driver, day range and "show cancelled", each kept in the URL. */
export const TravelFilters = ({ path, view, noun, searchHint, dayLabel }: TravelFiltersProps) => {
  const [, navigate] = useLocation();
  const go = (patch: Partial<TravelListView>) => navigate(travelHref(path, { ...view, page: 1, ...patch }));
  const onSearch = useCallback(
    (text: string) => navigate(travelHref(path, { ...readTravelView(window.location.search), q: text, page: 1 }), { replace: true }),
    [navigate, path],
  );
  return (
    <>
      <SearchBox label={`Search ${noun}`} hint={searchHint} value={view.q} onSearch={onSearch} />
      <div className="filter-row">
        <DriverPicker
          label="Driver"
          searchLabel="Find a driver to filter by"
          value={view.driver}
          placeholder="Every driver"
          onChange={(driver) => go({ driver })}
        />
        <DayFilter label={`${dayLabel} from`} value={view.from} onChange={(from) => go({ from })} />
        <DayFilter label={`${dayLabel} to`} value={view.to} onChange={(to) => go({ to })} />
      </div>
      <Checkbox label={`Show cancelled ${noun}`} checked={view.cancelled} onChange={(cancelled) => go({ cancelled })} />
    </>
  );
};
