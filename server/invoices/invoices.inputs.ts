import * as z from 'zod';
import { isCalendarDay } from '../../src/domain/dates';
import { PaymentMethodValues } from '../../src/generated/enums/PaymentMethod';
import { optionalText } from '../../src/domain/schemas/text';

/** A payment's amount may pass the order price's limit (it may pay many invoices); it stays exact in a float8. */
export const PAYMENT_LIMIT = 1_000_000_000_000;
export const MAX_INVOICE_LEGS = 500;

const payable = (field: string) =>
  z
    .number({ error: `The ${field} field is required.` })
    .int(`The ${field} must be a whole number of cents.`)
    .min(1, `The ${field} must be greater than 0.`)
    .max(PAYMENT_LIMIT - 1, `The ${field} is too large.`);

export const createInvoicesSchema = z.object({
  legIds: z
    .array(z.string())
    .min(1, 'Choose at least one leg.')
    .max(MAX_INVOICE_LEGS, `At most ${MAX_INVOICE_LEGS} legs at once.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A leg is chosen twice.'),
  poNumbers: z
    .array(z.object({ orderId: z.string(), poNumber: z.string().trim().min(1, 'The PO number is required.').max(60) }))
    .max(MAX_INVOICE_LEGS)
    .nullish()
    .transform((value) => value ?? []),
});

export const postPaymentSchema = z
  .object({
    key: z.string().trim().min(1, 'The key field is required.').max(100),
    clientId: z.string(),
    receivedOn: z.string().refine(isCalendarDay, 'The received date must be a valid date (YYYY-MM-DD).'),
    amount: payable('amount'),
    method: z.enum(PaymentMethodValues),
    reference: optionalText(100, 'reference'),
    applications: z
      .array(z.object({ invoiceId: z.string(), amount: payable('amount') }))
      .max(100, 'At most 100 invoices at once.')
      .refine((list) => new Set(list.map((each) => each.invoiceId)).size === list.length, 'An invoice is named twice.'),
    asCredit: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .superRefine((input, issue) => {
    const applied = input.applications.reduce((sum, each) => sum + each.amount, 0);
    if (applied > input.amount)
      issue.addIssue({ code: 'custom', path: ['applications'], message: 'The applications add up to more than the payment.' });
    else if (applied < input.amount && !input.asCredit)
      issue.addIssue({
        code: 'custom',
        path: ['amount'],
        message: "Part of the payment is not applied to an invoice: apply it all, or record the rest as the client's credit.",
      });
  });

export const creditInvoiceSchema = z.object({ reason: z.string().trim().min(1, 'Say why the invoice is credited.').max(500) });

export const applyCreditSchema = z.object({
  key: z.string().trim().min(1, 'The key field is required.').max(100),
  invoiceId: z.string(),
  amount: payable('amount'),
});

export const addInvoiceLineSchema = z.object({
  billingItemId: z.string(),
  quantity: z
    .number({ error: 'The quantity field is required.' })
    .positive('The quantity must be greater than 0.')
    .max(10_000, 'The quantity is too large.')
    .nullish()
    .transform((value) => value ?? 1),
  unitAmount: z
    .number()
    .int('The unit amount must be a whole number of cents.')
    .min(0, 'The unit amount must not be negative.')
    .max(PAYMENT_LIMIT / 10_000, 'The unit amount is too large.')
    .nullish(),
});
