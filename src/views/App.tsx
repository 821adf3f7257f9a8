import { lazy, Suspense } from 'react';
import { AppProviders } from './app/AppProviders';
import type { AppRuntime } from './app/runtime';
import { Router } from './router/Router';

export type AppProps = { runtime: AppRuntime };

/** Spec §9: toasts close after 3000 ms, dark, bottom-right. */
const TOAST_STYLE = { background: '#1f2937', color: '#f9fafb', borderRadius: '8px' };

// The toaster loads after the first paint (~4.7 KB gzipped off every first load); a toast raised before it
// arrives waits in react-hot-toast's store and shows when it mounts.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

export const App = ({ runtime }: AppProps) => (
  <AppProviders runtime={runtime}>
    <Router />
    <Suspense fallback={null}>
      <Toaster position="bottom-right" toastOptions={{ duration: 3000, style: TOAST_STYLE }} />
    </Suspense>
  </AppProviders>
);
