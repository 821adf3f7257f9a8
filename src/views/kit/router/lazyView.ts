import { type ComponentType, lazy } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../../../machines/app/chunkReload';

const sessionStore = (): Pick<Storage, 'getItem' | 'setItem'> => {
  try {
    return window.sessionStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
};

/**
 * A thenable that calls back at once, typed as the promise React.lazy asks for: React only calls its `then` and
 * reads a module handed over this way in the same render.
 */
const settled = <T>(value: T): Promise<T> =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point
  ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>;

/**
 * A lazy area view. A chunk that fails to load (a deploy removed it) reloads the page, at most once per 10 s
 * per path; a second failure reaches the error boundary instead of looping.
 *
 * Once its chunk has loaded (`preload`, started before the first render by router/preload.ts), the view renders in
 * the same pass: React.lazy takes a module handed over by a thenable that calls back at once. With a plain promise
 * React would suspend anyway, show the fallback, and then hold the page back for its fallback throttle (300 ms:
 * the "Loading…" a phone saw first on every signed-in page, its largest paint coming that much later).
 */
export const lazyView = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (view) => {
        loaded = view;
        return view;
      },
      (error: unknown) => {
        loading = null; // the next render tries again
        throw error;
      },
    );
    return loading;
  };
  const render = async () => {
    try {
      return { default: await start() };
    } catch (error) {
      const deps = { now: Date.now, storage: sessionStore(), reload: () => window.location.reload() };
      if (isChunkLoadError(error) && reloadForChunkError(window.location.pathname, deps) === 'reloaded') {
        return new Promise<never>(() => {}); // the page is reloading
      }
      throw error;
    }
  };
  return Object.assign(
    lazy(() => (loaded ? settled({ default: loaded }) : render())),
    // Starts the download before the first render (router/preload.ts); a failure is the render's to handle.
    { preload: (): void => void start().catch(() => undefined) },
  );
};
