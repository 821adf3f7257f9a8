import { useId } from 'react';
import { Field, fieldAria } from '../ui/Field';
import { CLOSED } from './chipPickerKeys';
import { personPickerKey } from './personPickerKeys';
import { usePickerBox } from './usePickerBox';

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
  const { state, update, optionId, box } = usePickerBox(id, personPickerKey, onQuery);
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
        {...box(matches.length, (action) => {
          if (action.kind === 'choose') onChoose(matches[action.index] ?? null);
          if (action.kind === 'clear' && chosen) onChoose(null);
        })}
        {...fieldAria(id, hint, messages)}
        placeholder={chosen ? 'Someone else…' : 'Type a name or email'}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className="option-list chip-picker-list"
        hidden={!state.open || matches.length === 0}
      >
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
