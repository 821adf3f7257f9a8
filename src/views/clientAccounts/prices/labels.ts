import type { BillingItemUnit } from '@/generated/enums/BillingItemUnit';
import type { PriceSource } from '@/generated/enums/PriceSource';
import { formatDate } from '../../../domain/format';

/** Where the price that applies comes from, as the billing-items tab says it. */
export const PRICE_SOURCE_LABEL: Record<PriceSource, string> = {
  CUSTOMER: "customer's own",
  CLIENT: "client's",
  CATALOG: 'catalog',
};

const distance = (value: number, locale?: string) => value.toLocaleString(locale, { maximumFractionDigits: 1 });

/** A rate's distance band in the tenant's unit: "0–100 mi", "250 mi and over". */
export const bandText = (rate: { distanceFrom: number; distanceTo: number | null }, unit: string, locale?: string): string =>
  rate.distanceTo === null
    ? rate.distanceFrom === 0
      ? `Any distance`
      : `${distance(rate.distanceFrom, locale)} ${unit} and over`
    : `${distance(rate.distanceFrom, locale)}–${distance(rate.distanceTo, locale)} ${unit}`;

/** A rate's effective dates: "Jan 1, 2026 – Dec 31, 2026", "Since always", "From Jan 1, 2026", "Until Dec 31, 2026". */
export const effectiveText = (rate: { effectiveFrom: string | null; effectiveTo: string | null }, locale?: string): string => {
  const from = rate.effectiveFrom ? formatDate(rate.effectiveFrom, locale) : null;
  const to = rate.effectiveTo ? formatDate(rate.effectiveTo, locale) : null;
  if (from && to) return `${from} – ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Always';
};

/** What a catalog price is charged per, after the amount: "each", "a day", "per mi" (a percent item has no party price). */
export const unitSuffix = (unit: BillingItemUnit, distanceUnit: string): string =>
  ({ EACH: 'each', PER_DAY: 'a day', PER_DISTANCE_UNIT: `per ${distanceUnit}`, PERCENT: '' })[unit];
