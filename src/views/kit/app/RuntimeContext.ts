import { createContext, useContext } from 'react';
import type { AppRuntime } from './runtime';

export const RuntimeContext = createContext<AppRuntime | null>(null);

export const useRuntime = (): AppRuntime => {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside <AppProviders>');
  return runtime;
};
