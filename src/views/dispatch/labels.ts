import type { DriverStart } from '@/generated/enums/DriverStart';

/** Where a suggested driver would start from, in words. */
export const DRIVER_START_LABEL: Record<DriverStart, string> = {
  LAST_DELIVERY: 'from their last delivery',
  HOME_HUB: 'from their home hub',
  PREVIOUS_LEG: 'after their previous leg',
  UNKNOWN: 'start unknown',
};

/** "32.4 mi", or "—" when the distance is unknown. */
export const milesLabel = (miles: number | null | undefined, locale?: string): string =>
  miles === null || miles === undefined ? '—' : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(miles)} mi`;
