import { quoteEventTypes, quoteMachine } from './quote.machine';
import type { Replayable } from './replayEntry';

/** The quote's replay entry (replayable.ts): the recorded event types, the system actor. */
export const quoteReplay: Replayable = { entityKind: 'Quotes', machine: quoteMachine, statusKey: 'status', events: quoteEventTypes };
