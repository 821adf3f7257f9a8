import { describe, expect, it } from 'vitest';
import { opensSearch } from './searchShortcut';
import { nextActive } from './resultNavigation';
import { searchFailureMessage } from './searchFailure';

const input = { tagName: 'INPUT' };
const body = { tagName: 'BODY' };

describe('opensSearch', () => {
  it.each([
    [{ key: 'k', ctrlKey: true, target: body }, true],
    [{ key: 'K', ctrlKey: true, target: input }, true],
    [{ key: 'k', metaKey: true, target: body }, true],
    [{ key: '/', target: body }, true],
    [{ key: '/', target: input }, false],
    [{ key: '/', target: { tagName: 'DIV', isContentEditable: true } }, false],
    [{ key: 'k', target: body }, false],
    [{ key: 'k', ctrlKey: true, altKey: true, target: body }, false],
    [{ key: 'k', ctrlKey: true, shiftKey: true, target: body }, false],
    [{ key: '/', ctrlKey: true, target: body }, false],
  ])('%o opens search: %s', (press, opens) => {
    expect(opensSearch(press)).toBe(opens);
  });
});

describe('nextActive', () => {
  it('moves down and up through the results, wrapping at either end', () => {
    expect(nextActive('ArrowDown', -1, 3)).toBe(0);
    expect(nextActive('ArrowDown', 0, 3)).toBe(1);
    expect(nextActive('ArrowDown', 2, 3)).toBe(0);
    expect(nextActive('ArrowUp', 0, 3)).toBe(2);
    expect(nextActive('ArrowUp', 2, 3)).toBe(1);
    expect(nextActive('ArrowUp', -1, 3)).toBe(2);
  });

  it('jumps to either end, and leaves other keys and empty results to the box', () => {
    expect(nextActive('Home', 2, 3)).toBe(0);
    expect(nextActive('End', 0, 3)).toBe(2);
    expect(nextActive('a', 1, 3)).toBeNull();
    expect(nextActive('Enter', 1, 3)).toBeNull();
    expect(nextActive('ArrowDown', -1, 0)).toBeNull();
  });
});

describe('searchFailureMessage', () => {
  const retryError = (...contents: string[]) =>
    Object.assign(new Error('Unreachable hosts - your application id may be incorrect.'), {
      name: 'RetryError',
      stackTrace: contents.map((content) => ({ response: { content, status: 0, isTimedOut: content !== 'Network request failed' } })),
    });

  it("names the client's transport failure as it is", () => {
    expect(searchFailureMessage(retryError('Connection timeout'))).toBe('Connection timeout');
    expect(searchFailureMessage(retryError('Connection timeout', 'Socket timeout'))).toBe('Socket timeout');
    expect(searchFailureMessage(retryError('Network request failed'))).toBe('Network request failed');
  });

  it("gives an API error's message, and a refused key a way out", () => {
    expect(searchFailureMessage(Object.assign(new Error('Index does not exist'), { status: 404 }))).toBe('Index does not exist');
    expect(searchFailureMessage(Object.assign(new Error('Invalid API key'), { status: 403 }))).toMatch(/refused your search key/);
    expect(searchFailureMessage(retryError('Unreachable'))).toMatch(/^Unreachable hosts/);
  });
});
