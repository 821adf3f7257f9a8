import { describe, expect, it } from 'vitest';
import { CLOSED, chipPickerTyped } from './chipPickerKeys';
import { personPickerKey } from './personPickerKeys';

const press = (keys: string[], matchCount: number, from = CLOSED) => {
  let state = from;
  const actions = [];
  for (const key of keys) {
    const next = personPickerKey(state, key, matchCount);
    state = next.state;
    actions.push(next.action);
  }
  return { state, actions };
};

describe("the person picker's keys", () => {
  it('opens the list with ↓ and walks it both ways, wrapping', () => {
    expect(press(['ArrowDown'], 3).state).toEqual({ query: '', open: true, active: 0 });
    expect(press(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'], 3).state.active).toBe(0);
    expect(press(['ArrowUp'], 3).state.active).toBe(2);
  });

  it('chooses the active person with Enter, then closes the list and empties the box', () => {
    const { state, actions } = press(['ArrowDown', 'ArrowDown', 'Enter'], 3, chipPickerTyped('no'));
    expect(actions.at(-1)).toEqual({ kind: 'choose', index: 1 });
    expect(state).toEqual(CLOSED);
  });

  it('chooses the only match with Enter without arrows, and nothing among several', () => {
    expect(press(['Enter'], 1, chipPickerTyped('nora')).actions).toEqual([{ kind: 'choose', index: 0 }]);
    expect(press(['Enter'], 2, chipPickerTyped('no')).actions).toEqual([{ kind: 'none' }]);
  });

  it('closes the list with Escape, then clears the text', () => {
    const open = press(['ArrowDown', 'Escape'], 2, chipPickerTyped('no'));
    expect(open.state).toEqual({ query: 'no', open: false, active: -1 });
    expect(personPickerKey(open.state, 'Escape', 2)).toEqual({ state: CLOSED, action: { kind: 'none' }, handled: true });
  });

  it('clears the choice with Backspace in an empty box, and leaves typing alone', () => {
    expect(personPickerKey(CLOSED, 'Backspace', 0)).toMatchObject({ action: { kind: 'clear' }, handled: true });
    expect(personPickerKey(chipPickerTyped('no'), 'Backspace', 2)).toMatchObject({ action: { kind: 'none' }, handled: false });
    expect(personPickerKey(CLOSED, 'a', 0).handled).toBe(false);
  });
});
