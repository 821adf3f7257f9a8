import { majorText, minorOf } from '../../domain/moneyInput';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { type TntPacketFeeValues, tntPacketFeesSchema } from '../../domain/schemas/tagAndTitle';

/** One fee line as the editor holds it: the amount as typed, in major units. */
export type FeeDraft = { requirementTypeId: string | null; label: string; amount: string; note: string };

type StoredFee = { requirementTypeId?: string | null; label: string; amount?: number | null; note?: string | null };

export const feeDraftOf = (fee: StoredFee): FeeDraft => ({
  requirementTypeId: fee.requirementTypeId ?? null,
  label: fee.label,
  amount: majorText(fee.amount),
  note: fee.note ?? '',
});

export const blankFee = (): FeeDraft => ({ requirementTypeId: null, label: '', amount: '', note: '' });

/**
 * The editor's lines as setTntPacketFees' input, checked by the shared schema; errors are keyed as the server keys
 * them (`fees.1.amount`), so both land on the same field. A blank amount is "not known yet".
 */
export const feesInput = (drafts: readonly FeeDraft[]): { fees: TntPacketFeeValues[] } | { errors: FieldErrors } => {
  const parsed = tntPacketFeesSchema.safeParse(
    drafts.map((draft) => ({
      requirementTypeId: draft.requirementTypeId,
      label: draft.label,
      amount: minorOf(draft.amount) ?? null,
      note: draft.note,
    })),
  );
  if (parsed.success) return { fees: parsed.data };
  return { errors: Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([key, messages]) => [`fees.${key}`, messages])) };
};
