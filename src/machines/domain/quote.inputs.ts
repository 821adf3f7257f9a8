import * as z from 'zod';
import { requiredReason } from './eventInputs';

/** The quote's event inputs: its transition input is eventInputs.ts's reasonInputSchema. */

/** Declining a quote says why, so whoever revises it knows what to change; the portal words it for the client. */
export const declineQuoteInputSchema = (message = 'Say why the quote is declined.') => z.object({ reason: requiredReason(message) });
