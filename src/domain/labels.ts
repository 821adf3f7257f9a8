/**
 * The one label of every status (and every other enum value shown as words): sentence case, made from the value
 * itself, so a status reads the same on a list chip, a record page, a history row, a filter, the dashboard and a
 * notification. WAITING_ON_TAG_AND_TITLE is "Waiting on tag and title" everywhere.
 */
import { OrderLegStatusValues } from '../generated/enums/OrderLegStatus';
import { OrderStateValues } from '../generated/enums/OrderState';
import { QuoteStatusValues } from '../generated/enums/QuoteStatus';
import type { TransportMethod } from '../generated/enums/TransportMethod';
import type { VehicleClass } from '../generated/enums/VehicleClass';

/** Abbreviations stay in capitals. */
const KEPT: Record<string, string> = { DSC: 'DSC', ETA: 'ETA', ID: 'ID', IFTA: 'IFTA', QB: 'QB', SR: 'SR', VIN: 'VIN' };

/** ON_HOLD → "On hold", WAITING_ON_TAG_AND_TITLE → "Waiting on tag and title", VIN_DECODED → "VIN decoded". */
export const enumLabel = (value: string): string =>
  value
    .split('_')
    .filter(Boolean)
    .map((word, index) => KEPT[word] ?? (index === 0 ? word.charAt(0) + word.slice(1).toLowerCase() : word.toLowerCase()))
    .join(' ');

const labelsOf = <T extends string>(values: readonly T[]): Record<T, string> =>
  Object.fromEntries(values.map((value) => [value, enumLabel(value)])) as Record<T, string>;

export const LEG_STATUS_LABEL = labelsOf(OrderLegStatusValues);
export const ORDER_STATE_LABEL = labelsOf(OrderStateValues);
export const QUOTE_STATUS_LABEL = labelsOf(QuoteStatusValues);

/** A status read from somewhere untyped (an audit row's JSON): its label, or "—" when there is none. */
export const statusLabel = (value: unknown): string => (typeof value === 'string' && value !== '' ? enumLabel(value) : '—');

/** A leg's transport method in words: the staff pages and the reports. */
export const TRANSPORT_METHOD_LABEL: Record<TransportMethod, string> = {
  CLIENT_IN: 'Client in',
  DRIVEN: 'Driven',
  TOW: 'Tow',
  TRUCKED: 'Trucked',
};

/** A vehicle's class in words: the order form and the reports. */
export const VEHICLE_CLASS_LABEL: Record<VehicleClass, string> = {
  FULL_SIZE: 'Full size',
  HEAVY_DUTY: 'Heavy duty',
  LIGHT_DUTY: 'Light duty',
  MED_DUTY: 'Medium duty',
  OTHER: 'Other',
  SEDAN: 'Sedan',
  TRAILER: 'Trailer',
};
