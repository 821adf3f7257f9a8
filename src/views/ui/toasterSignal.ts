import { useSyncExternalStore } from 'react';

/**
 * Whether a loaded module can raise toasts. The toaster mounts only then, so a page that never toasts (/login)
 * loads none of react-hot-toast (~4.7 KB gzipped); `ui/toast` sets it when a page that toasts is loaded.
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

export const useToasterWanted = () => useSyncExternalStore(subscribe, () => wanted, () => false);
