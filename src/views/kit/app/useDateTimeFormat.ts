import { useMemo } from 'react';
import { formatDateTime } from '../../../domain/format';
import { useCurrentTenant } from './useCurrentUser';

/** An instant (ISO) in words, "Jan 17, 2024, 10:05 AM"; "—" when there is none. */
export type DateTimeFormatter = (iso: string | null | undefined) => string;

/** The formatter of a tenant's locale and time zone; the browser's where one is missing. */
export const dateTimeFormatter =
  (locale?: string, timeZone?: string): DateTimeFormatter =>
  (iso) =>
    formatDateTime(iso, locale, timeZone);

/**
 * How every staff and portal page writes a date-time: on the tenant's clock, the one confirmed times are typed in,
 * so a dispatcher whose browser is elsewhere reads back the hour they typed. Before a tenant is chosen, the browser's.
 */
export const useDateTimeFormat = (): DateTimeFormatter => {
  const tenant = useCurrentTenant();
  const locale = tenant?.locale;
  const timeZone = tenant?.timeZone;
  return useMemo(() => dateTimeFormatter(locale, timeZone), [locale, timeZone]);
};
