/**
 * The person picker's keyboard (PersonPicker.tsx): the chip picker's rules (chipPickerKeys.ts) for one choice. Enter
 * chooses the match the arrows are on (the only match, when there is one) and closes the list with the box emptied;
 * Backspace in an empty box clears the choice.
 */
import { CLOSED, type ChipPickerState, chipPickerKey } from './chipPickerKeys';

export type PersonPickerAction = { kind: 'choose'; index: number } | { kind: 'clear' } | { kind: 'none' };

export type PersonPickerKey = { state: ChipPickerState; action: PersonPickerAction; handled: boolean };

export const personPickerKey = (state: ChipPickerState, key: string, matchCount: number): PersonPickerKey => {
  const next = chipPickerKey(state, key, matchCount);
  if (next.action.kind === 'toggle') return { state: CLOSED, action: { kind: 'choose', index: next.action.index }, handled: true };
  if (next.action.kind === 'removeLast') return { state: next.state, action: { kind: 'clear' }, handled: true };
  return { state: next.state, action: { kind: 'none' }, handled: next.handled };
};
