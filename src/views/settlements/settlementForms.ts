import type { DriverReceiptStatus } from '@/generated/enums/DriverReceiptStatus';
import { type SettlementDeductionKind, SettlementDeductionKindValues } from '@/generated/enums/SettlementDeductionKind';
import type { SettlementPayeeKind } from '@/generated/enums/SettlementPayeeKind';
import { type SettlementPaymentType, SettlementPaymentTypeValues } from '@/generated/enums/SettlementPaymentType';
import { isCalendarDay } from '../../domain/dates';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { minorOf } from '../../domain/moneyInput';
import type { Failure } from '../kit/forms/failure';
import { isConflict, transitionFailureMessage } from '../kit/record/transitionFailure';
import { limitNote } from '../kit/ui/textLimit';

/** The server's largest settlement payment (minor units), as its inputs check it. */
const AMOUNT_LIMIT = 1_000_000_000_000;

/** The server's longest deduction description, payment reference and hold or rejection reason (settlements.inputs.ts). */
export const DEDUCTION_DESCRIPTION_LIMIT = 200;
export const REFERENCE_LIMIT = 100;
export const REASON_LIMIT = 500;

/** The field's error when the text is longer than `limit` (the fields refuse rather than cut). */
const overLimit = (text: string, limit: number): string[] | undefined => {
  const note = limitNote(text.length, limit);
  return note?.over ? [note.text] : undefined;
};

type Checked<T> = { input: T } | { errors: FieldErrors };

/** An amount typed in major units as minor units, or the field's error. */
const amountOf = (text: string): { amount: number } | { error: string } => {
  const amount = minorOf(text);
  if (amount === undefined) return { error: 'Enter the amount.' };
  if (Number.isNaN(amount) || amount <= 0) return { error: 'The amount must be a positive amount of money.' };
  if (!Number.isInteger(amount)) return { error: 'The amount must be in whole cents.' };
  if (amount > AMOUNT_LIMIT) return { error: 'The amount is too large.' };
  return { amount };
};

/** What "Create settlements" was given: a period, and every payee or one. */
export type CreateDraft = { periodFrom: string; periodTo: string; payeeKind: SettlementPayeeKind | ''; payeeId: string };

const periodErrors = (periodFrom: string, periodTo: string): FieldErrors => {
  const errors: FieldErrors = {};
  if (!isCalendarDay(periodFrom)) errors.periodFrom = ['Enter the first day of the period.'];
  if (!isCalendarDay(periodTo)) errors.periodTo = ['Enter the last day of the period.'];
  else if (isCalendarDay(periodFrom) && periodTo < periodFrom) errors.periodTo = ['The period cannot end before it starts.'];
  return errors;
};

/** The createSettlements input for a period, of every payee or of the one chosen (a kind without a payee is an error). */
export const createSettlementsInput = (
  draft: CreateDraft,
  legIds?: readonly string[],
): Checked<{
  periodFrom: string;
  periodTo: string;
  payee: { kind: SettlementPayeeKind; id: string } | null;
  legIds: string[] | null;
}> => {
  const errors = periodErrors(draft.periodFrom, draft.periodTo);
  if (draft.payeeKind && !draft.payeeId) errors['payee.id'] = ['Choose the payee, or every payee.'];
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      periodFrom: draft.periodFrom,
      periodTo: draft.periodTo,
      payee: draft.payeeKind ? { kind: draft.payeeKind, id: draft.payeeId } : null,
      legIds: legIds ? [...legIds] : null,
    },
  };
};

/**
 * The server's refusals of named legs (`legIds.3`: "has nobody to pay") by the id of the leg at that index, and
 * what names no leg.
 */
export const legRefusals = (errors: FieldErrors, legIds: readonly string[]) => {
  const byLeg: Record<string, string[]> = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^legIds\.(\d+)$/.exec(field);
    const legId = match ? legIds[Number(match[1])] : undefined;
    if (legId) byLeg[legId] = [...(byLeg[legId] ?? []), ...messages];
    else other.push(...messages);
  }
  return { byLeg, other };
};

export type DeductionDraft = { kind: string; description: string; amount: string };

