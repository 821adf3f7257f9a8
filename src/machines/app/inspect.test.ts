import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { createInspector } from './inspect';

const fakeModule = () => {
  const inspect = vi.fn();
  const createBrowserInspector = vi.fn(() => ({ inspect }));
  return { inspect, createBrowserInspector, load: vi.fn(async () => ({ createBrowserInspector })) };
};

describe('createInspector', () => {
  it.each([
    { dev: true, search: '?inspect', attached: true },
    { dev: true, search: '?tenant=a&inspect=1', attached: true },
    { dev: true, search: '', attached: false },
    { dev: true, search: '?inspector', attached: false },
    { dev: false, search: '?inspect', attached: false },
  ])('dev=$dev search="$search" → attached: $attached', async ({ dev, search, attached }) => {
    const fake = fakeModule();
    const inspect = await createInspector({ dev, search, load: fake.load });
    expect(inspect).toBe(attached ? fake.inspect : undefined);
    expect(fake.load).toHaveBeenCalledTimes(attached ? 1 : 0);
    expect(fake.createBrowserInspector).toHaveBeenCalledTimes(attached ? 1 : 0);
  });

  it('keeps @statelyai/inspect out of the entry chunk', async () => {
    const result = await build({
      entryPoints: [new URL('./inspect.ts', import.meta.url).pathname],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: '/virtual',
      write: false,
      logLevel: 'silent',
    });
    const files = new Map(result.outputFiles.map((file) => [file.path.replace('/virtual/', './'), file.text]));
    // What loading the entry loads at once: the entry and its static imports, transitively.
    const eager = new Set(['./inspect.js']);
    for (const path of eager) {
      for (const [, imported] of (files.get(path) ?? '').matchAll(/^import (?:.* from )?"(\.\/[^"]+)";$/gm)) eager.add(imported);
    }
    const defines = (text: string | undefined) => text?.includes('function createBrowserInspector') ?? false;
    expect([...eager].filter((path) => defines(files.get(path)))).toEqual([]);
    const lazy = files.get('./inspect.js')?.match(/import\("(\.\/[^"]+)"\)/)?.[1] ?? '';
    expect(defines(files.get(lazy))).toBe(true);
  });
});
