import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConditionPhotoKind } from '@/generated/enums/ConditionPhotoKind';
import {
  type CapturedImage,
  type CaptureDraft,
  type CapturePhoto,
  type DraftKey,
  newCaptureDraft,
  newCapturePhoto,
  withoutPhoto,
} from './captureDraft';
import { type DraftStore, draftStore } from './draftStore';
import { geoTime } from './useGeoTime';

export type CaptureDraftView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      draft: CaptureDraft;
      /** The draft's photos with their upload state (call `reload` to see the outbox's progress on them). */
      photos: CapturePhoto[];
      /** Changes the form state; written through to IndexedDB at once, in order. */
      update: (change: (draft: CaptureDraft) => CaptureDraft) => void;
      /** Stores a photo (not yet referenced: put its localId in the slot with `update`). */
      addPhoto: (kind: ConditionPhotoKind, image: CapturedImage) => Promise<CapturePhoto>;
      /** Forgets a photo and every slot that named it. */
      removePhoto: (localId: string) => Promise<void>;
      reload: () => Promise<void>;
      /** Drops the draft and its photos from the phone (the driver starts over). */
      discard: () => Promise<void>;
    };

/**
 * The draft of one report, read from the phone or started (stamped with the time and place) when there is none.
 * Mount it once per key (`key={draftIdOf(key)}` on the page), as `useOutbox`.
 */
export const useCaptureDraft = (key: DraftKey, store: DraftStore = draftStore()): CaptureDraftView => {
  const [draftKey] = useState(key);
  const [draft, setDraft] = useState<CaptureDraft | null>(null);
  const [photos, setPhotos] = useState<CapturePhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<CaptureDraft | null>(null);
  // Writes go one after another, so a slow write never lands after a newer one.
  const writes = useRef<Promise<unknown>>(Promise.resolve());

  const write = useCallback(
    (next: CaptureDraft) => {
      latest.current = next;
      setDraft(next);
      writes.current = writes.current
        .then(() => store.saveDraft(next))
        .catch((cause) => setError(cause instanceof Error ? cause.message : String(cause)));
    },
    [store],
  );

  const reload = useCallback(async () => {
    const stored = await store.loadDraft(draftKey);
    const current = stored ?? newCaptureDraft(draftKey, await geoTime());
    if (!stored) await store.saveDraft(current);
    latest.current = current;
    setDraft(current);
    setPhotos(await store.loadPhotos(draftKey));
  }, [store, draftKey]);

  useEffect(() => {
    reload().catch((cause) =>
      setError(cause instanceof Error ? cause.message : 'This phone cannot keep the report (storage is unavailable).'),
    );
  }, [reload]);

  if (error) return { status: 'error', message: error };
  if (!draft) return { status: 'loading' };
  return {
    status: 'ready',
    draft,
    photos,
    update: (change) => {
      if (latest.current) write({ ...change(latest.current), updatedAt: new Date().toISOString() });
    },
    addPhoto: async (kind, image) => {
      const photo = newCapturePhoto(draftKey, kind, image);
      await store.addPhoto(photo);
      setPhotos((list) => [...list, photo]);
      return photo;
    },
    removePhoto: async (localId) => {
      if (latest.current) write({ ...withoutPhoto(latest.current, localId), updatedAt: new Date().toISOString() });
      await store.removePhoto(localId);
      setPhotos((list) => list.filter((photo) => photo.localId !== localId));
    },
    reload,
    discard: async () => {
      await writes.current;
      await store.clearDraft(draftKey);
      await reload();
    },
  };
};
