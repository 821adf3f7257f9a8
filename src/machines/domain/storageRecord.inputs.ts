import * as z from 'zod';
import { optionalText } from '../../domain/schemas/text';
import { REASON_MAX, requiredReason } from './eventInputs';
import type { StorageRecordEventType } from './storageRecord.machine';

/** The storage record's event inputs (eventInputs.ts says how the two layers are used). */

const optionalShortText = (field: string) => optionalText(40, field);

/** StorageTransitionInput as a whole: a reason (problem, cancel) and, at check-in, the spot and the keys. */
export const storageTransitionInputSchema = z.object({
  reason: optionalText(REASON_MAX, 'reason'),
  spot: optionalShortText('spot'),
  keyTag: optionalShortText('key tag'),
  keyCount: z
    .number('The key count must be a number.')
    .int('The key count must be a whole number.')
    .min(0)
    .max(20, 'The key count may not be greater than 20.')
    .nullish(),
  lockBoxSlot: optionalShortText('lock-box slot'),
});

export type StorageTransitionValues = z.output<typeof storageTransitionInputSchema>;

/** What a storage event needs before the machine takes it; null when it carries nothing. */
export const storageEventInputSchema = (type: StorageRecordEventType): z.ZodType | null => {
  switch (type) {
    case 'storage.problem':
      return z.object({ reason: requiredReason('Say what the problem is.') });
    case 'storage.cancel':
      return z.object({ reason: requiredReason('Say why the reservation is cancelled.') });
    default:
      return null;
  }
};
