/**
 * When a code chunk fails to load (usually a deploy removed it), reload the page, at most once per
 * 10 000 ms for the same path. A pure module, not a machine: the only state is "when did we last reload this
 * path", and it must survive the reload itself, so it lives in sessionStorage, not in an actor's context.
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export type ChunkReloadDeps = {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
};

export const chunkReloadKey = (path: string): string => `chunk-reload:${path}`;

/** Messages of a failed dynamic import in Chromium, Firefox and Safari, and of bundlers' chunk loaders. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk .* failed/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));

/** True when this path was not reloaded for a chunk error in the last 10 s (or the stored value is unreadable). */
export const mayReload = (path: string, { now, storage }: Pick<ChunkReloadDeps, 'now' | 'storage'>): boolean => {
  const last = Number(storage.getItem(chunkReloadKey(path)));
  const elapsed = now() - last;
  return !Number.isFinite(last) || last <= 0 || elapsed < 0 || elapsed >= CHUNK_RELOAD_GUARD_MS;
};

/**
 * Reloads once and says so; a second failure within the guard is left to the error page ('gave-up'), so a
 * chunk that is really gone cannot put the page into a reload loop.
 */
export const reloadForChunkError = (path: string, deps: ChunkReloadDeps): 'reloaded' | 'gave-up' => {
  if (!mayReload(path, deps)) return 'gave-up';
  try {
    deps.storage.setItem(chunkReloadKey(path), String(deps.now()));
  } catch {
    // Storage full or blocked: without a record the guard cannot stop a loop, so do not reload.
    return 'gave-up';
  }
  deps.reload();
  return 'reloaded';
};
