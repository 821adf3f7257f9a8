/**
 * What a stay in storage costs (how yards bill: docs/domain.md#storage): our reading of the rules, written in docs/decisions.md.
 *
 * - A started day counts: every calendar day of the tenant's zone the vehicle is on site, the check-in day and the
 *   check-out day included (in at 18:00, out the next morning is two days). The zone decides the days, so a DST change
 *   moves nothing: a day is a date, 23 or 25 hours long.
 * - Closed days: when the rate card says closed days are not billed, the facility's closures are left out (they do not
 *   use up free days either).
 * - Free days: the first `freeDays` billable days cost nothing.
 * - Monthly cap: the days charged in one calendar month (the tenant's) cost at most `monthlyCap`.
 * - Minimum charge: a stay that is charged anything is charged at least `minimumCharge`; a stay within its free days
 *   costs nothing.
 * Money in minor units; the charge of an open stay runs to `to` (now).
 */

export type RateCard = {
  dailyRate: number;
  freeDays: number;
  minimumCharge: number;
  monthlyCap: number | null;
  billClosedDays: boolean;
};

export type StayInput = {
  /** Check-in and check-out (or now) as instants. */
  from: Date;
  to: Date;
  timeZone: string;
  card: RateCard;
  /** The facility's closure days (YYYY-MM-DD). */
  closures: readonly string[];
};

export type MonthCharge = { month: string; days: number; amount: number; capped: boolean };

export type StayCharge = {
  /** Calendar days on site. */
  stayDays: number;
  /** Closure days left out (only when the card does not bill them). */
  closedDays: number;
  freeDays: number;
  chargedDays: number;
  /** By calendar month, after the cap. */
  months: MonthCharge[];
  minimumApplied: boolean;
  amount: number;
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export const localDay = (instant: Date, timeZone: string): string => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** The day after a YYYY-MM-DD (worked in UTC, so no zone moves it). */
export const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Every day from `first` to `last`, both included (none when last is before first). */
export const daysBetween = (first: string, last: string): string[] => {
  const days: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) days.push(day);
  return days;
};

export const computeStorageCharge = ({ from, to, timeZone, card, closures }: StayInput): StayCharge => {
  const none: StayCharge = { stayDays: 0, closedDays: 0, freeDays: 0, chargedDays: 0, months: [], minimumApplied: false, amount: 0 };
  if (!(to.getTime() > from.getTime())) return none;
  const stay = daysBetween(localDay(from, timeZone), localDay(to, timeZone));
  const closed = new Set(card.billClosedDays ? [] : closures);
  const billable = stay.filter((day) => !closed.has(day));
  const free = Math.min(card.freeDays, billable.length);
  const charged = billable.slice(free);
  const byMonth = new Map<string, number>();
  for (const day of charged) byMonth.set(day.slice(0, 7), (byMonth.get(day.slice(0, 7)) ?? 0) + 1);
  const months = [...byMonth].map(([month, days]) => {
    const full = days * card.dailyRate;
    const capped = card.monthlyCap !== null && full > card.monthlyCap;
    return { month, days, amount: capped ? (card.monthlyCap as number) : full, capped };
  });
  const subtotal = months.reduce((sum, month) => sum + month.amount, 0);
  const minimumApplied = charged.length > 0 && subtotal < card.minimumCharge;
  return {
    stayDays: stay.length,
    closedDays: stay.length - billable.length,
    freeDays: free,
    chargedDays: charged.length,
    months,
    minimumApplied,
    amount: minimumApplied ? card.minimumCharge : subtotal,
  };
};
