import { minorOf } from '../../domain/moneyInput';
import type { PaymentForm } from '../../domain/schemas/invoices';

/** The payment form's values, as typed. */
export type PaymentDraft = { amount: string; receivedOn: string; method: string; reference: string };

export type PaymentTarget = { invoiceId: string; clientId: string; balance: number };

/** What the form checks: the amount typed in major units, as the minor units the schema and the server take. */
export const paymentCandidate = (draft: PaymentDraft) => ({ ...draft, amount: minorOf(draft.amount) });

/**
 * The postPayment input for a checked payment: applied to this invoice up to its balance; anything beyond is kept
 * as the client's credit (asCredit), which the server otherwise refuses.
 */
export const paymentInput = (payment: PaymentForm, { invoiceId, clientId, balance }: PaymentTarget, key: string) => {
  const applied = Math.min(payment.amount, Math.max(balance, 0));
  return {
    key,
    clientId,
    receivedOn: payment.receivedOn,
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference,
    applications: applied > 0 ? [{ invoiceId, amount: applied }] : [],
    asCredit: payment.amount > applied,
  };
};
