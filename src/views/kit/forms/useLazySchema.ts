import { useCallback, useRef } from 'react';
import type * as z from 'zod';

/**
 * A form schema loaded on demand: zod is most of a public form's weight, and a visitor who only looks at the
 * page never needs it. `preload` on the first keystroke, `get` at submit (it waits if still loading).
 * `load` must be a module-level function (a stable reference).
 */
export const useLazySchema = <S extends z.ZodType>(load: () => Promise<S>) => {
  const pending = useRef<Promise<S> | null>(null);
  const get = useCallback((): Promise<S> => {
    pending.current ??= load().catch((error: unknown) => {
      pending.current = null; // a failed download may succeed on the next try
      throw error;
    });
    return pending.current;
  }, [load]);
  const preload = useCallback(() => void get().catch(() => undefined), [get]);
  return { get, preload };
};
