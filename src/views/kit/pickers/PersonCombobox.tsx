import { type KeyboardEvent, useId, useState } from 'react';
import { Field, fieldAria } from '../ui/Field';
import { CLOSED, type ChipPickerState, chipPickerTyped } from './chipPickerKeys';
import { personPickerKey } from './personPickerKeys';

export type Person = { id: string; name: string; email: string };

export type PersonComboboxProps = {
  /** Names the search box and its list ("Person"). */
  label: string;
  /** The people matching what is typed (PersonPicker asks the server). */
  matches: readonly Person[];
  /** The chosen person, shown as a chip with its Remove button. */
  chosen: Person | null;
  onChoose: (person: Person | null) => void;
  /** What is typed changed, or the box took the focus (the search to ask for). */
  onQuery: (query: string) => void;
  searching: boolean;
  hint?: string;
  error?: readonly string[];
};

/**
 * One person out of many, chosen by searching their name or email: a combobox whose list the arrows walk and Enter
 * chooses (personPickerKeys.ts), the chosen one a chip with a "Remove …" button; a click on a match does the same.
 */
export const PersonCombobox = ({ label, matches, chosen, onChoose, onQuery, searching, hint, error }: PersonComboboxProps) => {
  const id = useId();
  const [state, setState] = useState<ChipPickerState>(CLOSED);
  const update = (next: ChipPickerState) => {
    setState(next);
    if (next.query !== state.query) onQuery(next.query);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = personPickerKey(state, event.key, matches.length);
    if (!next.handled) return;
    event.preventDefault();
    update(next.state);
    if (next.action.kind === 'choose') onChoose(matches[next.action.index] ?? null);
    if (next.action.kind === 'clear' && chosen) onChoose(null);
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  const messages = error ?? [];
  return (
    <Field id={id} label={label} hint={hint} messages={messages} className="chip-picker">
      {chosen && (
        <ul className="plain-list chip-picker-chips" aria-label={`${label} chosen`}>
          <li className="chip-picker-chip">
            {chosen.name}
            <button type="button" className="chip-picker-remove" aria-label={`Remove ${chosen.name}`} onClick={() => onChoose(null)}>
              ×
            </button>
          </li>
        </ul>
      )}
      <input
        id={id}
        className="field-input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={`${id}-list`}
        aria-activedescendant={state.open && state.active >= 0 ? optionId(state.active) : undefined}
        {...fieldAria(id, hint, messages)}
        value={state.query}
        placeholder={chosen ? 'Someone else…' : 'Type a name or email'}
        onChange={(event) => update(chipPickerTyped(event.target.value))}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setState((before) => ({ ...before, open: true }));
          onQuery(state.query);
        }}
        onBlur={() => setState((before) => ({ ...before, open: false, active: -1 }))}
      />
      <div id={`${id}-list`} role="listbox" aria-label={label} className="chip-picker-list" hidden={!state.open || matches.length === 0}>
        {state.open &&
          matches.map((person, index) => (
            <div
              key={person.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={chosen?.id === person.id}
              className={index === state.active ? 'chip-picker-option chip-picker-option--active' : 'chip-picker-option'}
              // mousedown, not click: the box keeps the focus (a blur would close the list before the click)
              onMouseDown={(event) => {
                event.preventDefault();
                update(CLOSED);
                onChoose(person);
              }}
            >
              {person.name} <span className="muted">{person.email}</span>
            </div>
          ))}
      </div>
      <p className="muted chip-picker-none" aria-live="polite">
        {state.open && searching
          ? 'Searching…'
          : state.open && state.query.trim() && matches.length === 0
            ? `No one matches “${state.query.trim()}”.`
            : ''}
      </p>
    </Field>
  );
};
