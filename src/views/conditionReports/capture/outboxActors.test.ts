import { Client, fetchExchange } from '@urql/core';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { finishedDraft, finishedPhotos, KEY } from '../../../testing/captureTestKit';
import type { DraftKey } from './captureDraft';
import { createDraftStore, type DraftStore } from './draftStore';
import { outboxMachine } from './outbox.machine';
import { outboxActors } from './outboxActors';

type Operations = { query: string; variables: Record<string, unknown> };
type Answer = 'pass' | 'drop' | 'lose-answer' | { code: string; errors?: Record<string, string[]> };

/**
 * The server as the contract has it: a photo per (clientId), a report per input.clientId, a retry answering the
 * record it already made. Each request takes the next scripted answer: `drop` fails before the server sees it,
 * `lose-answer` after it stored the record.
 */
const fakeServer = () => {
  const photos = new Map<string, { id: string; kind: string; fileName: string; type: string; variables: Record<string, unknown> }>();
  const reports = new Map<string, { id: string; input: Record<string, unknown> }>();
  const requests: string[] = [];
  const answers: Answer[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = init?.body;
    const upload = body instanceof FormData;
    const operations: Operations = JSON.parse(upload ? String(body.get('operations')) : String(body));
    const answer = answers.shift() ?? 'pass';
    if (answer === 'drop') throw new TypeError('Network request failed');
    if (typeof answer === 'object')
      return json({ errors: [{ message: 'Refused.', extensions: { code: answer.code, errors: answer.errors } }] });
    let data: unknown;
    if (upload) {
      const file = body.get('0') as File;
      const clientId = String(operations.variables.clientId);
      requests.push(`upload ${clientId}`);
      if (!photos.has(clientId))
        photos.set(clientId, {
          id: `photo-${photos.size + 1}`,
          kind: String(operations.variables.kind),
          fileName: file.name,
          type: file.type,
          variables: operations.variables,
        });
      data = { uploadConditionPhoto: { __typename: 'ConditionPhoto', id: photos.get(clientId)?.id, clientId } };
    } else {
      const input = operations.variables.input as Record<string, unknown>;
      const clientId = String(input.clientId);
      requests.push(`submit ${clientId}`);
      if (!reports.has(clientId)) reports.set(clientId, { id: `report-${reports.size + 1}`, input });
      data = {
        submitConditionReport: { __typename: 'ConditionReport', id: reports.get(clientId)?.id, status: 'SUBMITTED', number: 'CR-100001' },
      };
    }
    if (answer === 'lose-answer') throw new TypeError('Network request failed');
    return json({ data });
  };
  return { fetch, photos, reports, requests, answers };
};

let store: DraftStore;
let server: ReturnType<typeof fakeServer>;

const start = (key: DraftKey = KEY) => {
  const client = new Client({ url: 'http://legwork.test/graphql', exchanges: [fetchExchange], fetch: server.fetch });
  const logic = outboxMachine.provide({
    actors: outboxActors({ client, store, uploadFetch: () => server.fetch, now: () => new Date('2026-11-24T15:00:00Z') }),
  });
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input: { key, online: true }, clock }).start();
  actor.send({ type: 'outbox.send' });
  return { actor, clock };
};

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => (['sent', 'failed', 'retrying'] as const).some((state) => snapshot.matches(state)));

beforeEach(async () => {
  store = createDraftStore(new IDBFactory());
  server = fakeServer();
  await store.saveDraft(finishedDraft());
  // The vehicle photo went up in an earlier session.
  for (const photo of finishedPhotos(['p-damage', 'p-odometer', 'p-keys', 'p-driver'])) await store.addPhoto(photo);
});

