/**
 * The few IndexedDB calls the draft store needs, as promises (the raw API, not a wrapper package: this is all of it).
 * Database `legwork-capture`: `drafts` (key `id`, index `userId`), `photos` (key `localId`, index `draftId`) and
 * `queue` (key `draftId`: the drafts the driver pressed Send on).
 */
export const CAPTURE_DB_NAME = 'legwork-capture';
const CAPTURE_DB_VERSION = 1;

export type StoreName = 'drafts' | 'photos' | 'queue';

export const requestOf = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

export const openCaptureDb = (factory: IDBFactory): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = factory.open(CAPTURE_DB_NAME, CAPTURE_DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('drafts', { keyPath: 'id' }).createIndex('userId', 'userId');
      db.createObjectStore('photos', { keyPath: 'localId' }).createIndex('draftId', 'draftId');
      db.createObjectStore('queue', { keyPath: 'draftId' }).createIndex('userId', 'userId');
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema: let it, this tab reopens on its next call.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('The capture storage is held open by an older tab. Close it and try again.'));
  });

/**
 * Runs `body` in one transaction and resolves with its result once the transaction has committed (so a caller never
 * sees a write that could still be rolled back). `body` queues requests with callbacks, never awaits.
 */
export const inTransaction = <T>(
  db: IDBDatabase,
  stores: StoreName[],
  mode: IDBTransactionMode,
  body: (tx: IDBTransaction) => () => T,
): Promise<T> =>
  new Promise((resolve, reject) => {
    const tx = db.transaction(stores, mode);
    const result = body(tx);
    tx.oncomplete = () => resolve(result());
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('The capture storage transaction was aborted.'));
  });
