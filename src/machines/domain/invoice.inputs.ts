import * as z from 'zod';
import type { InvoiceEventType } from './invoice.machine';

/** The invoice's event inputs (eventInputs.ts says how the two layers are used): no event carries a payload. */
export const invoiceTransitionInputSchema = z.object({});

export type InvoiceTransitionValues = z.output<typeof invoiceTransitionInputSchema>;

export const invoiceEventInputSchema = (_type: InvoiceEventType): z.ZodType | null => null;
