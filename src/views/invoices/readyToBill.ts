import type { InvoiceBlocker } from '@/generated/enums/InvoiceBlocker';
import { toggleAll } from '../kit/list/selection';
import { limitNote } from '../kit/ui/textLimit';

/** What the selection reads of a ready-to-bill leg. */
export type BillLeg = { leg: { id: string }; order: { id: string }; blockers: readonly InvoiceBlocker[] };
export type BillGroup = { poRequired: boolean; legs: readonly BillLeg[] };

/** The longest PO number the server takes (server/invoices/invoices.inputs.ts). */
export const PO_NUMBER_LIMIT = 60;

/** PO numbers typed on the page, by order id. */
export type PoNumbers = Readonly<Record<string, string>>;

/** What still blocks a leg once the PO numbers typed here are counted: a typed PO lifts PO_MISSING. */
export const openBlockers = (leg: BillLeg, poNumbers: PoNumbers): InvoiceBlocker[] =>
  leg.blockers.filter((blocker) => blocker !== 'PO_MISSING' || !poNumbers[leg.order.id]?.trim());

/** A leg may be chosen unless it has no price (a PO can be typed here; a price cannot). */
export const selectable = (leg: BillLeg): boolean => !leg.blockers.includes('NO_PRICE');

/** A whole client chosen: every leg of it that may be. */
export const groupLegIds = (group: BillGroup): string[] => group.legs.filter(selectable).map((leg) => leg.leg.id);

/** Toggles a client's legs: all chosen → none; otherwise all. */
export const toggleGroup = (selected: ReadonlySet<string>, group: BillGroup): Set<string> => toggleAll(selected, groupLegIds(group));

/** The PO field's name for an order: the field errors are keyed by it. */
export const poField = (orderId: string): string => `po.${orderId}`;

/**
 * The createInvoices input for the chosen legs, or the PO fields still empty where the client requires one (keyed
 * as poField names them), and those longer than the server takes. Only the chosen legs' orders send a PO number.
 */
export const createInvoicesInput = (
  groups: readonly BillGroup[],
  selected: ReadonlySet<string>,
  poNumbers: PoNumbers,
): { input: { legIds: string[]; poNumbers: { orderId: string; poNumber: string }[] } } | { errors: Record<string, string[]> } => {
  const chosen = groups.flatMap((group) => group.legs.filter((leg) => selected.has(leg.leg.id) && selectable(leg)));
  const orders = [...new Set(chosen.map((leg) => leg.order.id))];
  const missing = chosen.filter((leg) => openBlockers(leg, poNumbers).includes('PO_MISSING')).map((leg) => leg.order.id);
  const errors: Record<string, string[]> = Object.fromEntries(
    [...new Set(missing)].map((order) => [poField(order), ['The client requires a PO number.']]),
  );
  for (const orderId of orders) {
    const note = limitNote(poNumbers[orderId]?.trim().length ?? 0, PO_NUMBER_LIMIT);
    if (note?.over) errors[poField(orderId)] = [note.text];
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      legIds: chosen.map((leg) => leg.leg.id),
      poNumbers: orders.flatMap((orderId) => {
        const poNumber = poNumbers[orderId]?.trim();
        return poNumber ? [{ orderId, poNumber }] : [];
      }),
    },
  };
};
