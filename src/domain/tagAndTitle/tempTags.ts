import { addDays } from '../dates';

/**
 * How long a temporary tag is valid, by the state that issues it (docs/domain.md#tag-and-title: 30 days in most
 * states, longer in a few, no grace after expiry): 30 days unless the state is listed here.
 */
export const TEMP_TAG_DEFAULT_DAYS = 30;

export const TEMP_TAG_DAYS_BY_STATE: Readonly<Record<string, number>> = {
  // California's temporary paper plates run 90 days.
  CA: 90,
  // South Carolina's temporary tags run 45 days.
  SC: 45,
  // Colorado's temporary permits run 60 days.
  CO: 60,
};

/** How many days before the expiry the work queue and the alert job start warning (a week to get the plates). */
export const TEMP_TAG_ALERT_DAYS = 7;

/** The days a temp tag of this state (two letters, any case) is valid. */
export const tempTagValidityDays = (stateProvince: string): number =>
  TEMP_TAG_DAYS_BY_STATE[stateProvince.trim().toUpperCase()] ?? TEMP_TAG_DEFAULT_DAYS;

/**
 * The last day a tag issued on `issuedOn` (YYYY-MM-DD) is valid: the issue day counts as the first of its days. With
 * no grace after expiry, counting the issue day errs on the side of the earlier date.
 */
export const tempTagExpiresOn = (issuedOn: string, stateProvince: string): string =>
  addDays(issuedOn, tempTagValidityDays(stateProvince) - 1);

/** Whole days from `today` to `expiresOn` (both YYYY-MM-DD): 0 on the last valid day, negative once lapsed. */
export const tempTagDaysLeft = (expiresOn: string, today: string): number =>
  Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

export type TempTagState = 'VALID' | 'EXPIRING' | 'LAPSED';

/**
 * Where a tag stands on `today`: LAPSED after its last day (there is no grace: the vehicle may not be driven on it),
 * EXPIRING within `alertDays` of that day (the alert goes out), else VALID.
 */
export const tempTagState = (expiresOn: string, today: string, alertDays = TEMP_TAG_ALERT_DAYS): TempTagState => {
  const left = tempTagDaysLeft(expiresOn, today);
  if (left < 0) return 'LAPSED';
  return left <= alertDays ? 'EXPIRING' : 'VALID';
};
