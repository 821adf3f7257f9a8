import { describe, expect, it } from 'vitest';
import { moveSelection, QUEUE_KEYS, queueCommand } from './queueKeys';

describe('the queue keys', () => {
  it.each([
    ['j', 'next'],
    ['ArrowDown', 'next'],
    ['k', 'previous'],
    ['ArrowUp', 'previous'],
    ['a', 'acknowledge'],
    ['c', 'confirm'],
    ['l', 'log'],
    ['r', 'reschedule'],
    ['o', 'open'],
  ] as const)('%s is %s', (key, command) => {
    expect(queueCommand({ key, target: { tagName: 'BODY' } }, false)).toBe(command);
  });

  it('does nothing while typing, with a modifier, with a dialog open, or for another key', () => {
    expect(queueCommand({ key: 'c', target: { tagName: 'INPUT' } }, false)).toBeNull();
    expect(queueCommand({ key: 'c', target: { tagName: 'TEXTAREA' } }, false)).toBeNull();
    expect(queueCommand({ key: 'c', target: { tagName: 'DIV', isContentEditable: true } }, false)).toBeNull();
    expect(queueCommand({ key: 'c', ctrlKey: true }, false)).toBeNull();
    expect(queueCommand({ key: 'c', metaKey: true }, false)).toBeNull();
    expect(queueCommand({ key: 'c' }, true)).toBeNull();
    expect(queueCommand({ key: 'x' }, false)).toBeNull();
  });

  it('documents every key once', () => {
    const keys = QUEUE_KEYS.flatMap((entry) => entry.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(QUEUE_KEYS.every((entry) => entry.does.length > 0)).toBe(true);
  });

  it('moves within the page and stays put at either end', () => {
    expect(moveSelection(0, 3, 'next')).toBe(1);
    expect(moveSelection(2, 3, 'next')).toBe(2);
    expect(moveSelection(0, 3, 'previous')).toBe(0);
    expect(moveSelection(0, 0, 'next')).toBe(0);
  });
});
