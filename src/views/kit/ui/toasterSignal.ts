import { useSyncExternalStore } from 'react';

/**
 * Whether a toast has been raised. The toaster mounts only then, so a first load loads none of react-hot-toast
 * (~4.3 KB); `ui/toast` sets it with the first toast.
 */
let wanted = false;
const listeners = new Set<() => void>();

export const wantToaster = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasterWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
