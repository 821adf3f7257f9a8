import { useMemo } from 'react';
import { formatShortDate, formatShortDateTime } from '../../../domain/shortDates';
import { useCurrentTenant } from '../app/useCurrentUser';

export type ListDates = {
  /** A calendar day: "Dec 16", the year only when it is not this year. */
  day: (day: string | null | undefined) => string;
  /** An instant on the tenant's clock: "Dec 16, 9:30 AM", the year only when it is not this year. */
  time: (iso: string | null | undefined) => string;
};

/** How a list's or a board's cells write dates: short (src/domain/shortDates.ts), in the tenant's locale and zone. */
export const useListDates = (): ListDates => {
  const tenant = useCurrentTenant();
  const locale = tenant?.locale;
  const timeZone = tenant?.timeZone;
  return useMemo(
    () => ({
      day: (day) => formatShortDate(day, locale, timeZone),
      time: (iso) => formatShortDateTime(iso, locale, timeZone),
    }),
    [locale, timeZone],
  );
};
