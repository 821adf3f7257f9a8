/** A temp tag's expiry in words: "expires 3/14/2026 (in 5 days)", "expires today", "lapsed 2 days ago". */
export const tempTagText = (
  expiresOn: string | null | undefined,
  daysLeft: number | null | undefined,
  day: (iso: string) => string,
): string => {
  if (!expiresOn || daysLeft === null || daysLeft === undefined) return 'No expiry';
  if (daysLeft < 0) return `Lapsed ${day(expiresOn)} (${-daysLeft} ${daysLeft === -1 ? 'day' : 'days'} ago)`;
  if (daysLeft === 0) return `Expires today (${day(expiresOn)})`;
  return `Expires ${day(expiresOn)} (in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'})`;
};
