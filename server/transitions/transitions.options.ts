import { stepMachine } from '../../src/machines/domain/status';
import type { GraphQLContext } from '../graphql/context';
import { refusal } from './transitions.refusal';
import type { Actor, MachineRecord } from './transitions.types';

/** Why an event the status knows is refused now: the actor's role, or the record's facts. */
export type RefusalKind = 'ROLE' | 'RECORD';

/** One event of the record's status, open or refused with the reason a transition would answer with. */
export type EventOption = { event: string; enabled: boolean; refusal: RefusalKind | null; reason: string | null };

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/**
 * Every event the record's status knows (in the machine's order), each open or refused with the machine's reason,
 * asked exactly as transition() asks: the probe event (placeholder input, so a dialog's fields do not count against
 * it) on the stored status and context. A page shows the open ones as actions and the refused ones disabled with
 * their reason, instead of actions that vanish without one (RecordActions in src/views/kit/record).
 */
export const eventOptions = async <TRow extends { id: string; version: number }, TContext extends { actor: unknown }, TInput>(
  ctx: GraphQLContext,
  actor: Actor,
  definition: MachineRecord<TRow, TContext, TInput>,
  row: TRow,
): Promise<EventOption[]> => {
  const status = row[definition.status] as string;
  const state = (definition.machine.states as Record<string, { ownEvents: string[] } | undefined>)[status];
  const known = new Set(Object.values(definition.events));
  const options: EventOption[] = [];
  for (const type of state?.ownEvents ?? []) {
    // Derived events (an order's legs.*) and a job's (a quote's expiry) are not anybody's to send.
    if (!known.has(type) || definition.jobEvents?.includes(type)) continue;
    const probe = definition.probe(type);
    const context = await definition.context(ctx, row, actor, { type, input: {} as TInput }); // the probe stands for the input
    const event = definition.eventName(type);
    if (stepMachine(definition.machine, status, context, probe) !== null) {
      options.push({ event, enabled: true, refusal: null, reason: null });
      continue;
    }
    const refused = refusal({
      machine: definition.machine,
      status,
      context,
      event: probe,
      probe,
      name: event,
      noun: definition.noun,
      subject: definition.subject?.(row) ?? `a ${definition.noun}`,
      statusKey: definition.status,
      required: null,
      recordReasons: definition.recordReasons ?? {},
      recordReason: definition.recordReason?.(context, probe) ?? null,
    });
    const kind = refused.extensions.reason === 'ROLE' ? 'ROLE' : 'RECORD';
    if (kind === 'RECORD' && definition.mootWhenRefused?.includes(type)) continue;
    const why = definition.recordReason?.(context, probe) || definition.recordReasons?.[type];
    options.push({
      event,
      enabled: false,
      refusal: kind,
      reason: kind === 'ROLE' ? 'Your role cannot do this.' : why ? sentence(why) : sentence(refused.message),
    });
  }
  return options;
};
