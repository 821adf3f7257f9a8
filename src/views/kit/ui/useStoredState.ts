import { useCallback, useState } from 'react';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private mode, a policy): the choice lasts as long as the page
  }
};

/**
 * State kept in this browser's localStorage under `key` (a person's list columns, a panel left open): read once,
 * written on every change. `parse` checks what was stored (it may be from an older version, or edited by hand) and
 * answers null to fall back on `initial`.
 */
export const useStoredState = <T>(key: string, initial: T, parse: (stored: unknown) => T | null) => {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = storage()?.getItem(key);
      return raw === null || raw === undefined ? initial : (parse(JSON.parse(raw)) ?? initial);
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        // full or blocked: the choice still holds on this page
      }
    },
    [key],
  );
  return [value, set] as const;
};
