import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { KEY } from '../../../testing/captureTestKit';
import { outboxView } from './outbox';
import { type OutboxProgress, outboxMachine, type SentReport, type StepInput, type UploadStep } from './outbox.machine';
import type { FailureKind, OutboxFailure } from './outboxErrors';

const failure = (kind: FailureKind, message: string = kind): OutboxFailure => ({
  code: null,
  message,
  fieldErrors: {},
  kind,
  photoLocalId: null,
});
const REPORT: SentReport = { id: 'r-1', number: 'CR-1', status: 'SUBMITTED' };

/** A server of three photos whose answers the test scripts: each upload and submit takes the next outcome, or passes. */
const harness = (
  options: { online?: boolean; uploads?: (OutboxFailure | Error | 'hang')[]; submits?: OutboxFailure[]; prepare?: OutboxFailure } = {},
) => {
  const total = 3;
  let uploaded = 0;
  const calls = { prepare: 0, upload: 0, submit: 0, aborted: 0 };
  const uploads = [...(options.uploads ?? [])];
  const submits = [...(options.submits ?? [])];
  const logic = outboxMachine.provide({
    actors: {
      prepare: fromPromise<OutboxProgress, StepInput>(async () => {
        calls.prepare += 1;
        if (options.prepare) throw options.prepare;
        return { uploaded, total };
      }),
      uploadNext: fromPromise<UploadStep, StepInput>(async ({ input, signal }) => {
        // As the real step: nothing left to upload is done without a request.
        if (uploaded === total) return { uploaded, total, done: true };
        calls.upload += 1;
        const outcome = uploads.shift();
        if (outcome === 'hang')
          return new Promise((_, reject) =>
            signal.addEventListener('abort', () => {
              calls.aborted += 1;
              reject(signal.reason);
            }),
          );
        if (outcome) throw outcome;
        input.report({ type: 'outbox.progress', loaded: 10, total: 10 });
        uploaded += 1;
        return { uploaded, total, done: uploaded === total };
      }),
      submit: fromPromise<SentReport, StepInput>(async () => {
        calls.submit += 1;
        const outcome = submits.shift();
        if (outcome) throw outcome;
        return REPORT;
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input: { key: KEY, online: options.online ?? true }, clock });
  const seen: string[] = [];
  actor.subscribe((snapshot) => {
    const step = `${String(snapshot.value)} ${snapshot.context.uploaded}/${snapshot.context.total}`;
    if (seen[seen.length - 1] !== step) seen.push(step);
  });
  actor.start();
  return { actor, clock, calls, seen, photosUploaded: () => uploaded };
};

describe('outbox machine', () => {
  it('uploads every photo, one request each, then submits and ends sent', async () => {
    const { actor, calls, seen } = harness();
    actor.send({ type: 'outbox.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(seen).toEqual(['idle 0/0', 'preparing 0/0', 'uploading 0/3', 'uploading 1/3', 'uploading 2/3', 'submitting 3/3', 'sent 3/3']);
    expect(calls).toEqual({ prepare: 1, upload: 3, submit: 1, aborted: 0 });
    expect(actor.getSnapshot().context).toMatchObject({ report: REPORT, failure: null, attempt: 0 });
  });

  it('waits for the network when the phone is offline, and goes on when it is back', async () => {
    const { actor, calls } = harness({ online: false });
    actor.send({ type: 'outbox.send' });
    expect(actor.getSnapshot().value).toBe('waitingForNetwork');
    expect(calls.prepare).toBe(0);
    actor.send({ type: 'outbox.online' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
  });

  it('retries a network failure after a backoff and resumes with the photos left', async () => {
    const { actor, clock, calls } = harness({ uploads: [failure('retry')] });
    actor.send({ type: 'outbox.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('retrying'));
    const { retryInMs, attempt, failure: last } = actor.getSnapshot().context;
    expect(attempt).toBe(1);
    expect(retryInMs).toBeGreaterThanOrEqual(1_000);
    expect(retryInMs).toBeLessThanOrEqual(2_000);
    expect(last?.kind).toBe('retry');
    clock.increment(retryInMs - 1);
    expect(actor.getSnapshot().value).toBe('retrying');
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(calls.upload).toBe(4);
    expect(calls.prepare).toBe(2);
  });

  it('backs off longer after each failure in a row, and retries at once when the network comes back', async () => {
    const { actor, clock } = harness({ uploads: [failure('retry'), failure('retry'), failure('retry')] });
    actor.send({ type: 'outbox.send' });
    const delays: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      await waitFor(actor, (snapshot) => snapshot.matches('retrying') && snapshot.context.attempt === round + 1);
      delays.push(actor.getSnapshot().context.retryInMs);
      clock.increment(actor.getSnapshot().context.retryInMs);
    }
    await waitFor(actor, (snapshot) => snapshot.matches('retrying') && snapshot.context.attempt === 3);
    expect(delays[1]).toBeGreaterThanOrEqual(2_000);
    expect(actor.getSnapshot().context.retryInMs).toBeGreaterThanOrEqual(4_000);
    actor.send({ type: 'outbox.online' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(actor.getSnapshot().context.attempt).toBe(0);
  });

  it('stops a request when the phone goes offline and sends it again once online', async () => {
    const { actor, calls } = harness({ uploads: ['hang'] });
    actor.send({ type: 'outbox.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('uploading'));
    actor.send({ type: 'outbox.offline' });
    expect(actor.getSnapshot().value).toBe('waitingForNetwork');
    expect(calls.aborted).toBe(1);
    actor.send({ type: 'outbox.online' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(calls.upload).toBe(4);
  });

  it('waits for the network, not a timer, when a request fails while the phone is offline', async () => {
    const { actor } = harness({ submits: [failure('retry')] });
    actor.send({ type: 'outbox.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitting'));
    actor.send({ type: 'outbox.offline' });
    expect(actor.getSnapshot().value).toBe('waitingForNetwork');
    actor.send({ type: 'outbox.online' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
  });

  it('stops on the user’s error without retrying, keeps it, and sends again when asked', async () => {
    const refused: OutboxFailure = { ...failure('final', 'Answer VIN.'), code: 'BAD_USER_INPUT', fieldErrors: { items: ['Answer VIN.'] } };
    const { actor, clock, calls } = harness({ submits: [refused] });
    actor.send({ type: 'outbox.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual(refused);
    clock.increment(10 * 60_000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(calls.submit).toBe(1);
    actor.send({ type: 'outbox.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(calls.upload).toBe(3);
  });

  it('stops when the session is gone', async () => {
    const { actor } = harness({ uploads: [failure('signedOut')] });
    actor.send({ type: 'outbox.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure?.kind).toBe('signedOut');
  });

  it('fails without sending anything when the draft is not complete', async () => {
    const { actor, calls } = harness({ prepare: { ...failure('final'), fieldErrors: { keysCount: ['Count the keys.'] } } });
    actor.send({ type: 'outbox.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(calls.upload).toBe(0);
    expect(actor.getSnapshot().context.failure?.fieldErrors).toEqual({ keysCount: ['Count the keys.'] });
  });

  it('treats an unexpected exception as final, not as a reason to loop', async () => {
    const { actor } = harness({ uploads: [new Error('QuotaExceededError')] });
    actor.send({ type: 'outbox.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'final', message: 'QuotaExceededError' });
  });
});

describe('outboxView', () => {
  it('shows the machine as the page’s few states, with progress and the bytes of the photo on its way', async () => {
    const { actor } = harness({ uploads: ['hang'] });
    const send = () => actor.send({ type: 'outbox.send' });
    expect(outboxView(actor.getSnapshot(), send).state).toBe('idle');
    send();
    expect(outboxView(actor.getSnapshot(), send).state).toBe('uploading');
    await waitFor(actor, (snapshot) => snapshot.matches('uploading'));
    actor.send({ type: 'outbox.progress', loaded: 5, total: 20 });
    expect(outboxView(actor.getSnapshot(), send)).toMatchObject({
      state: 'uploading',
      progress: { uploaded: 0, total: 3, bytes: { loaded: 5, total: 20 } },
    });
    actor.send({ type: 'outbox.offline' });
    expect(outboxView(actor.getSnapshot(), send).state).toBe('waitingForNetwork');
  });
});
