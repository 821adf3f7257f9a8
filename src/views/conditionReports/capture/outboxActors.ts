import type { AnyVariables, Client, DocumentInput, OperationContext, OperationResult } from '@urql/core';
import { fromPromise } from 'xstate';
import { progressFetch, type UploadProgress } from '../../kit/record/uploadFetch';
import { CaptureSubmitReportMutation, CaptureUploadPhotoMutation } from './capture.graphql';
import { type CaptureDraft, type CapturePhoto, type DraftKey, referencedPhotoIds } from './captureDraft';
import type { DraftStore } from './draftStore';
import type { OutboxProgress, SentReport, StepInput, UploadStep } from './outbox.machine';
import { localFailure, missingFailure, type OutboxFailure, outboxFailure } from './outboxErrors';
import { missingAnswers, toConditionReportInput } from './reportInput';

export type OutboxDeps = {
  client: Client;
  store: DraftStore;
  now?: () => Date;
  /** The upload's fetch with progress (XMLHttpRequest in the browser; tests give their own). */
  uploadFetch?: (onProgress: UploadProgress) => typeof fetch;
};

/** One mutation through the app's client (anti-forgery header, error exchange), stopped when the step is. */
const mutate = <Data, Variables extends AnyVariables>(
  client: Client,
  document: DocumentInput<Data, Variables>,
  variables: Variables,
  context: Partial<OperationContext>,
  signal: AbortSignal,
): Promise<OperationResult<Data, Variables>> =>
  new Promise((resolve, reject) => {
    // Unsubscribing makes urql's fetch exchange abort the request (and progressFetch its XHR).
    const subscription = client.mutation(document, variables, context).subscribe((result) => {
      signal.removeEventListener('abort', stop);
      resolve(result);
    });
    function stop() {
      subscription.unsubscribe();
      reject(signal.reason);
    }
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });

const gone = () => localFailure(new Error('This report is no longer on this phone.'));

/** The draft and the photos it refers to, in sending order; a referenced photo whose bytes are gone is the user's to retake. */
const loadWork = async (store: DraftStore, key: DraftKey): Promise<{ draft: CaptureDraft; photos: CapturePhoto[] }> => {
  const draft = await store.loadDraft(key);
  if (!draft) throw gone();
  const byId = new Map((await store.loadPhotos(key)).map((photo) => [photo.localId, photo]));
  const photos = referencedPhotoIds(draft).map((localId) => {
    const photo = byId.get(localId);
    if (!photo)
      throw {
        ...localFailure(new Error('A photo of this report is no longer on this phone. Take it again.')),
        photoLocalId: localId,
      } satisfies OutboxFailure;
    return photo;
  });
  return { draft, photos };
};

const progressOf = (photos: readonly CapturePhoto[]): OutboxProgress => ({
  uploaded: photos.filter((photo) => photo.upload.state === 'uploaded').length,
  total: photos.length,
});

/** The outbox machine's I/O over IndexedDB and the app's urql client. */
export const outboxActors = ({ client, store, now = () => new Date(), uploadFetch = progressFetch }: OutboxDeps) => {
  // A refusal ends the queue: the driver fixes the draft and sends again; network trouble leaves it queued.
  const refused = async (key: DraftKey, failure: OutboxFailure): Promise<never> => {
    if (failure.kind === 'final') await store.unqueueDraft(key);
    throw failure;
  };

  return {
    prepare: fromPromise<OutboxProgress, StepInput>(async ({ input: { key } }) => {
      const { draft, photos } = await loadWork(store, key);
      const missing = missingAnswers(draft);
      if (Object.keys(missing).length > 0) return refused(key, missingFailure(missing));
      if ((await store.queuedAt(key)) === null) await store.queueDraft(key, now().toISOString());
      return progressOf(photos);
    }),

    uploadNext: fromPromise<UploadStep, StepInput>(async ({ input: { key, report }, signal }) => {
      const { draft, photos } = await loadWork(store, key);
      const { uploaded, total } = progressOf(photos);
      const next = photos.find((photo) => photo.upload.state !== 'uploaded');
      if (!next) return { uploaded, total, done: true };
      const file = new File([next.blob], next.fileName, { type: next.blob.type });
      const variables = {
        orderLegId: draft.orderLegId,
        clientId: next.localId,
        kind: next.kind,
        file,
        capturedAt: next.capturedAt,
        latitude: next.latitude,
        longitude: next.longitude,
      };
      const onProgress = (loaded: number, size: number) => report({ type: 'outbox.progress', loaded, total: size || file.size });
      const result = await mutate(client, CaptureUploadPhotoMutation, variables, { fetch: uploadFetch(onProgress) }, signal);
      const serverId = result.data?.uploadConditionPhoto.id;
      if (result.error || !serverId) {
        if (!result.error) throw localFailure(new Error('The server did not answer with the photo.'));
        const failure = outboxFailure(result.error, next.localId);
        if (failure.kind === 'final')
          await store.setPhotoUpload(next.localId, {
            state: 'failed',
            error: failure.fieldErrors.file?.join(' ') ?? failure.message,
            code: failure.code,
          });
        return refused(key, failure);
      }
      // Stored before the next photo starts: a send resumed after a drop skips this one.
      await store.setPhotoUpload(next.localId, { state: 'uploaded', serverId: String(serverId) });
      return { uploaded: uploaded + 1, total, done: uploaded + 1 === total };
    }),

    submit: fromPromise<SentReport, StepInput>(async ({ input: { key }, signal }) => {
      const { draft, photos } = await loadWork(store, key);
      const mapped = toConditionReportInput(draft, photos);
      if (!mapped.ok) {
        if (Object.keys(mapped.missing).length > 0) return refused(key, missingFailure(mapped.missing));
        // A photo added after the uploads began: go round again (a retry re-checks and uploads it).
        throw { ...localFailure(new Error('A new photo is waiting to be sent.')), kind: 'retry' } satisfies OutboxFailure;
      }
      const result = await mutate(client, CaptureSubmitReportMutation, { input: mapped.input }, {}, signal);
      const sent = result.data?.submitConditionReport;
      if (result.error || !sent) {
        if (!result.error) throw localFailure(new Error('The server did not answer with the report.'));
        return refused(key, outboxFailure(result.error));
      }
      // The server has it: the device copy goes. Were this to fail, a later send answers the same report.
      await store.clearDraft(key).catch(() => undefined);
      return { id: String(sent.id), number: sent.number, status: sent.status };
    }),
  };
};
