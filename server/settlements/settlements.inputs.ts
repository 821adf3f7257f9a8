import * as z from 'zod';
import { isCalendarDay } from '../../src/domain/dates';
import { isIftaJurisdiction } from '../../src/domain/ifta/jurisdictions';
import { optionalText } from '../../src/domain/schemas/text';
import { SettlementDeductionKindValues } from '../../src/generated/enums/SettlementDeductionKind';
import { SettlementPayeeKindValues } from '../../src/generated/enums/SettlementPayeeKind';
import { SettlementPaymentTypeValues } from '../../src/generated/enums/SettlementPaymentType';

/** A settlement's amount stays exact in a float8 and below any one pay run's sum. */
export const SETTLEMENT_LIMIT = 1_000_000_000_000;
export const MAX_SETTLEMENT_LEGS = 500;

const day = (field: string) => z.string().refine(isCalendarDay, `The ${field} must be a valid date (YYYY-MM-DD).`);

const money = (field: string) =>
  z
    .number({ error: `The ${field} field is required.` })
    .int(`The ${field} must be a whole number of cents.`)
    .min(1, `The ${field} must be greater than 0.`)
    .max(SETTLEMENT_LIMIT - 1, `The ${field} is too large.`);

export const createSettlementsSchema = z
  .object({
    payee: z.object({ kind: z.enum(SettlementPayeeKindValues), id: z.string() }).nullish(),
    periodFrom: day('period start'),
    periodTo: day('period end'),
    legIds: z
      .array(z.string())
      .min(1, 'Choose at least one leg.')
      .max(MAX_SETTLEMENT_LEGS, `At most ${MAX_SETTLEMENT_LEGS} legs at once.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A leg is chosen twice.')
      .nullish(),
  })
  .superRefine((input, issue) => {
    if (isCalendarDay(input.periodFrom) && isCalendarDay(input.periodTo) && input.periodFrom > input.periodTo)
      issue.addIssue({ code: 'custom', path: ['periodTo'], message: 'The period ends before it starts.' });
  });

export const deductionSchema = z.object({
  settlementId: z.string(),
  kind: z.enum(SettlementDeductionKindValues),
  description: z.string().trim().min(1, 'The description field is required.').max(200),
  amount: money('amount'),
  version: z.number().int(),
});

export const reimbursementSchema = z.object({ settlementId: z.string(), receiptId: z.string(), version: z.number().int() });

export const settlementPaymentSchema = z.object({
  key: z.string().trim().min(1, 'The key field is required.').max(100),
  settlementId: z.string(),
  type: z.enum(SettlementPaymentTypeValues),
  amount: money('amount'),
  paidOn: day('payment date'),
  reference: optionalText(100, 'reference'),
});

export const reviewReceiptSchema = z
  .object({ decision: z.enum(['APPROVE', 'REJECT']), reason: optionalText(500, 'reason') })
  .superRefine((input, issue) => {
    if (input.decision === 'REJECT' && !input.reason)
      issue.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the receipt is rejected.' });
  });

/**
 * A fuel receipt's details as migration 062 keeps them: the volume in the tenant's fuel unit, rounded to the column's
 * three places before it is checked (numeric(10, 3), over 0 and under 10,000), and an IFTA jurisdiction (upper-cased).
 */
export const receiptFuelSchema = z.object({
  volume: z
    .number({ error: 'The volume is required.' })
    .transform((value) => Math.round(value * 1000) / 1000)
    .pipe(z.number().gt(0, 'The volume must be more than 0.').lt(10_000, 'The volume must be under 10,000.')),
  jurisdiction: z
    .string({ error: 'The jurisdiction is required.' })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isIftaJurisdiction, 'Pick an IFTA jurisdiction (a state, DC or a Canadian province).'),
  taxPaid: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  unitId: z.string().nullish(),
});
export type ReceiptFuel = z.output<typeof receiptFuelSchema>;

export const submitReceiptSchema = z.object({
  expenseItemId: z.string(),
  amount: money('amount'),
  spentOn: day('date spent'),
  legId: z.string().nullish(),
  note: optionalText(500, 'note'),
  fuel: receiptFuelSchema.nullish(),
});

export const holdReasonSchema = z.object({ reason: z.string().trim().min(1, 'Say why the leg is held.').max(500) });
