import * as z from 'zod';
import { PaymentMethodValues } from '../../generated/enums/PaymentMethod';
import { isCalendarDay } from '../dates';
import { MONEY_LIMIT } from './money';

/**
 * A payment as the invoice page's form sends it (PostPaymentInput's own fields): the amount in minor units, more than
 * zero (the schema's "Minor units, > 0"), the day it came in, how and its reference.
 */
export const paymentFormSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount received.' })
    .gt(0, 'The amount must be more than zero.')
    .int('The amount must be a whole number of cents.')
    .max(MONEY_LIMIT - 1, `The amount must be less than ${(MONEY_LIMIT / 100).toLocaleString('en-US')}.00.`),
  receivedOn: z.string().refine(isCalendarDay, 'Enter the day the payment was received.'),
  method: z.enum(PaymentMethodValues, { error: 'Choose how it was paid.' }),
  reference: z
    .string()
    .trim()
    .max(100, 'The reference may be 100 characters at most.')
    .transform((value) => value || null),
});

export type PaymentForm = z.output<typeof paymentFormSchema>;

/** A lead's correction of an issued invoice: why, in words kept on the credit note. */
export const creditReasonSchema = z.object({
  reason: z.string().trim().min(1, 'Say why the invoice is corrected.').max(500, 'The reason may be 500 characters at most.'),
});
