import { useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { Inspect } from '../../../machines/app/inspect';

type Listener = (event: InspectionEvent) => void;

// One inspector window per page load, however often a replay opens.
let shared: Promise<Inspect | undefined> | null = null;

const load = (): Promise<Inspect | undefined> => {
  // A literal check, so production builds drop the inspector import (and its chunk) entirely.
  shared ??=
    process.env.NODE_ENV === 'development'
      ? import('../../../machines/app/inspect')
          .then(({ createInspector }) => createInspector({ dev: true, search: window.location.search }))
          .catch(() => undefined)
      : Promise.resolve(undefined);
  return shared;
};

const listenerOf =
  (inspect: Inspect): Listener =>
  (event) => {
    if (typeof inspect === 'function') inspect(event);
    else inspect.next?.(event);
  };

/**
 * In development with `?inspect`: the Stately inspector for the replay's actors (machines/app/inspect.ts). Not the
 * app's own inspect, whose trace recorder would mix replayed actors into the QA trace. Undefined in production.
 */
export const useReplayInspector = (): Listener | undefined => {
  const [listener, setListener] = useState<Listener | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void load().then((inspect) => {
      if (live && inspect) setListener(() => listenerOf(inspect));
    });
    return () => {
      live = false;
    };
  }, []);
  return listener;
};
