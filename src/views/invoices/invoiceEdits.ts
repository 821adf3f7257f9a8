import * as z from 'zod';
import { minorOf } from '../../domain/moneyInput';
import { MONEY_LIMIT } from '../../domain/schemas/money';

/** The most credit that may go on an invoice: what the client has, and never more than is open on it. */
export const creditLimit = (credit: number, balance: number) => Math.max(0, Math.min(credit, balance));

/** "Apply credit": the amount in major units, checked against the credit and the balance before any request. */
export const applyCreditSchema = (limit: number, limitText: string) =>
  z.object({
    amount: z
      .number({ error: 'Enter the credit to apply.' })
      .gt(0, 'The amount must be more than zero.')
      .int('The amount must be a whole number of cents.')
      .max(limit, `At most ${limitText} may be applied (the client's credit, up to the balance).`),
  });

export const creditCandidate = (draft: { amount: string }) => ({ amount: minorOf(draft.amount) });

/** A line added by hand (a billing item, not its computed tax) is the only kind a draft takes off. */
export const removable = (line: { sourceKind: string; type: string }) => line.sourceKind === 'BILLING_ITEM' && line.type !== 'TAX';

/** "Add a billing item": an item of the catalog, a quantity, and a unit price only when it differs from the item's. */
export const addLineSchema = z.object({
  billingItemId: z.string().min(1, 'Choose a billing item.'),
  quantity: z
    .number({ error: 'Enter a quantity.' })
    .gt(0, 'The quantity must be more than zero.')
    .max(10_000, 'The quantity is too large.'),
  unitAmount: z
    .number({ error: 'The unit price must be an amount.' })
    .int('The unit price must be a whole number of cents.')
    .min(0, 'The unit price must not be negative.')
    .max(MONEY_LIMIT - 1, 'The unit price is too large.')
    .optional(),
});

export type AddLineDraft = { billingItemId: string; quantity: string; unitAmount: string };

export const addLineCandidate = (draft: AddLineDraft) => ({
  billingItemId: draft.billingItemId,
  quantity: draft.quantity.trim() === '' ? undefined : Number(draft.quantity),
  unitAmount: minorOf(draft.unitAmount),
});

/** The names of the server's actions the page offers beside the machine's (Invoice.actionOptions). */
export type InvoiceAction = 'CREDIT';

/** Whether the server offers an action to this person now (a refused or absent one is not shown). */
export const offers = (options: readonly { event: string; enabled: boolean }[], action: InvoiceAction) =>
  options.some((option) => option.event === action && option.enabled);
