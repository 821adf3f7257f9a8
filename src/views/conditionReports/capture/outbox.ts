import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { SnapshotFrom } from 'xstate';
import type { DraftKey } from './captureDraft';
import { type DraftStore, draftStore } from './draftStore';
import { type OutboxContext, outboxMachine, type SentReport } from './outbox.machine';
import { outboxActors } from './outboxActors';
import type { OutboxFailure } from './outboxErrors';

/** What the page shows: `retrying` is network or server trouble with a timer running (`retryInMs`). */
export type OutboxState = 'idle' | 'waitingForNetwork' | 'uploading' | 'submitting' | 'retrying' | 'sent' | 'failed';

export type OutboxView = {
  state: OutboxState;
  /** Photos sent of the draft's photos, and the bytes of the one on its way (null between photos). */
  progress: Pick<OutboxContext, 'uploaded' | 'total' | 'bytes'>;
  /** The last failure: a refusal in `failed` (fieldErrors keyed by the draft's fields), the network's while waiting. */
  failure: OutboxFailure | null;
  retryInMs: number;
  report: SentReport | null;
  /** Queues the draft and sends it; again after a failure, it sends what is left. */
  send: () => void;
};

const STATE_OF: Record<string, OutboxState> = {
  idle: 'idle',
  checking: 'uploading',
  preparing: 'uploading',
  uploading: 'uploading',
  submitting: 'submitting',
  waitingForNetwork: 'waitingForNetwork',
  retrying: 'retrying',
  failed: 'failed',
  sent: 'sent',
};

export const outboxView = (snapshot: SnapshotFrom<typeof outboxMachine>, send: () => void): OutboxView => {
  const { uploaded, total, bytes, failure, retryInMs, report } = snapshot.context;
  return { state: STATE_OF[String(snapshot.value)] ?? 'idle', progress: { uploaded, total, bytes }, failure, retryInMs, report, send };
};

/**
 * The outbox of one draft: `send()` queues it and sends it now or as soon as the network is back; a draft queued
 * before a reload is resumed on mount. Mount it once per draft (give the page `key={draftIdOf(key)}`): the key is
 * read when the hook starts.
 */
export const useOutbox = (key: DraftKey, store: DraftStore = draftStore()): OutboxView => {
  const client = useClient();
  const [draftKey] = useState(key);
  const [logic] = useState(() => outboxMachine.provide({ actors: outboxActors({ client, store }) }));
  const [snapshot, sendEvent, actor] = useMachine(logic, { input: { key: draftKey, online: navigator.onLine } });

  useEffect(() => {
    const online = () => actor.send({ type: 'outbox.online' });
    const offline = () => actor.send({ type: 'outbox.offline' });
    // A phone woken from its pocket retries at once instead of sitting out a backoff its sleep stretched.
    const visible = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) online();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [actor]);

  // A draft the driver sent before the page was closed or reloaded goes on by itself.
  useEffect(() => {
    let live = true;
    void store.queuedAt(draftKey).then((queuedAt) => {
      if (live && queuedAt !== null) actor.send({ type: 'outbox.send' });
    });
    return () => {
      live = false;
    };
  }, [actor, store, draftKey]);

  // Sent while offline, the draft is queued at once: a reload (or a flat battery) before the network is back resumes it.
  const send = () => {
    void store
      .queuedAt(draftKey)
      .then((queuedAt) => (queuedAt === null ? store.queueDraft(draftKey, new Date().toISOString()) : undefined))
      .catch(() => undefined)
      .then(() => sendEvent({ type: 'outbox.send' }));
  };
  return outboxView(snapshot, send);
};
