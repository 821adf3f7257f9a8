/** What the staff form's confirmation repeats before an order is placed: each leg's requested window and whom to call. */
import { formatRequestWindow } from '../../../domain/format';
import type { ContactDraft, OrderFormState } from './formTypes';
import type { ConfirmContact } from './OrderConfirmDialog';
import { orderedLegs, originKeyOf, placeLabel } from './toInput';

type Tenant = { locale?: string; timeZone?: string } | null | undefined;

export const orderConfirmation = (state: OrderFormState, tenant: Tenant): { windows: string[]; contacts: ConfirmContact[] } => {
  const legs = orderedLegs(state);
  const windows = legs.map((leg, index) => {
    const window = formatRequestWindow(leg.pickup, leg.delivery, tenant?.locale, tenant?.timeZone);
    return legs.length > 1 ? `Leg ${index + 1}: ${window}` : window;
  });
  // Each place the legs start or end at, once, in the order the legs reach it; whom to call there is the leg's
  // pickup or delivery contact when one was given, else the saved place's own contact.
  const keys = [...new Set(legs.flatMap((leg) => [originKeyOf(state, leg), leg.destinationKey]))];
  const legContact = new Map<string, ContactDraft>();
  for (const leg of legs)
    for (const [key, contact] of [
      [originKeyOf(state, leg), leg.pickupContact],
      [leg.destinationKey, leg.deliveryContact],
    ] as const)
      if (!legContact.has(key) && (contact.name.trim() || contact.phone.trim())) legContact.set(key, contact);
  const contacts = keys.flatMap((key): ConfirmContact[] => {
    const place = state.locations.find((item) => item.key === key);
    if (!place) return [];
    const given = legContact.get(key);
    if (given) return [{ label: placeLabel(state, key), name: given.name.trim() || null, phone: given.phone.trim() || null }];
    const saved = place.kind === 'saved' ? place.saved : null;
    return [{ label: placeLabel(state, key), name: saved?.contactName ?? null, phone: saved?.contactPhone ?? null }];
  });
  return { windows, contacts };
};
