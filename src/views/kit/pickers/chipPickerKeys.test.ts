import { describe, expect, it } from 'vitest';
import { CLOSED, chipMatches, chipPickerKey, chipPickerTyped } from './chipPickerKeys';

const REGIONS = ['CA', 'FL', 'GA', 'NY', 'TX'];

describe('the chip picker’s keyboard', () => {
  it('narrows the matches to what is typed, in any case', () => {
    expect(chipMatches(REGIONS, 'a')).toEqual(['CA', 'GA']);
    expect(chipMatches(REGIONS, ' ny ')).toEqual(['NY']);
    expect(chipMatches(REGIONS, '')).toEqual(REGIONS);
  });

  it('opens with ↓ on the first match and wraps round at both ends', () => {
    const first = chipPickerKey(CLOSED, 'ArrowDown', 3);
    expect(first.state).toEqual({ query: '', open: true, active: 0 });
    expect(chipPickerKey(first.state, 'ArrowUp', 3).state.active).toBe(2);
    expect(chipPickerKey({ ...first.state, active: 2 }, 'ArrowDown', 3).state.active).toBe(0);
    expect(chipPickerKey(CLOSED, 'ArrowUp', 3).state.active).toBe(2);
  });

  it('chooses the match the arrows are on with Enter, and the only match without arrows', () => {
    expect(chipPickerKey({ query: '', open: true, active: 1 }, 'Enter', 3).action).toEqual({ kind: 'toggle', index: 1 });
    expect(chipPickerKey(chipPickerTyped('ny'), 'Enter', 1).action).toEqual({ kind: 'toggle', index: 0 });
    expect(chipPickerKey(chipPickerTyped('a'), 'Enter', 2).action).toEqual({ kind: 'none' });
  });

  it('closes the list with Escape, then clears the text', () => {
    const closed = chipPickerKey({ query: 'n', open: true, active: 0 }, 'Escape', 1);
    expect(closed.state).toEqual({ query: 'n', open: false, active: -1 });
    const cleared = chipPickerKey(closed.state, 'Escape', 1);
    expect(cleared).toMatchObject({ state: CLOSED, handled: true });
    // nothing left to close or clear: Escape is the page's (a dialog closes)
    expect(chipPickerKey(CLOSED, 'Escape', 5).handled).toBe(false);
  });

  it('removes the last chip with Backspace only in an empty box', () => {
    expect(chipPickerKey(CLOSED, 'Backspace', 5).action).toEqual({ kind: 'removeLast' });
    expect(chipPickerKey(chipPickerTyped('n'), 'Backspace', 1)).toMatchObject({ action: { kind: 'none' }, handled: false });
  });

  it('leaves other keys to the box (typing, Tab)', () => {
    expect(chipPickerKey(CLOSED, 'n', 5).handled).toBe(false);
    expect(chipPickerKey(CLOSED, 'Tab', 5).handled).toBe(false);
  });
});