describe('outbox actors against the contract', () => {
  it('uploads the photos not uploaded yet as multipart requests, submits with their server ids and clears the draft', async () => {
    const { actor } = start();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(server.requests).toEqual([
      'upload p-damage',
      'upload p-odometer',
      'upload p-keys',
      'upload p-driver',
      'submit report-client-id',
    ]);
    expect(server.photos.get('p-driver')).toMatchObject({ kind: 'DRIVER_SIGNATURE', fileName: 'p-driver.jpg', type: 'image/png' });
    expect(server.photos.get('p-damage')?.variables).toMatchObject({
      orderLegId: 'leg-1',
      capturedAt: '2026-11-24T14:00:00.000Z',
      latitude: 41.88,
    });
    const input = server.reports.get('report-client-id')?.input;
    expect(input).toMatchObject({
      photoIds: ['server-p-vehicle'],
      damages: [expect.objectContaining({ photoIds: ['photo-1'] })],
      odometerPhotoId: 'photo-2',
      keysPhotoId: 'photo-3',
      driverSignature: expect.objectContaining({ imageId: 'photo-4' }),
    });
    expect(actor.getSnapshot().context.report).toEqual({ id: 'report-1', number: 'CR-100001', status: 'SUBMITTED' });
    expect(await store.loadDraft(KEY)).toBeNull();
    expect(await store.loadPhotos(KEY)).toEqual([]);
    expect(await store.queuedAt(KEY)).toBeNull();
  });

  it('sends a storage check-in or check-out report as it sends a pickup, with its direction, and clears its draft', async () => {
    for (const direction of ['CHECK_IN', 'CHECK_OUT'] as const) {
      const key: DraftKey = { ...KEY, direction };
      await store.saveDraft({ ...finishedDraft(key), clientId: `report-${direction}` });
      for (const photo of finishedPhotos([], key)) await store.addPhoto(photo);
      const { actor } = start(key);
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('sent');
      expect(server.reports.get(`report-${direction}`)?.input).toMatchObject({
        direction,
        orderLegId: 'leg-1',
        customerNotAvailableReason: 'Dealer lot closed',
      });
      expect(await store.loadDraft(key)).toBeNull();
    }
    // The pickup draft of the same leg is another report: still on the phone.
    expect(await store.loadDraft(KEY)).not.toBeNull();
  });

  it('keeps the draft queued through a dropped connection and resumes with the photos left, one photo per clientId', async () => {
    server.answers.push('pass', 'lose-answer');
    const { actor, clock } = start();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(
      (await store.loadPhotos(KEY))
        .filter((photo) => photo.upload.state === 'uploaded')
        .map((photo) => photo.localId)
        .sort(),
    ).toEqual(['p-damage', 'p-vehicle']);
    expect(await store.queuedAt(KEY)).toBe('2026-11-24T15:00:00.000Z');

    clock.increment(actor.getSnapshot().context.retryInMs);
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(server.requests).toEqual([
      'upload p-damage',
      'upload p-odometer',
      'upload p-odometer',
      'upload p-keys',
      'upload p-driver',
      'submit report-client-id',
    ]);
    expect(server.photos.size).toBe(4);
    expect(server.reports.get('report-client-id')?.input).toMatchObject({ odometerPhotoId: 'photo-2' });
  });

  it('makes one report when the answer to a submit is lost and the submit is sent again', async () => {
    server.answers.push('pass', 'pass', 'pass', 'pass', 'lose-answer');
    const { actor, clock } = start();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(await store.loadDraft(KEY)).not.toBeNull();
    clock.increment(actor.getSnapshot().context.retryInMs);
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(server.requests.filter((request) => request.startsWith('submit'))).toHaveLength(2);
    expect(server.reports.size).toBe(1);
  });

  it('marks a refused photo failed, unqueues the draft and says which photo', async () => {
    server.answers.push({ code: 'BAD_USER_INPUT', errors: { file: ['The file is not an image.'] } });
    const { actor } = start();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({
      kind: 'final',
      photoLocalId: 'p-damage',
      fieldErrors: { file: ['The file is not an image.'] },
    });
    const damage = (await store.loadPhotos(KEY)).find((photo) => photo.localId === 'p-damage');
    expect(damage?.upload).toEqual({ state: 'failed', error: 'The file is not an image.', code: 'BAD_USER_INPUT' });
    expect(await store.queuedAt(KEY)).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('keeps the draft when the server refuses the report, with the field errors on the draft’s fields', async () => {
    server.answers.push('pass', 'pass', 'pass', 'pass', {
      code: 'BAD_USER_INPUT',
      errors: { 'input.driverSignature.imageId': ['Not a signature.'] },
    });
    const { actor } = start();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.fieldErrors).toEqual({ 'driverSignature.imageLocalId': ['Not a signature.'] });
    expect(await store.loadDraft(KEY)).not.toBeNull();
    expect(await store.queuedAt(KEY)).toBeNull();
  });

  it('sends nothing for a draft that is not complete', async () => {
    await store.saveDraft({ ...finishedDraft(), keysCount: null });
    const { actor } = start();
    await settled(actor);
    expect(actor.getSnapshot().context.failure?.fieldErrors).toHaveProperty('keysCount');
    expect(server.requests).toEqual([]);
    expect(await store.queuedAt(KEY)).toBeNull();
  });

  it('asks the driver to retake a photo whose bytes are gone from the phone', async () => {
    await store.removePhoto('p-keys');
    const { actor } = start();
    await settled(actor);
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'final', photoLocalId: 'p-keys' });
    expect(server.requests).toEqual([]);
  });
});
