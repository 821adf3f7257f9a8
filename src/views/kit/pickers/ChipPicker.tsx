import { useId } from 'react';
import { chipMatches, chipPickerKey } from './chipPickerKeys';
import { usePickerBox } from './usePickerBox';

export type ChipPickerProps = {
  /** Names the search box and the list of matches ("Pickup regions"). */
  label: string;
  /** Every value that can be chosen. */
  options: readonly string[];
  /** The values chosen, shown as chips each with its Remove button. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Under the label, e.g. "Type to search; Enter chooses." */
  hint?: string;
};

/**
 * Several values out of many, chosen by searching: the chosen ones are chips (each a "Remove …" button), the box is a
 * combobox whose list of matches the arrows walk and Enter chooses (chipPickerKeys.ts holds the keys' rules); a click on a
 * match does the same. Instead of a native multi-select list box, which needs Ctrl-click and shows six lines of many.
 */
export const ChipPicker = ({ label, options, selected, onChange, hint }: ChipPickerProps) => {
  const id = useId();
  const { state, setState, optionId, box } = usePickerBox(id, chipPickerKey);
  const matches = chipMatches(options, state.query);
  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value]);
  return (
    <div className="field chip-picker">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {selected.length > 0 && (
        <ul className="plain-list chip-picker-chips" aria-label={`${label} chosen`}>
          {selected.map((value) => (
            <li key={value} className="chip-picker-chip">
              {value}
              <button type="button" className="chip-picker-remove" aria-label={`Remove ${value}`} onClick={() => toggle(value)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        {...box(matches.length, (action) => {
          if (action.kind === 'toggle') toggle(matches[action.index]);
          if (action.kind === 'removeLast' && selected.length > 0) onChange(selected.slice(0, -1));
        })}
        aria-describedby={hint ? `${id}-hint` : undefined}
        placeholder={selected.length > 0 ? 'Add another…' : 'Any; type to search'}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        className="option-list chip-picker-list"
        hidden={!state.open || matches.length === 0}
      >
        {state.open &&
          matches.map((value, index) => (
            <div
              key={value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={selected.includes(value)}
              className={index === state.active ? 'chip-picker-option chip-picker-option--active' : 'chip-picker-option'}
              // mousedown, not click: the box keeps the focus (a blur would close the list before the click)
              onMouseDown={(event) => {
                event.preventDefault();
                setState((before) => ({ ...before, active: index }));
                toggle(value);
              }}
            >
              {value}
            </div>
          ))}
      </div>
      <p className="muted chip-picker-none" aria-live="polite">
        {state.open && matches.length === 0 ? `No ${label.toLocaleLowerCase()} match “${state.query.trim()}”.` : ''}
      </p>
    </div>
  );
};
