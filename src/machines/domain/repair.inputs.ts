import * as z from 'zod';
import { minorUnits } from '../../domain/schemas/money';
import { optionalText } from '../../domain/schemas/text';
import { REASON_MAX, requiredReason } from './eventInputs';
import type { RepairEventType } from './repair.machine';

/** The repair's event inputs (eventInputs.ts says how the two layers are used). */

/** RepairTransitionInput as a whole: every field optional, each well-formed (amounts in cents). */
export const repairTransitionInputSchema = z.object({
  approvedAmount: minorUnits('approved amount').nullish(),
  repairOrderNumber: optionalText(60, 'repair order number'),
  invoiceNumber: optionalText(60, 'invoice number'),
  invoiceAmount: minorUnits('invoice amount').nullish(),
  reason: optionalText(REASON_MAX, 'reason'),
});

export type RepairTransitionValues = z.output<typeof repairTransitionInputSchema>;

const requiredNumber = (field: string) => z.string(`The ${field} field is required.`).trim().min(1, `The ${field} field is required.`);

/** What a repair event needs before the machine takes it; null when it carries nothing. */
export const repairEventInputSchema = (type: RepairEventType): z.ZodType | null => {
  switch (type) {
    case 'repair.approve':
      return z.object({ approvedAmount: minorUnits('approved amount') });
    case 'repair.start':
      return z.object({ repairOrderNumber: requiredNumber('repair order number') });
    case 'repair.invoiceReceived':
      return z.object({ invoiceNumber: requiredNumber('invoice number'), invoiceAmount: minorUnits('invoice amount') });
    case 'repair.decline':
      return z.object({ reason: requiredReason('Say why the estimate is declined.') });
    default:
      return null;
  }
};
