import { lazy, Suspense } from 'react';
import { AppProviders } from './kit/app/AppProviders';
import type { AppRuntime } from './kit/app/runtime';
import { Router } from './kit/router/Router';
import { useToasterWanted } from './kit/ui/toasterSignal';

export type AppProps = { runtime: AppRuntime };

/** Toasts close after 3000 ms, dark, bottom-right. */
const TOAST_STYLE = { background: '#1f2937', color: '#f9fafb', borderRadius: '8px' };

// The toaster mounts with the first toast (ui/toast); a page that never toasts loads none of it.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

const DeferredToaster = () =>
  useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" toastOptions={{ duration: 3000, style: TOAST_STYLE }} />
    </Suspense>
  ) : null;

export const App = ({ runtime }: AppProps) => (
  <AppProviders runtime={runtime}>
    <Router />
    <DeferredToaster />
  </AppProviders>
);
