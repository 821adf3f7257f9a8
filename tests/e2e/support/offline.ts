/**
 * Offline capture in the browser: take a page's context off the network and back (`context.setOffline` makes
 * `navigator.onLine` false, fires `offline` / `online` and fails every request), see the capture kit's IndexedDB as
 * the page has it, and count the GraphQL operations that reached the server.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

export const goOffline = (context: BrowserContext) => context.setOffline(true);
export const goOnline = (context: BrowserContext) => context.setOffline(false);

/** Runs `body` offline and is back online after it, whether it passed or threw. */
export const whileOffline = async <T>(context: BrowserContext, body: () => Promise<T>): Promise<T> => {
  await goOffline(context);
  try {
    return await body();
  } finally {
    await goOnline(context);
  }
};

/** Whether the page sees itself online. */
export const pageOnline = (page: Page): Promise<boolean> => page.evaluate(() => navigator.onLine);

export type CaptureStorage = {
  drafts: { id: string; clientId: string }[];
  photos: { localId: string; draftId: string; kind: string; bytes: number; upload: { state: string; serverId?: string } }[];
  queue: { draftId: string; queuedAt: string }[];
};

/** The drafts, photos (their sizes, not their bytes) and queue the capture kit keeps in the page's IndexedDB. */
export const captureStorage = (page: Page): Promise<CaptureStorage> =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('legwork-capture');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        if (!db.objectStoreNames.contains(store)) return resolve([]);
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    const photos = await all<{ localId: string; draftId: string; kind: string; blob: Blob; upload: { state: string; serverId?: string } }>(
      'photos',
    );
    const result = {
      drafts: (await all<{ id: string; clientId: string }>('drafts')).map(({ id, clientId }) => ({ id, clientId })),
      photos: photos.map(({ localId, draftId, kind, blob, upload }) => ({ localId, draftId, kind, bytes: blob.size, upload })),
      queue: (await all<{ draftId: string; queuedAt: string }>('queue')).map(({ draftId, queuedAt }) => ({ draftId, queuedAt })),
    };
    db.close();
    return result;
  });

const operationOf = (request: Request): string | null => {
  if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return null;
  const body = request.postData() ?? '';
  // A multipart upload carries the operation in its `operations` part.
  const named = /"operationName"\s*:\s*"([^"]+)"/.exec(body) ?? /\bmutation\s+(\w+)/.exec(body) ?? /\bquery\s+(\w+)/.exec(body);
  return named?.[1] ?? '(unnamed)';
};

/** The GraphQL operations that got an answer from the server (requests failed offline are not counted), by name. */
export const recordAnsweredOperations = (page: Page) => {
  const names: string[] = [];
  const listener = (request: Request) => {
    const name = operationOf(request);
    if (name) names.push(name);
  };
  page.on('requestfinished', listener);
  return {
    names,
    count: (name: string) => names.filter((each) => each === name).length,
    stop: () => page.off('requestfinished', listener),
  };
};
