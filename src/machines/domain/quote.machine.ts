import { type SnapshotFrom, setup } from 'xstate';
import type { QuoteStatus } from '../../generated/enums/QuoteStatus';
import { actorMay, EDITOR_STAFF_ROLES, isSystemActor, type MachineActor, stepMachine } from './status';

export type { QuoteStatus };

/** A quote's transitions depend only on who asks; prices and validity are the server's. */
export type QuoteContext = { actor: MachineActor };

export type QuoteEvent =
  | { type: 'quote.accept' }
  | { type: 'quote.decline' }
  | { type: 'quote.expire' }
  | { type: 'quote.confirm' }
  | { type: 'quote.revise' };
export type QuoteEventType = QuoteEvent['type'];

export const quoteMachine = setup({
  types: {} as { context: QuoteContext; events: QuoteEvent; input: QuoteContext },
  guards: {
    mayEdit: ({ context }) => actorMay(context.actor, EDITOR_STAFF_ROLES),
    // The client or customer the quote was made for answers it too; the server checks the link.
    mayAnswer: ({ context }) => actorMay(context.actor, [...EDITOR_STAFF_ROLES, 'CLIENT', 'CUSTOMER']),
    // Expiry is a job at validUntil, not a person.
    isSystem: ({ context }) => isSystemActor(context.actor),
  },
}).createMachine({
  id: 'quote',
  context: ({ input }) => input,
  initial: 'PENDING',
  states: {
    PENDING: {
      on: {
        'quote.accept': { guard: 'mayAnswer', target: 'ACCEPTED' },
        'quote.decline': { guard: 'mayAnswer', target: 'DECLINED' },
        'quote.expire': { guard: 'isSystem', target: 'EXPIRED' },
      },
    },
    ACCEPTED: { on: { 'quote.confirm': { guard: 'mayEdit', target: 'CONFIRMED' } } },
    DECLINED: { on: { 'quote.revise': { guard: 'mayEdit', target: 'PENDING' } } },
    EXPIRED: { on: { 'quote.revise': { guard: 'mayEdit', target: 'PENDING' } } },
    CONFIRMED: { type: 'final' },
  },
});

export type QuoteSnapshot = SnapshotFrom<typeof quoteMachine>;

const NAME_BY_TYPE = {
  'quote.accept': 'ACCEPT',
  'quote.decline': 'DECLINE',
  'quote.expire': 'EXPIRE',
  'quote.confirm': 'CONFIRM',
  'quote.revise': 'REVISE',
} as const satisfies Record<QuoteEventType, string>;

/** The GraphQL enum names of the quote events. */
export type QuoteEventName = (typeof NAME_BY_TYPE)[QuoteEventType];

export const quoteEventTypes = Object.keys(NAME_BY_TYPE) as QuoteEventType[];

export const QUOTE_EVENT_BY_NAME = Object.fromEntries(quoteEventTypes.map((type) => [NAME_BY_TYPE[type], type])) as Record<
  QuoteEventName,
  QuoteEventType
>;

export const quoteEventName = (type: QuoteEventType): QuoteEventName => NAME_BY_TYPE[type];

export const nextQuoteStatus = (status: QuoteStatus, context: QuoteContext, event: QuoteEvent): QuoteStatus | null =>
  stepMachine(quoteMachine, status, context, event)?.status ?? null;

export const availableQuoteEvents = (status: QuoteStatus, context: QuoteContext): QuoteEventType[] =>
  quoteEventTypes.filter((type) => nextQuoteStatus(status, context, { type }) !== null);
