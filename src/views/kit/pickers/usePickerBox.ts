import { type KeyboardEvent, useState } from 'react';
import { CLOSED, type ChipPickerState, chipPickerTyped } from './chipPickerKeys';

/** A picker's keys (chipPickerKeys.ts, personPickerKeys.ts): the next state, what else the key asks, whether it is the picker's. */
export type PickerKeys<A> = (
  state: ChipPickerState,
  key: string,
  matchCount: number,
) => { state: ChipPickerState; action: A; handled: boolean };

/**
 * The search box of the kit's pickers (ChipPicker.tsx, PersonCombobox.tsx): its state, and the props of a combobox whose
 * list the arrows walk (the active match named by aria-activedescendant), opened by the focus, closed by a blur.
 * `onQuery` hears the typed text when it changes and when the box takes the focus (a picker that asks the server).
 */
export const usePickerBox = <A>(id: string, keys: PickerKeys<A>, onQuery?: (query: string) => void) => {
  const [state, setState] = useState<ChipPickerState>(CLOSED);
  const update = (next: ChipPickerState) => {
    setState(next);
    if (onQuery && next.query !== state.query) onQuery(next.query);
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  /** The box's props: `onAction` does what a handled key asks besides the new state (choose, remove the last chip…). */
  const box = (matchCount: number, onAction: (action: A) => void) =>
    ({
      id,
      className: 'field-input',
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': state.open,
      'aria-controls': `${id}-list`,
      'aria-activedescendant': state.open && state.active >= 0 ? optionId(state.active) : undefined,
      value: state.query,
      onChange: (event: { target: { value: string } }) => update(chipPickerTyped(event.target.value)),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const next = keys(state, event.key, matchCount);
        if (!next.handled) return;
        event.preventDefault();
        update(next.state);
        onAction(next.action);
      },
      onFocus: () => {
        setState((before) => ({ ...before, open: true }));
        onQuery?.(state.query);
      },
      onBlur: () => setState((before) => ({ ...before, open: false, active: -1 })),
    }) as const;
  return { state, setState, update, optionId, box };
};
