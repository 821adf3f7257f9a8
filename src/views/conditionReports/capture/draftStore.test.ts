import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { finishedDraft, finishedPhotos, KEY, testPhoto } from '../../../testing/captureTestKit';
import type { DraftKey } from './captureDraft';
import { createDraftStore, type DraftStore } from './draftStore';

const OTHER_LEG: DraftKey = { ...KEY, orderLegId: 'leg-2' };
const OTHER_USER: DraftKey = { ...KEY, userId: 'user-2' };

let factory: IDBFactory;
let store: DraftStore;

beforeEach(() => {
  factory = new IDBFactory();
  store = createDraftStore(factory);
});

describe('drafts', () => {
  it('keeps a draft across connections (a reload opens the database anew)', async () => {
    await store.saveDraft(finishedDraft());
    expect(await createDraftStore(factory).loadDraft(KEY)).toEqual(finishedDraft());
    expect(await store.loadDraft(OTHER_LEG)).toBeNull();
  });

  it('drops a draft of an older stored shape instead of misreading it', async () => {
    await store.saveDraft({ ...finishedDraft(), version: 0 as 1 });
    expect(await store.loadDraft(KEY)).toBeNull();
  });

  it('lists one user’s drafts, newest first', async () => {
    await store.saveDraft({ ...finishedDraft(), updatedAt: '2026-11-24T10:00:00.000Z' });
    await store.saveDraft({ ...finishedDraft(OTHER_LEG), updatedAt: '2026-11-24T11:00:00.000Z' });
    await store.saveDraft(finishedDraft(OTHER_USER));
    expect((await store.listDrafts('user-1')).map((draft) => draft.orderLegId)).toEqual(['leg-2', 'leg-1']);
  });
});

describe('photos', () => {
  it('keeps the bytes as a Blob with their type', async () => {
    await store.addPhoto(testPhoto('p-1', 'VEHICLE'));
    const [photo] = await createDraftStore(factory).loadPhotos(KEY);
    expect(photo.blob).toBeInstanceOf(Blob);
    expect(photo.blob.type).toBe('image/jpeg');
    expect(await photo.blob.text()).toBe('bytes of p-1');
    expect(photo.upload).toEqual({ state: 'pending' });
  });

  it('records an upload’s server id and keeps the bytes', async () => {
    await store.addPhoto(testPhoto('p-1', 'VEHICLE'));
    await store.setPhotoUpload('p-1', { state: 'uploaded', serverId: 'server-1' });
    const [photo] = await store.loadPhotos(KEY);
    expect(photo.upload).toEqual({ state: 'uploaded', serverId: 'server-1' });
    expect(await photo.blob.text()).toBe('bytes of p-1');
  });

  it('records a refusal, and ignores an outcome for a photo removed meanwhile', async () => {
    await store.addPhoto(testPhoto('p-1', 'VEHICLE'));
    await store.setPhotoUpload('p-1', { state: 'failed', error: 'Not an image.', code: 'BAD_USER_INPUT' });
    await store.setPhotoUpload('p-gone', { state: 'uploaded', serverId: 'x' });
    expect((await store.loadPhotos(KEY)).map((photo) => [photo.localId, photo.upload.state])).toEqual([['p-1', 'failed']]);
  });

  it('removes one photo', async () => {
    for (const photo of finishedPhotos(['p-vehicle'])) await store.addPhoto(photo);
    await store.removePhoto('p-keys');
    expect((await store.loadPhotos(KEY)).map((photo) => photo.localId)).not.toContain('p-keys');
    expect(await store.loadPhotos(KEY)).toHaveLength(4);
  });
});

describe('queue and clearing', () => {
  it('queues a draft once, lists the user’s queue, and unqueues it', async () => {
    await store.queueDraft(KEY, '2026-11-24T12:00:00.000Z');
    await store.queueDraft(OTHER_LEG, '2026-11-24T11:00:00.000Z');
    await store.queueDraft(OTHER_USER, '2026-11-24T10:00:00.000Z');
    expect(await store.queuedAt(KEY)).toBe('2026-11-24T12:00:00.000Z');
    expect((await store.listQueued('user-1')).map((entry) => entry.draftId)).toEqual(['user-1|leg-2|PICKUP', 'user-1|leg-1|PICKUP']);
    await store.unqueueDraft(KEY);
    expect(await store.queuedAt(KEY)).toBeNull();
  });

  it('clears a sent draft with its photos and queue entry, and nothing of any other draft', async () => {
    for (const key of [KEY, OTHER_LEG]) {
      await store.saveDraft(finishedDraft(key));
      for (const photo of finishedPhotos([], key)) await store.addPhoto({ ...photo, localId: `${key.orderLegId}-${photo.localId}` });
      await store.queueDraft(key, '2026-11-24T12:00:00.000Z');
    }
    await store.clearDraft(KEY);
    const again = createDraftStore(factory);
    expect(await again.loadDraft(KEY)).toBeNull();
    expect(await again.loadPhotos(KEY)).toEqual([]);
    expect(await again.queuedAt(KEY)).toBeNull();
    expect(await again.loadDraft(OTHER_LEG)).not.toBeNull();
    expect(await again.loadPhotos(OTHER_LEG)).toHaveLength(5);
    expect(await again.queuedAt(OTHER_LEG)).not.toBeNull();
  });
});
