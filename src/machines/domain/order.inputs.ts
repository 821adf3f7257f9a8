import * as z from 'zod';
import { requiredReason } from './eventInputs';

/** The order's event inputs: its transition input is eventInputs.ts's reasonInputSchema. */

/** Cancelling an order says why: its dialog asks (the order machine takes a cancel without one). */
export const cancelOrderInputSchema = z.object({ reason: requiredReason('Say why the order is cancelled.') });
