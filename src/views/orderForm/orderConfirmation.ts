/** What the staff form's confirmation repeats before an order is placed: each leg's requested window and whom to call. */
import { formatRequestWindow } from '../../domain/format';
import type { OrderFormState } from './formTypes';
import type { ConfirmContact } from './OrderConfirmDialog';
import { orderedLegs, originKeyOf, placeLabel } from './toInput';

type Tenant = { locale?: string; timeZone?: string } | null | undefined;

export const orderConfirmation = (state: OrderFormState, tenant: Tenant): { windows: string[]; contacts: ConfirmContact[] } => {
  const legs = orderedLegs(state);
  const windows = legs.map((leg, index) => {
    const window = formatRequestWindow(leg.pickup, leg.delivery, tenant?.locale, tenant?.timeZone);
    return legs.length > 1 ? `Leg ${index + 1}: ${window}` : window;
  });
  // Each place the legs start or end at, once, in the order the legs reach it.
  const keys = [...new Set(legs.flatMap((leg) => [originKeyOf(state, leg), leg.destinationKey]))];
  const contacts = keys.flatMap((key): ConfirmContact[] => {
    const place = state.locations.find((item) => item.key === key);
    if (!place) return [];
    const saved = place.kind === 'saved' ? place.saved : null;
    return [{ label: placeLabel(state, key), name: saved?.contactName ?? null, phone: saved?.contactPhone ?? null }];
  });
  return { windows, contacts };
};
