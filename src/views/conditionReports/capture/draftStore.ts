import { CAPTURE_DRAFT_VERSION, type CaptureDraft, type CapturePhoto, type DraftKey, draftIdOf, type PhotoUpload } from './captureDraft';
import { inTransaction, openCaptureDb, requestOf } from './idb';

/**
 * The drafts of condition reports and their photos, kept on the device in IndexedDB until the server has the
 * report: the form state in `drafts`, each photo's bytes (a Blob) and upload state in `photos`, and in `queue` the
 * drafts the driver pressed Send on (the outbox's, apart from the form's saves so an autosave cannot unqueue one).
 * A draft survives reloads, sign-outs and lost networks; `clearDraft` drops it with its photos and its queue entry
 * once the report is acknowledged.
 */
export type QueueEntry = { draftId: string; userId: string; queuedAt: string };

export type DraftStore = {
  loadDraft: (key: DraftKey) => Promise<CaptureDraft | null>;
  saveDraft: (draft: CaptureDraft) => Promise<void>;
  /** The user's drafts on this device, newest first (e.g. "2 reports not sent yet"). */
  listDrafts: (userId: string) => Promise<CaptureDraft[]>;
  addPhoto: (photo: CapturePhoto) => Promise<void>;
  loadPhotos: (key: DraftKey) => Promise<CapturePhoto[]>;
  removePhoto: (localId: string) => Promise<void>;
  /** Records an upload's outcome as soon as it lands, so a resumed send skips the photos the server has. */
  setPhotoUpload: (localId: string, upload: PhotoUpload) => Promise<void>;
  /** Marks the draft to be sent (again after a reload) until it is sent or the server refuses it. */
  queueDraft: (key: DraftKey, queuedAt: string) => Promise<void>;
  unqueueDraft: (key: DraftKey) => Promise<void>;
  queuedAt: (key: DraftKey) => Promise<string | null>;
  /** The user's drafts waiting to be sent on this device, oldest first. */
  listQueued: (userId: string) => Promise<QueueEntry[]>;
  clearDraft: (key: DraftKey) => Promise<void>;
};

const current = (draft: CaptureDraft | undefined): CaptureDraft | null => (draft?.version === CAPTURE_DRAFT_VERSION ? draft : null);

// Asks the browser not to evict the drafts under storage pressure; refused or unsupported changes nothing.
const askPersistence = () => {
  void globalThis.navigator?.storage?.persist?.().catch(() => false);
};

export const createDraftStore = (factory: IDBFactory = globalThis.indexedDB): DraftStore => {
  let opened: Promise<IDBDatabase> | null = null;
  let persistenceAsked = false;
  const db = () => {
    opened ??= openCaptureDb(factory).then((handle) => {
      handle.addEventListener('versionchange', () => {
        opened = null;
      });
      return handle;
    });
    return opened;
  };

  return {
    loadDraft: async (key) =>
      current(await requestOf<CaptureDraft | undefined>((await db()).transaction('drafts').objectStore('drafts').get(draftIdOf(key)))),

    saveDraft: async (draft) =>
      inTransaction(await db(), ['drafts'], 'readwrite', (tx) => {
        tx.objectStore('drafts').put(draft);
        return () => undefined;
      }),

    listDrafts: async (userId) => {
      const all = await requestOf<CaptureDraft[]>((await db()).transaction('drafts').objectStore('drafts').index('userId').getAll(userId));
      return all.flatMap((draft) => current(draft) ?? []).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },

    addPhoto: async (photo) => {
      if (!persistenceAsked) {
        persistenceAsked = true;
        askPersistence();
      }
      await inTransaction(await db(), ['photos'], 'readwrite', (tx) => {
        tx.objectStore('photos').put(photo);
        return () => undefined;
      });
    },

    loadPhotos: async (key) => {
      const photos = await requestOf<CapturePhoto[]>(
        (await db()).transaction('photos').objectStore('photos').index('draftId').getAll(draftIdOf(key)),
      );
      return photos.sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
    },

    removePhoto: async (localId) =>
      inTransaction(await db(), ['photos'], 'readwrite', (tx) => {
        tx.objectStore('photos').delete(localId);
        return () => undefined;
      }),

    setPhotoUpload: async (localId, upload) =>
      inTransaction(await db(), ['photos'], 'readwrite', (tx) => {
        const photos = tx.objectStore('photos');
        const read = photos.get(localId);
        // Read and write in one transaction: the Blob is kept as it is, only the upload state changes.
        read.onsuccess = () => {
          if (read.result) photos.put({ ...read.result, upload });
        };
        return () => undefined;
      }),

    queueDraft: async (key, queuedAt) =>
      inTransaction(await db(), ['queue'], 'readwrite', (tx) => {
        tx.objectStore('queue').put({ draftId: draftIdOf(key), userId: key.userId, queuedAt } satisfies QueueEntry);
        return () => undefined;
      }),

    unqueueDraft: async (key) =>
      inTransaction(await db(), ['queue'], 'readwrite', (tx) => {
        tx.objectStore('queue').delete(draftIdOf(key));
        return () => undefined;
      }),

    queuedAt: async (key) => {
      const entry = await requestOf<QueueEntry | undefined>((await db()).transaction('queue').objectStore('queue').get(draftIdOf(key)));
      return entry?.queuedAt ?? null;
    },

    listQueued: async (userId) => {
      const entries = await requestOf<QueueEntry[]>((await db()).transaction('queue').objectStore('queue').index('userId').getAll(userId));
      return entries.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    },

    clearDraft: async (key) => {
      const id = draftIdOf(key);
      await inTransaction(await db(), ['drafts', 'photos', 'queue'], 'readwrite', (tx) => {
        tx.objectStore('drafts').delete(id);
        tx.objectStore('queue').delete(id);
        const photos = tx.objectStore('photos');
        const keys = photos.index('draftId').getAllKeys(id);
        keys.onsuccess = () => {
          for (const localId of keys.result) photos.delete(localId);
        };
        return () => undefined;
      });
    },
  };
};

let shared: DraftStore | null = null;

/** The app's store (one IndexedDB connection per tab), opened on first use. */
export const draftStore = (): DraftStore => {
  shared ??= createDraftStore();
  return shared;
};
