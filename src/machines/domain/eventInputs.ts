import * as z from 'zod';
import { optionalText } from '../../domain/schemas/text';

/**
 * The input that status events carry, shared by the dialogs that ask for it and the server's transition service.
 * Two layers: the transition input (the GraphQL input type) is checked as a whole before the machine runs (lengths,
 * ids, the order of two dates); an event's own schema names the fields it needs, which the dialog checks before
 * sending and the server reports (BAD_USER_INPUT) when the machine refused the event for a missing payload.
 *
 * Each machine's inputs live beside it (`<machine>.inputs.ts`); this file holds what they share.
 */

export const REASON_MAX = 1000;

export const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** null clears (or keeps) a carrier; any other value, an empty one included, must be an id. */
export const optionalId = z.string().regex(ID, 'Must be an id.').nullish();
export const optionalDateTime = z.string().nullish();

export const requiredReason = (message: string) =>
  z.string(message).trim().min(1, message).max(REASON_MAX, `The reason may not be greater than ${REASON_MAX} characters.`);

/** An order's or a quote's transition input: an optional reason (an order's cancellation, a quote's answer). */
export const reasonInputSchema = z.object({ reason: optionalText(REASON_MAX, 'reason') });
