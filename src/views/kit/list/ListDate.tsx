import type { DateMode } from '@/generated/enums/DateMode';
import { formatDate, formatDateRequest, formatDateTime } from '../../../domain/format';
import { formatShortDateTime } from '../../../domain/shortDates';
import { useCurrentTenant } from '../app/useCurrentUser';
import { useListDates } from './useListDates';

type DateRequest = { mode: DateMode; date?: string | null };

/**
 * A list cell's day, short ("Dec 16", the year only when it is not this year) with the full date as its title: a row
 * read at a desk leaves the width to the values, a hover still names the year (docs/decisions.md, "Lists show short
 * dates"). `empty` stands for no day.
 */
export const ListDay = ({ day, empty = '—' }: { day: string | null | undefined; empty?: string }) => {
  const dates = useListDates();
  const locale = useCurrentTenant()?.locale;
  if (!day) return <>{empty}</>;
  return (
    <time dateTime={day} title={formatDate(day, locale)}>
      {dates.day(day)}
    </time>
  );
};

/**
 * A list cell's instant on the tenant's clock, short ("Dec 16, 9:30 AM") with the full date and time as its title.
 * `timeZone` reads it on another clock (an accident's, where it happened).
 */
export const ListTime = ({ at, empty = '—', timeZone }: { at: string | null | undefined; empty?: string; timeZone?: string | null }) => {
  const tenant = useCurrentTenant();
  const zone = timeZone ?? tenant?.timeZone;
  if (!at) return <>{empty}</>;
  return (
    <time dateTime={at} title={formatDateTime(at, tenant?.locale, zone)}>
      {formatShortDateTime(at, tenant?.locale, zone)}
    </time>
  );
};

/** A list cell's span of days, "Dec 1 – Dec 7" (each day's year only when it is not this year), the full days as its title. */
export const ListDayRange = ({ from, to }: { from: string; to: string }) => {
  const dates = useListDates();
  const locale = useCurrentTenant()?.locale;
  return <span title={`${formatDate(from, locale)} – ${formatDate(to, locale)}`}>{`${dates.day(from)} – ${dates.day(to)}`}</span>;
};

/** A list cell's requested day with its mode, "Before Dec 16" ("ASAP" with none), the full request as its title. */
export const ListDateRequest = ({ request }: { request: DateRequest }) => {
  const dates = useListDates();
  const locale = useCurrentTenant()?.locale;
  const full = formatDateRequest(request, locale);
  if (request.mode === 'ASAP' || !request.date) return <>{full}</>;
  const word = formatDateRequest({ mode: request.mode }, locale);
  return <span title={full}>{`${word} ${dates.day(request.date)}`}</span>;
};
