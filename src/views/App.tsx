import { Toaster } from 'react-hot-toast';
import { AppProviders } from './app/AppProviders';
import type { AppRuntime } from './app/runtime';
import { Router } from './router/Router';

export type AppProps = { runtime: AppRuntime };

/** Spec §9: toasts close after 3000 ms, dark, bottom-right. */
const TOAST_STYLE = { background: '#1f2937', color: '#f9fafb', borderRadius: '8px' };

export const App = ({ runtime }: AppProps) => (
  <AppProviders runtime={runtime}>
    <Router />
    <Toaster position="bottom-right" toastOptions={{ duration: 3000, style: TOAST_STYLE }} />
  </AppProviders>
);
