import { type ComponentType, lazy } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../../machines/app/chunkReload';

const sessionStore = (): Pick<Storage, 'getItem' | 'setItem'> => {
  try {
    return window.sessionStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
};

/**
 * A lazy area view. A chunk that fails to load (a deploy removed it) reloads the page, at most once per 10 s
 * per path (spec §8); a second failure reaches the error boundary instead of looping.
 */
export const lazyView = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  Object.assign(
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        const deps = { now: Date.now, storage: sessionStore(), reload: () => window.location.reload() };
        if (isChunkLoadError(error) && reloadForChunkError(window.location.pathname, deps) === 'reloaded') {
          return new Promise<never>(() => {}); // the page is reloading
        }
        throw error;
      }
    }),
    // Starts the download before the first render (router/preload.ts); a failure is the render's to handle.
    { preload: (): void => void load().catch(() => undefined) },
  );
