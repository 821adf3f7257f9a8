import type { AnyStateMachine } from 'xstate';
import type * as z from 'zod';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { SYSTEM_ACTOR, stepMachine } from '../../src/machines/domain/status';
import { appError, badUserInput } from '../errors';

export type Refused = {
  machine: AnyStateMachine;
  status: string;
  context: { actor: unknown };
  event: { type: string };
  probe: { type: string };
  /** The GraphQL name of the event, the record's noun (`leg`) and how messages name it (`a leg`). */
  name: string;
  noun: string;
  subject: string;
  statusKey: string;
  /** What the event needs, with the input that was sent; `prefix` puts the field paths under the argument. */
  required: { schema: z.ZodType; input: unknown; prefix: string } | null;
  recordReasons: Partial<Record<string, string>>;
  /** Why this record refuses this event now, when the reason depends on the record's facts (a driver's licence). */
  recordReason?: string | null;
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Why the machine refused an event, asked of the machine itself: its payload (the event's probe, with placeholder
 * input, would pass: BAD_USER_INPUT naming the fields), the role (the system actor would pass where the actor does not: ROLE), the record (the
 * status takes the event but a guard on the record refuses: RECORD) or the status (it takes no such event: STATUS).
 */
export const refusal = (refused: Refused) => {
  const { machine, status, context, event, probe, name, noun, subject } = refused;
  const details = { event: name, [refused.statusKey]: status };
  const takes = (ctx: object, e: { type: string }) => stepMachine(machine, status, ctx, e) !== null;
  if (refused.required && takes(context, probe)) {
    const { schema, input, prefix } = refused.required;
    const parsed = schema.safeParse(input ?? {});
    if (!parsed.success)
      return badUserInput(
        Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([path, messages]) => [`${prefix}${path}`, messages])),
      );
  }
  const asSystem = { ...context, actor: SYSTEM_ACTOR };
  // The probe stands in for a payload the record may still refuse (a driver who is not qualified): it tells of the
  // role only when the actor could not send even the probe.
  if (takes(asSystem, event) || (takes(asSystem, probe) && !takes(context, probe)))
    return appError('INVALID_TRANSITION', `Your role may not send ${name} to ${subject} that is ${status}.`, {
      ...details,
      reason: 'ROLE',
    });
  const state = (machine.states as Record<string, { ownEvents: string[] } | undefined>)[status];
  if (state?.ownEvents.includes(event.type)) {
    const why = refused.recordReason || refused.recordReasons[event.type] || 'the record does not allow it';
    return appError('INVALID_TRANSITION', `${name} is not possible for this ${status} ${noun}: ${why}.`, { ...details, reason: 'RECORD' });
  }
  return appError('INVALID_TRANSITION', `${capitalized(subject)} that is ${status} cannot take ${name}.`, { ...details, reason: 'STATUS' });
};
