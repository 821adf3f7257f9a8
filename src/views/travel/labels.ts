import type { ReimbursementStatus } from '@/generated/enums/ReimbursementStatus';
import type { TravelExpenseKind } from '@/generated/enums/TravelExpenseKind';
import type { TravelPurpose } from '@/generated/enums/TravelPurpose';

/** The travel area's words for its enum values (a new value fails to compile here). */
export const PURPOSE_LABEL: Record<TravelPurpose, string> = {
  TO_PICKUP: 'To the pickup',
  RETURN_HOME: 'Home',
  BETWEEN_LEGS: 'Between legs',
};

export const REIMBURSEMENT_LABEL: Record<ReimbursementStatus, string> = {
  NOT_SUBMITTED: 'No receipt yet',
  PENDING: 'Awaiting reimbursement',
  REIMBURSED: 'Reimbursed',
};

export const REIMBURSEMENT_TONE: Record<ReimbursementStatus, 'neutral' | 'warning' | 'success'> = {
  NOT_SUBMITTED: 'neutral',
  PENDING: 'warning',
  REIMBURSED: 'success',
};

export const EXPENSE_LABEL: Record<TravelExpenseKind, string> = {
  TRAVEL: 'travel expense',
  RENTAL_CAR: 'rental car expense',
};

/** The words and list path of one kind of booking; the shared pages (BookingPage, BookingsListPage) build their labels from them. */
export type BookingKind = { one: string; many: string; what: string; path: string };

export const FLIGHTS: BookingKind = { one: 'flight', many: 'flights', what: "drivers' flights", path: '/dispatch/flights' };
export const RENTALS: BookingKind = { one: 'rental', many: 'rentals', what: "drivers' rental cars", path: '/dispatch/rentals' };

export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The zones a booking's times are usually given in (US and Canada); the tenant's and a stored one join them. */
const ZONES: readonly { value: string; label: string }[] = [
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Phoenix', label: 'Arizona (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { value: 'America/Halifax', label: 'Atlantic (Halifax)' },
  { value: 'America/St_Johns', label: "Newfoundland (St. John's)" },
  { value: 'America/Regina', label: 'Saskatchewan (Regina)' },
  { value: 'America/Puerto_Rico', label: 'Puerto Rico' },
];

export const zoneChoices = (...extra: (string | null | undefined)[]): { value: string; label: string }[] => [
  ...ZONES,
  ...[...new Set(extra)]
    .filter((zone): zone is string => !!zone && !ZONES.some((known) => known.value === zone))
    .map((zone) => ({ value: zone, label: zone })),
];
