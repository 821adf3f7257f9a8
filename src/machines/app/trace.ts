/**
 * QA replay (docs/decisions.md#replay-recorded-answers-never-re-run-effects): record every event each root actor
 * receives, export it as JSON, and feed it into fresh actors later. The answers of invoked actors are events too (`xstate.done.actor.*`,
 * `xstate.error.actor.*`), as are fired delays (`xstate.after.*`), so they are recorded like any other event.
 * On replay every named actor of a machine is replaced by one that never settles, and the recorded answers
 * are delivered in their place: no network, same transitions.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  isMachineSnapshot,
} from 'xstate';

export type TracedEvent = { seq: number; event: EventObject };
export type TracedActor = { machineId: string; events: TracedEvent[] };
export type Trace = { version: 1; actors: Record<string, TracedActor> };

export type TraceRecorder = {
  /** Pass as `createActor(machine, { inspect: recorder.inspect, systemId })`. */
  inspect: (inspectionEvent: InspectionEvent) => void;
  exportTrace: () => Trace;
  clear: () => void;
};

/** Errors carry what the machines read (`status`, `message`) into plain JSON. */
const toJson = <T>(value: T): T =>
  JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => (item instanceof Error ? { ...item, name: item.name, message: item.message } : item)),
  );

const systemIdOf = (actorRef: object): string | undefined =>
  'systemId' in actorRef && typeof actorRef.systemId === 'string' ? actorRef.systemId : undefined;

export const createTraceRecorder = (): TraceRecorder => {
  let actors: Record<string, TracedActor> = {};
  let keys = new Map<string, string>();
  let seq = 0;

  /** The actor's systemId, else its machine id; a second actor of the same machine gets `id#2`. */
  const keyFor = (sessionId: string, id: string) => {
    const known = keys.get(sessionId);
    if (known) return known;
    let key = id;
    for (let n = 2; key in actors; n++) key = `${id}#${n}`;
    keys.set(sessionId, key);
    return key;
  };

  const inspect = (inspectionEvent: InspectionEvent) => {
    if (inspectionEvent.type !== '@xstate.event') return;
    const { actorRef, rootId, event } = inspectionEvent;
    // Only root actors: their invoked children are created again by the replayed parent.
    if (actorRef.sessionId !== rootId) return;
    const snapshot = actorRef.getSnapshot();
    if (!isMachineSnapshot(snapshot)) return;
    const machineId = snapshot.machine.id;
    const key = keyFor(actorRef.sessionId, systemIdOf(actorRef) ?? machineId);
    actors[key] ??= { machineId, events: [] };
    actors[key].events.push({ seq: seq++, event: toJson(event) });
  };

  return {
    inspect,
    exportTrace: () => ({ version: 1, actors: toJson(actors) }),
    clear: () => {
      actors = {};
      keys = new Map();
      seq = 0;
    },
  };
};

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

const withoutEffects = (machine: AnyStateMachine): AnyStateMachine =>
  machine.provide({
    actors: Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, neverSettles])),
  });

/**
 * Replays a trace into fresh actors and returns each actor's final snapshot, keyed like the trace.
 * `machinesById` is keyed by trace key or machine id; pass machines without app wiring (events one actor
 * sent another are already in the other's trace). Side-effect actions of the machines still run.
 */
export const replayTrace = (
  trace: Trace,
  machinesById: Record<string, AnyStateMachine>,
  options: { inspect?: (inspectionEvent: InspectionEvent) => void } = {},
): Record<string, AnyMachineSnapshot> => {
  if (trace.version !== 1) throw new Error(`replayTrace: unsupported trace version ${String(trace.version)}`);
  const entries = Object.entries(trace.actors);
  const actors = new Map(
    entries.map(([key, traced]) => {
      const machine = machinesById[key] ?? machinesById[traced.machineId];
      if (!machine) throw new Error(`replayTrace: no machine for actor "${key}" (${traced.machineId})`);
      const init = traced.events.find(({ event }) => event.type === 'xstate.init')?.event;
      const input = init && 'input' in init ? init.input : undefined;
      return [key, createActor(withoutEffects(machine), { input, inspect: options.inspect })] as const;
    }),
  );
  for (const actor of actors.values()) actor.start();
  const queue = entries
    .flatMap(([key, traced]) => traced.events.map((traced) => ({ key, ...traced })))
    .filter(({ event }) => event.type !== 'xstate.init')
    .sort((a, b) => a.seq - b.seq);
  for (const { key, event } of queue) actors.get(key)?.send(event);
  const snapshots = Object.fromEntries([...actors].map(([key, actor]) => [key, actor.getSnapshot()]));
  for (const actor of actors.values()) actor.stop();
  return snapshots;
};
