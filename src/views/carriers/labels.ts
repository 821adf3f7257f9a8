/** The carriers area's words for its enum values, and the expiring-document flags (issue 14). */
import type { DriverEmployment } from '@/generated/enums/DriverEmployment';
import type { DriverStatus } from '@/generated/enums/DriverStatus';
import type { LicenceClass } from '@/generated/enums/LicenceClass';
import type { LicenceEndorsement } from '@/generated/enums/LicenceEndorsement';
import { type PayKind, PayKindValues } from '@/generated/enums/PayKind';
import type { BadgeProps } from '../kit/ui/Badge';
import { type ExpiryState, expiryOf, WARN_DAYS } from '../../domain/qualification';

export const DRIVER_STATUS_LABEL: Record<DriverStatus, string> = {
  ASSIGNED: 'Assigned',
  UNASSIGNED: 'Unassigned',
  DISQUALIFIED: 'Disqualified',
};

export const DRIVER_STATUS_TONE: Record<DriverStatus, NonNullable<BadgeProps['tone']>> = {
  ASSIGNED: 'info',
  UNASSIGNED: 'neutral',
  DISQUALIFIED: 'danger',
};

export const EMPLOYMENT_LABEL: Record<DriverEmployment, string> = {
  COMPANY: 'Company driver',
  CONTRACTOR: 'Contractor',
  TRUCKING_COMPANY: "Trucking company's driver",
};

export const PAY_KIND_LABEL: Record<PayKind, string> = {
  PER_MILE: 'Per mile',
  PER_MOVE: 'Per move',
  PERCENT: 'Percentage of the leg',
};

/** PER_MILE is per the tenant's distance unit (migration 010). */
export const payKindLabel = (kind: PayKind, distanceUnit?: string): string =>
  kind === 'PER_MILE' && distanceUnit === 'km' ? 'Per kilometre' : PAY_KIND_LABEL[kind];

export const isPayKind = (value: string): value is PayKind => (PayKindValues as readonly string[]).includes(value);

export const LICENCE_CLASS_LABEL: Record<LicenceClass, string> = {
  A_CDL: 'Class A CDL',
  B_CDL: 'Class B CDL',
  C_DOT: 'Class C (DOT)',
};

export const ENDORSEMENT_LABEL: Record<LicenceEndorsement, string> = {
  H: 'H – hazardous materials',
  N: 'N – tank vehicles',
  P: 'P – passengers',
  S: 'S – school bus',
  T: 'T – double/triple trailers',
  X: 'X – tank and hazardous materials',
};

export const EXPIRY_WINDOW_DAYS = WARN_DAYS;

/** Today as YYYY-MM-DD in the browser's calendar. */
export const today = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export type { ExpiryState };

/** Whether a document (licence, medical card, insurance) is missing, expired, due within 30 days or valid (expiryOf). */
export const expiryState = (expiresOn: string | null | undefined, on: string = today()): ExpiryState => expiryOf(expiresOn, on).state;

/** "Licence expired", "Medical card expires within 30 days": the flag in words (never colour alone), or null. */
export const expiryFlag = (document: string, expiresOn: string | null | undefined, on: string = today()): string | null => {
  const state = expiryState(expiresOn, on);
  if (state === 'expired') return `${document} expired`;
  if (state === 'soon') return `${document} expires within ${EXPIRY_WINDOW_DAYS} days`;
  return null;
};

export const EXPIRY_TONE: Record<ExpiryState, NonNullable<BadgeProps['tone']>> = {
  missing: 'warning',
  expired: 'danger',
  soon: 'warning',
  valid: 'success',
};

export const EXPIRY_WORD: Record<ExpiryState, string> = {
  missing: 'Not on file',
  expired: 'Expired',
  soon: `Expires within ${EXPIRY_WINDOW_DAYS} days`,
  valid: 'Valid',
};
