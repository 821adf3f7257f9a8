/**
 * A lazy chunk's own imports, fetched beside it instead of after it: esbuild.mjs makes each of our dynamic imports
 * call this first, and writes into index.html, per lazily imported module, the chunks it imports that the shell
 * has not loaded (`#legwork-chunks`, a JSON data block).
 */
let chunks: Record<string, string[]> | null = null;
const requested = new Set<string>();

export const preloadChunkDeps = (source: string): void => {
  if (typeof document === 'undefined') return;
  chunks ??= JSON.parse(document.getElementById('legwork-chunks')?.textContent || '{}') as Record<string, string[]>;
  for (const href of chunks[source] ?? []) {
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
};
