import { assign, fromPromise, setup } from 'xstate';

/**
 * builds/latest.json is polled; when its id differs from the running build's, the app reloads on the next navigation.
 * The running build's id comes with the page (its HTML names it: scripts/build/html.mjs), so the first poll waits a
 * full interval and the first load asks nothing; without it, the first poll's answer is taken for the running build.
 */
export const BUILD_POLL_INTERVAL_MS = 60_000;

export type BuildWatcherContext = { buildId: string | null; latestBuildId: string | null };

export type BuildWatcherEvent = { type: 'navigation.started' };

/** The id of the build this page runs, when its HTML names it. */
// biome-ignore lint/suspicious/noConfusingVoidType: `void` keeps the input optional (setup's types drop an `undefined`)
export type BuildWatcherInput = { buildId: string | null } | void;

export const buildWatcherMachine = setup({
  types: {} as { context: BuildWatcherContext; events: BuildWatcherEvent; input: BuildWatcherInput },
  actors: {
    // The app fetches builds/latest.json (no cache) and returns its id.
    fetchBuildId: fromPromise<string>(async () => {
      throw new Error('fetchBuildId not provided');
    }),
  },
  delays: { pollInterval: BUILD_POLL_INTERVAL_MS },
  guards: {
    isFirstBuild: ({ context }) => context.buildId === null,
    isRunningBuild: ({ context }, params: { id: string }) => params.id === context.buildId,
  },
  actions: {
    rememberBuild: assign((_, params: { id: string }) => ({ buildId: params.id, latestBuildId: params.id })),
    noteNewBuild: assign((_, params: { id: string }) => ({ latestBuildId: params.id })),
    // The app calls location.reload().
    reloadPage: () => {},
  },
}).createMachine({
  id: 'buildWatcher',
  context: ({ input }) => ({ buildId: input ? input.buildId : null, latestBuildId: input ? input.buildId : null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isFirstBuild', target: 'fetching' }, { target: 'waiting' }] },
    fetching: {
      invoke: {
        id: 'fetchBuildId',
        src: 'fetchBuildId',
        onDone: [
          {
            guard: 'isFirstBuild',
            target: 'waiting',
            actions: { type: 'rememberBuild', params: ({ event }) => ({ id: event.output }) },
          },
          { guard: { type: 'isRunningBuild', params: ({ event }) => ({ id: event.output }) }, target: 'waiting' },
          { target: 'updateReady', actions: { type: 'noteNewBuild', params: ({ event }) => ({ id: event.output }) } },
        ],
        // Offline or a deploy in progress: try again at the next tick.
        onError: 'waiting',
      },
    },
    waiting: { after: { pollInterval: 'fetching' } },
    // Polling stops: the page is reloaded at the next navigation, never in the middle of the user's work.
    updateReady: { on: { 'navigation.started': { actions: 'reloadPage' } } },
  },
});
