/** How the desk words an account's figures (pure, so the words are tested without a page). */

/** A rate as a whole percentage ("87%"); none: "—" (nothing to count yet). */
export const percent = (rate: number | null | undefined): string =>
  rate === null || rate === undefined ? '—' : `${Math.round(rate * 100)}%`;

/** This month's orders against last month's: "12 (last month 9, +3)". */
export const monthTrend = (thisMonth: number, lastMonth: number): string => {
  const change = thisMonth - lastMonth;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return `${thisMonth} (last month ${lastMonth}, ${sign}${Math.abs(change)})`;
};

/** Open quotes and the oldest one's age: "3, oldest 12 days"; none open: "0". */
export const openQuotes = (count: number, oldestDays: number | null | undefined): string =>
  count === 0 || oldestDays === null || oldestDays === undefined
    ? String(count)
    : `${count}, oldest ${oldestDays} ${oldestDays === 1 ? 'day' : 'days'}`;

/** Average days to pay: "23.5 days"; none paid: "—". */
export const paymentDays = (days: number | null | undefined): string =>
  days === null || days === undefined ? '—' : `${days} ${days === 1 ? 'day' : 'days'}`;

/** The account view's address on the clients list. */
export const accountHref = (clientId: string): string => `/client-relations/clients?id=${encodeURIComponent(clientId)}`;
