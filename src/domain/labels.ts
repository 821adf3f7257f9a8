/**
 * The one label of every status (and every other enum value shown as words): sentence case, made from the value
 * itself, so a status reads the same on a list chip, a record page, a history row, a filter, the dashboard and a
 * notification. WAITING_ON_TAG_AND_TITLE is "Waiting on tag and title" everywhere.
 */
import { OrderLegStatusValues } from '../generated/enums/OrderLegStatus';
import { OrderStateValues } from '../generated/enums/OrderState';
import { QuoteStatusValues } from '../generated/enums/QuoteStatus';

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
