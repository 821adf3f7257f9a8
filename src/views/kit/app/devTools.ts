import type { InspectionEvent } from 'xstate';
import { createTraceRecorder, type Trace } from '../../../machines/app/trace';
import type { Inspect } from './runtime';

declare global {
  interface Window {
    /**
     * For QA: `legwork.exportTrace()` returns every app actor's events as JSON for replay
     * (docs/decisions.md#replay-recorded-answers-never-re-run-effects).
     */
    legwork?: { exportTrace: () => Trace };
  }
}

const call = (inspect: Inspect, event: InspectionEvent) => {
  if (typeof inspect === 'function') inspect(event);
  else inspect.next?.(event);
};

/**
 * In development (or with `?trace`): a trace recorder on every app actor, and with `?inspect` in development
 * the Stately inspector too (loaded by dynamic import, so production never downloads it).
 */
export const createAppInspect = async ({ dev, search }: { dev: boolean; search: string }): Promise<Inspect | undefined> => {
  if (!dev && !new URLSearchParams(search).has('trace')) return undefined;
  const recorder = createTraceRecorder();
  window.legwork = { exportTrace: recorder.exportTrace };
  // A literal check, so production builds drop the inspector (and its chunk) entirely.
  const inspector =
    process.env.NODE_ENV === 'development'
      ? await import('../../../machines/app/inspect').then(({ createInspector }) => createInspector({ dev, search })).catch(() => undefined)
      : undefined;
  return (event: InspectionEvent) => {
    recorder.inspect(event);
    if (inspector) call(inspector, event);
  };
};
