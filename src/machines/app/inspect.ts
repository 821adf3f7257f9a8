import type { InspectionEvent, Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent> | ((inspectionEvent: InspectionEvent) => void);

type InspectModule = { createBrowserInspector: () => { inspect: Inspect } };

export type InspectorOptions = {
  /** Whether this is a development build (the app passes its bundler's flag). */
  dev: boolean;
  /** `location.search`. */
  search: string;
  load?: () => Promise<InspectModule>;
};

/**
 * In development with `?inspect` in the URL: the Stately inspector's `inspect`, to pass to every app actor
 * (docs/decisions.md#replay-recorded-answers-never-re-run-effects); otherwise undefined. The import is dynamic so
 * production never downloads the inspector.
 */
export const createInspector = async ({
  dev,
  search,
  load = () => import('@statelyai/inspect'),
}: InspectorOptions): Promise<Inspect | undefined> => {
  if (!dev || !new URLSearchParams(search).has('inspect')) return undefined;
  const { createBrowserInspector } = await load();
  return createBrowserInspector().inspect;
};
