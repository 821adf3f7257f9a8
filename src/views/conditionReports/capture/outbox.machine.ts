import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate';
import type { ConditionReportStatus } from '@/generated/enums/ConditionReportStatus';
import type { DraftKey } from './captureDraft';
import { localFailure, type OutboxFailure, retryDelay } from './outboxErrors';

/** What the server answered for the report; the draft is gone from the device by then. */
export type SentReport = { id: string; number: string; status: ConditionReportStatus };

/** Photos sent of the draft's photos, and the bytes of the one on its way. */
export type OutboxProgress = { uploaded: number; total: number };
export type UploadStep = OutboxProgress & { done: boolean };

export type OutboxContext = OutboxProgress & {
  key: DraftKey;
  online: boolean;
  bytes: { loaded: number; total: number } | null;
  /** Failed tries in a row (network or server trouble); back to 0 once a request passes. */
  attempt: number;
  retryInMs: number;
  failure: OutboxFailure | null;
  report: SentReport | null;
};

export type OutboxEvent =
  | { type: 'outbox.send' }
  | { type: 'outbox.online' }
  | { type: 'outbox.offline' }
  | { type: 'outbox.progress'; loaded: number; total: number };

export type OutboxInput = { key: DraftKey; online: boolean };
export type StepInput = { key: DraftKey; report: (event: OutboxEvent) => void };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/** Thrown errors are OutboxFailures from the actors; anything else (storage, a bug) is final, never a retry loop. */
const asFailure = (error: unknown): OutboxFailure =>
  typeof error === 'object' && error !== null && 'kind' in error && 'fieldErrors' in error ? (error as OutboxFailure) : localFailure(error);

/** The error an actor failed with, as the guard and the action that judge it take it. */
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** An upload or the submit failed: the user's error stops, no network waits for it, the rest retries after a pause. */
const requestFailed = [
  { guard: { type: 'notRetryable', params: errorOf }, target: 'failed', actions: { type: 'rememberFailure', params: errorOf } },
  { guard: 'offline', target: 'waitingForNetwork', actions: { type: 'rememberFailure', params: errorOf } },
  { target: 'retrying', actions: { type: 'rememberFailure', params: errorOf } },
] as const;

/**
 * Sends one draft: checks it, uploads its photos one request each (each server id stored as it lands), then submits
 * the report with the draft's clientId. Network and server trouble waits for the network or a backoff timer and
 * resumes where it stopped; the user's errors stop in `failed` until the user sends again. The I/O is the actors'
 * (`useOutbox` provides them), so the machine is tested with stand-ins.
 */
export const outboxMachine = setup({
  types: {} as { context: OutboxContext; events: OutboxEvent; input: OutboxInput },
  actors: {
    /** Checks the draft is complete, marks it queued; answers the progress so far. */
    prepare: fromPromise<OutboxProgress, StepInput>(notProvided('prepare')),
    /** Uploads the next photo not uploaded yet (if any) and records its server id. */
    uploadNext: fromPromise<UploadStep, StepInput>(notProvided('uploadNext')),
    /** Submits the report and, once answered, clears the draft. */
    submit: fromPromise<SentReport, StepInput>(notProvided('submit')),
  },
  delays: { retry: ({ context }) => context.retryInMs },
  guards: {
    offline: ({ context }) => !context.online,
    allUploaded: (_, params: { step: UploadStep }) => params.step.done,
    notRetryable: (_, params: { error: unknown }) => asFailure(params.error).kind !== 'retry',
  },
  actions: {
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    progress: assign((_, params: OutboxProgress) => ({ uploaded: params.uploaded, total: params.total, bytes: null, failure: null })),
    passed: assign({ attempt: 0 }),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: asFailure(params.error), bytes: null })),
    scheduleRetry: assign(({ context }) => ({ retryInMs: retryDelay(context.attempt), attempt: context.attempt + 1 })),
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ ...input, uploaded: 0, total: 0, bytes: null, attempt: 0, retryInMs: 0, failure: null, report: null }),
  initial: 'idle',
  on: {
    'outbox.online': { actions: 'setOnline' },
    'outbox.offline': { actions: 'setOffline' },
  },
  states: {
    idle: { on: { 'outbox.send': 'checking' } },
    checking: { always: [{ guard: 'offline', target: 'waitingForNetwork' }, { target: 'preparing' }] },
    waitingForNetwork: {
      on: { 'outbox.online': { target: 'checking', actions: 'setOnline' }, 'outbox.send': 'checking' },
    },
    preparing: {
      tags: ['busy'],
      invoke: {
        src: 'prepare',
        input: ({ context, self }) => ({ key: context.key, report: (event: OutboxEvent) => self.send(event) }),
        onDone: [
          { guard: 'offline', target: 'waitingForNetwork', actions: { type: 'progress', params: ({ event }) => event.output } },
          { target: 'uploading', actions: { type: 'progress', params: ({ event }) => event.output } },
        ],
        // Preparing reads the device only: whatever fails there fails again.
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadNext',
        input: ({ context, self }) => ({ key: context.key, report: (event: OutboxEvent) => self.send(event) }),
        onDone: [
          {
            guard: { type: 'allUploaded', params: ({ event }) => ({ step: event.output }) },
            target: 'submitting',
            actions: [{ type: 'progress', params: ({ event }) => event.output }, 'passed'],
          },
          { target: 'uploading', reenter: true, actions: [{ type: 'progress', params: ({ event }) => event.output }, 'passed'] },
        ],
        onError: requestFailed,
      },
      on: {
        'outbox.progress': { actions: assign(({ event }) => ({ bytes: { loaded: event.loaded, total: event.total } })) },
        // The request would hang or fail anyway: stop it (the retry is the same clientId) and wait.
        'outbox.offline': { target: 'waitingForNetwork', actions: 'setOffline' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ context, self }) => ({ key: context.key, report: (event: OutboxEvent) => self.send(event) }),
        onDone: { target: 'sent', actions: [assign(({ event }) => ({ report: event.output, failure: null })), 'passed'] },
        onError: requestFailed,
      },
      on: { 'outbox.offline': { target: 'waitingForNetwork', actions: 'setOffline' } },
    },
    retrying: {
      entry: 'scheduleRetry',
      after: { retry: 'checking' },
      on: {
        'outbox.online': { target: 'checking', actions: 'setOnline' },
        'outbox.offline': { target: 'waitingForNetwork', actions: 'setOffline' },
        'outbox.send': 'checking',
      },
    },
    failed: { on: { 'outbox.send': 'checking' } },
    sent: { type: 'final' },
  },
});

export type OutboxActorRef = ActorRefFrom<typeof outboxMachine>;
