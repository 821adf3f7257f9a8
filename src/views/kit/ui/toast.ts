import type { default as HotToast } from 'react-hot-toast';
import { wantToaster } from './toasterSignal';

type Toast = typeof HotToast;
type Message = Parameters<Toast>[0];
type Options = Parameters<Toast>[1];

let loading: Promise<Toast> | null = null;

/**
 * Shows a toast once react-hot-toast is here: it and the app's toaster (toasterSignal.ts) are fetched with the
 * first toast, not with every page that could raise one (4.3 KB of a signed-in first load, which nearly always ends
 * before anything is saved). The toast waits in react-hot-toast's store until the toaster draws it.
 */
const raise = (show: (toast: Toast) => void) => {
  wantToaster();
  loading ??= import('react-hot-toast').then((module) => module.default);
  loading.then(show).catch(() => {
    loading = null; // a chunk that did not arrive is asked again by the next toast
  });
};

/** The app's toasts: import this, never react-hot-toast itself (it is what mounts the toaster). */
const toast = Object.assign((message: Message, options?: Options) => raise((show) => show(message, options)), {
  success: (message: Message, options?: Options) => raise((show) => show.success(message, options)),
  error: (message: Message, options?: Options) => raise((show) => show.error(message, options)),
});

export default toast;
