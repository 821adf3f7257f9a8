import { ToggleChips } from '../ui/ToggleChips';
import type { FacetCounts } from './searchHit';
import { codeLabel, DATE_RANGES, type DateRange, FACETS, type SearchState } from './searchState';

export type FacetChipsProps = { facets: FacetCounts; state: SearchState; onChange: (state: SearchState) => void };

const CODED = new Set<string>(['status', 'transportMethod']);

/**
 * The facets as filter chips: each value the results hold, most frequent first, with its count; a chosen value stays
 * listed (so it can be cleared) when the narrowed results no longer count it.
 */
export const FacetChips = ({ facets, state, onChange }: FacetChipsProps) => (
  <div className="search-facets">
    {FACETS.map(({ attribute, legend }) => {
      const counts = facets[attribute] ?? {};
      const selected = state.facets[attribute];
      const values = Object.keys(counts).sort((a, b) => counts[b] - counts[a] || a.localeCompare(b));
      const options = [...values, ...selected.filter((value) => !(value in counts))];
      if (options.length === 0) return null;
      const word = (value: string) => (CODED.has(attribute) ? codeLabel(value) : value);
      return (
        <ToggleChips
          key={attribute}
          legend={legend}
          options={options}
          label={(value) => (value in counts ? `${word(value)} (${counts[value]})` : word(value))}
          selected={selected}
          onChange={(next) => onChange({ ...state, facets: { ...state.facets, [attribute]: next } })}
          clearLabel={`Any ${legend.toLowerCase()}`}
        />
      );
    })}
    <ToggleChips<DateRange>
      legend="Date"
      options={DATE_RANGES.map((range) => range.value)}
      label={(value) => DATE_RANGES.find((range) => range.value === value)?.label ?? value}
      selected={state.date ? [state.date] : []}
      onChange={(next) => onChange({ ...state, date: next.find((value) => value !== state.date) ?? null })}
      clearLabel="Any date"
    />
  </div>
);
