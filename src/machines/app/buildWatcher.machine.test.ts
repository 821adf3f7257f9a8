import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { BUILD_POLL_INTERVAL_MS, buildWatcherMachine } from './buildWatcher.machine';

/** Each poll answers the next entry: an id, or an Error to throw. `buildId`: the running build's, as the page's HTML names it. */
const start = (answers: (string | Error)[], buildId?: string) => {
  const fetchBuildId = vi.fn(async () => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const reloadPage = vi.fn();
  const actor = createActor(
    buildWatcherMachine.provide({ actors: { fetchBuildId: fromPromise(fetchBuildId) }, actions: { reloadPage } }),
    buildId === undefined ? undefined : { input: { buildId } },
  ).start();
  return { actor, fetchBuildId, reloadPage };
};

describe('build watcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 60 s and remembers the first id', async () => {
    const { actor, fetchBuildId } = start(['b1', 'b1', 'b1']);
    expect(BUILD_POLL_INTERVAL_MS).toBe(60_000);
    expect(actor.getSnapshot().value).toBe('fetching');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context).toEqual({ buildId: 'b1', latestBuildId: 'b1' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('a new id makes an update ready, stops polling and reloads on the next navigation', async () => {
    const { actor, fetchBuildId, reloadPage } = start(['b1', 'b2']);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().can({ type: 'navigation.started' })).toBe(false);
    actor.send({ type: 'navigation.started' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('updateReady');
    expect(actor.getSnapshot().context).toEqual({ buildId: 'b1', latestBuildId: 'b2' });
    expect(reloadPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    actor.send({ type: 'navigation.started' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a failed poll is retried at the next tick, before and after the first id', async () => {
    const { actor, fetchBuildId } = start([new Error('offline'), 'b1', new Error('502'), 'b1']);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.buildId).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().context.buildId).toBe('b1');
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(4);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('with the running build named by the page, the first poll waits a full interval', async () => {
    const { actor, fetchBuildId } = start(['b1', 'b1'], 'b1');
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context).toEqual({ buildId: 'b1', latestBuildId: 'b1' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });

  it('a deploy before the first poll still makes an update ready when the page named its build', async () => {
    const { actor, fetchBuildId, reloadPage } = start(['b2'], 'b1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('updateReady');
    expect(actor.getSnapshot().context).toEqual({ buildId: 'b1', latestBuildId: 'b2' });
    actor.send({ type: 'navigation.started' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('without a provided fetchBuildId it keeps waiting', async () => {
    const actor = createActor(buildWatcherMachine).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.stop();
  });
});
