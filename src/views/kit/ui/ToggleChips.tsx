export type ToggleChipsProps<Value extends string> = {
  /** The fieldset's legend, e.g. "Status". */
  legend: string;
  options: readonly Value[];
  label: (value: Value) => string;
  selected: readonly Value[];
  onChange: (selected: Value[]) => void;
  /** The name of the button that unpresses every chip, shown while any is pressed. */
  clearLabel: string;
};

/** Toggle buttons (aria-pressed) for a multi-value filter; any pressed one matches, none pressed matches all. */
export const ToggleChips = <Value extends string>({ legend, options, label, selected, onChange, clearLabel }: ToggleChipsProps<Value>) => (
  <fieldset className="status-chips">
    <legend className="field-label">{legend}</legend>
    {options.map((value) => {
      const pressed = selected.includes(value);
      return (
        <button
          key={value}
          type="button"
          className="status-chip"
          aria-pressed={pressed}
          onClick={() => onChange(pressed ? selected.filter((item) => item !== value) : [...selected, value])}
        >
          {label(value)}
        </button>
      );
    })}
    {selected.length > 0 && (
      <button type="button" className="btn btn-ghost btn-small" onClick={() => onChange([])}>
        {clearLabel}
      </button>
    )}
  </fieldset>
);