/** A deduction as typed: a kind, words and an amount (major units, sent in minor units). */
export const deductionInput = (
  draft: DeductionDraft,
  settlement: { id: string; version: number },
): Checked<{ settlementId: string; version: number; kind: SettlementDeductionKind; description: string; amount: number }> => {
  const errors: FieldErrors = {};
  const kind = SettlementDeductionKindValues.find((value) => value === draft.kind);
  if (!kind) errors.kind = ['Choose what the deduction recovers.'];
  const description = draft.description.trim();
  if (!description) errors.description = ['Say what the deduction is for.'];
  else {
    const over = overLimit(description, DEDUCTION_DESCRIPTION_LIMIT);
    if (over) errors.description = over;
  }
  const amount = amountOf(draft.amount);
  if ('error' in amount) errors.amount = [amount.error];
  if (Object.keys(errors).length > 0 || 'error' in amount || !kind) return { errors };
  return { input: { settlementId: settlement.id, version: settlement.version, kind, description, amount: amount.amount } };
};

export type PaymentDraft = { type: string; amount: string; paidOn: string; reference: string };

/** A payment as typed, with the form's idempotency key: posted twice, it is stored once. */
export const paymentInput = (
  draft: PaymentDraft,
  settlementId: string,
  key: string,
): Checked<{
  key: string;
  settlementId: string;
  type: SettlementPaymentType;
  amount: number;
  paidOn: string;
  reference: string | null;
}> => {
  const errors: FieldErrors = {};
  const type = SettlementPaymentTypeValues.find((value) => value === draft.type);
  if (!type) errors.type = ['Choose the payment type.'];
  if (!isCalendarDay(draft.paidOn)) errors.paidOn = ['Enter the day it was paid.'];
  const amount = amountOf(draft.amount);
  if ('error' in amount) errors.amount = [amount.error];
  const reference = draft.reference.trim();
  const over = overLimit(reference, REFERENCE_LIMIT);
  if (over) errors.reference = over;
  if (Object.keys(errors).length > 0 || 'error' in amount || !type) return { errors };
  return { input: { key, settlementId, type, amount: amount.amount, paidOn: draft.paidOn, reference: reference || null } };
};

const RECEIPT_ORDER: Record<DriverReceiptStatus, number> = { SUBMITTED: 0, APPROVED: 1, REJECTED: 2 };

/** Receipts to review first (SUBMITTED), then approved and rejected ones; newest first within each. */
export const receiptsInReviewOrder = <R extends { status: DriverReceiptStatus; createdAt: string }>(receipts: readonly R[]): R[] =>
  [...receipts].sort((a, b) => RECEIPT_ORDER[a.status] - RECEIPT_ORDER[b.status] || b.createdAt.localeCompare(a.createdAt));

/** A payee's approved receipts a draft may reimburse: theirs (or their drivers', for a company) and on no settlement. */
export const reimbursableReceipts = <
  R extends { status: DriverReceiptStatus; settlementId?: string | null; driver: { id: string; truckingCompany?: { id: string } | null } },
>(
  receipts: readonly R[],
  payee: { payeeKind: SettlementPayeeKind; driver?: { id: string } | null; truckingCompany?: { id: string } | null },
): R[] =>
  receipts.filter(
    (receipt) =>
      receipt.status === 'APPROVED' &&
      !receipt.settlementId &&
      (payee.payeeKind === 'DRIVER'
        ? receipt.driver.id === payee.driver?.id
        : !!payee.truckingCompany && receipt.driver.truckingCompany?.id === payee.truckingCompany.id),
  );

/**
 * The period "Settle" offers on the order legs page: from the oldest delivery shown (its day in the tenant's zone)
 * to today, so every leg listed falls inside it.
 */
export const periodCovering = (deliveredDays: readonly (string | null)[], today: string): { periodFrom: string; periodTo: string } => {
  const days = deliveredDays.filter((day): day is string => !!day).sort();
  const first = days[0] && days[0] < today ? days[0] : today;
  return { periodFrom: first, periodTo: days.at(-1) && (days.at(-1) as string) > today ? (days.at(-1) as string) : today };
};

/**
 * A failed write as a settlement form shows it: a stale version (CONFLICT) in words that say the settlement was
 * reloaded, and a field error of a field the form does not show (the payment's key) as the form's message.
 */
export const formFailure = (failure: Failure, fields: readonly string[]): Failure => {
  if (isConflict(failure)) return { ...failure, message: transitionFailureMessage(failure, 'settlement'), fieldErrors: {} };
  const shown = Object.fromEntries(Object.entries(failure.fieldErrors).filter(([field]) => fields.includes(field)));
  const hidden = Object.entries(failure.fieldErrors)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages);
  if (hidden.length === 0) return failure;
  return { ...failure, message: hidden.join(' '), fieldErrors: shown };
};
