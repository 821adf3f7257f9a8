/** The chip picker's keyboard (ChipPicker.tsx), kept pure so its rules are tested without a browser. */

export type ChipPickerState = {
  /** The text typed in the search box. */
  query: string;
  /** Whether the list of matches is open. */
  open: boolean;
  /** The match the arrows are on (-1: none). */
  active: number;
};

/** What a key asks of the picker besides its new state. */
export type ChipPickerAction = { kind: 'toggle'; index: number } | { kind: 'removeLast' } | { kind: 'none' };

export type ChipPickerKey = { state: ChipPickerState; action: ChipPickerAction; handled: boolean };

export const CLOSED: ChipPickerState = { query: '', open: false, active: -1 };

/** The options whose words contain the typed text (any case), chosen ones included (Enter un-chooses them). */
export const chipMatches = (options: readonly string[], query: string): string[] => {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? options.filter((option) => option.toLocaleLowerCase().includes(needle)) : [...options];
};

/**
 * A key in the search box: ↓ and ↑ open the list and move through the matches (wrapping), Enter chooses or
 * un-chooses the match the arrows are on (the only match, when there is one), Escape closes the list and then
 * clears the text, Backspace in an empty box removes the last chip. `handled` keys are the picker's (no default).
 */
export const chipPickerKey = (state: ChipPickerState, key: string, matchCount: number): ChipPickerKey => {
  const none: ChipPickerAction = { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (matchCount === 0) return { state: { ...state, open: true, active: -1 }, action: none, handled: true };
      const step = key === 'ArrowDown' ? 1 : -1;
      const from = state.open ? state.active : -1;
      const active = from === -1 ? (step === 1 ? 0 : matchCount - 1) : (from + step + matchCount) % matchCount;
      return { state: { ...state, open: true, active }, action: none, handled: true };
    }
    case 'Enter': {
      const index = state.open && state.active >= 0 ? state.active : matchCount === 1 ? 0 : -1;
      if (index < 0 || index >= matchCount) return { state, action: none, handled: true };
      return { state: { ...state, open: true, active: index }, action: { kind: 'toggle', index }, handled: true };
    }
    case 'Escape':
      if (state.open) return { state: { ...state, open: false, active: -1 }, action: none, handled: true };
      return { state: CLOSED, action: none, handled: state.query !== '' };
    case 'Backspace':
      return state.query === '' ? { state, action: { kind: 'removeLast' }, handled: true } : { state, action: none, handled: false };
    default:
      return { state, action: none, handled: false };
  }
};

/** The typed text changed: the list opens on the new matches, none active yet. */
export const chipPickerTyped = (query: string): ChipPickerState => ({ query, open: true, active: -1 });
