import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, chunkReloadKey, isChunkLoadError, mayReload, reloadForChunkError } from './chunkReload';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('mayReload', () => {
  it.each([
    { name: 'never reloaded', stored: undefined, now: 50_000, expected: true },
    { name: 'reloaded 1 ms ago', stored: '49999', now: 50_000, expected: false },
    { name: 'reloaded 9 999 ms ago', stored: '40001', now: 50_000, expected: false },
    { name: 'reloaded exactly 10 000 ms ago', stored: '40000', now: 50_000, expected: true },
    { name: 'reloaded long ago', stored: '1000', now: 50_000, expected: true },
    { name: 'unreadable value', stored: 'soon', now: 50_000, expected: true },
    { name: 'stored time in the future (clock changed)', stored: '60000', now: 50_000, expected: true },
  ])('$name → $expected', ({ stored, now, expected }) => {
    const storage = memoryStorage(stored === undefined ? {} : { [chunkReloadKey('/orders')]: stored });
    expect(mayReload('/orders', { now: () => now, storage })).toBe(expected);
  });
});

describe('reloadForChunkError', () => {
  it('reloads once per path within 10 s, then again after the guard', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    let now = 1_000_000;
    const storage = memoryStorage();
    const reload = vi.fn();
    const deps = { now: () => now, storage, reload };
    expect(reloadForChunkError('/orders', deps)).toBe('reloaded');
    expect(storage.items.get('chunk-reload:/orders')).toBe('1000000');
    now += 9_999;
    expect(reloadForChunkError('/orders', deps)).toBe('gave-up');
    expect(reloadForChunkError('/quotes', deps)).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(2);
    now += 1;
    expect(reloadForChunkError('/orders', deps)).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(3);
    expect(storage.items.get('chunk-reload:/orders')).toBe('1010000');
  });

  it('does not reload when it cannot record the reload', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(reloadForChunkError('/orders', { now: () => 1, storage, reload })).toBe('gave-up');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/Orders-3f2a.js'), true],
    [new TypeError('error loading dynamically imported module: https://x.test/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading CSS chunk 7 failed'), true],
    [new TypeError('Failed to fetch'), false],
    [new Error('Cannot read properties of undefined'), false],
    ['Failed to fetch dynamically imported module', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
