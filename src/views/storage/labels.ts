import type { KeyEquipmentStatus } from '@/generated/enums/KeyEquipmentStatus';
import type { StorageBookingMode } from '@/generated/enums/StorageBookingMode';
import type { StorageContactKind } from '@/generated/enums/StorageContactKind';
import type { StorageMovementKind } from '@/generated/enums/StorageMovementKind';
import type { StorageNoteKind } from '@/generated/enums/StorageNoteKind';
import type { StorageRecordEvent } from '@/generated/enums/StorageRecordEvent';
import { type StorageRecordStatus, StorageRecordStatusValues } from '@/generated/enums/StorageRecordStatus';
import type { StorageType } from '@/generated/enums/StorageType';
import type { BadgeTone } from '../kit/ui/Badge';

/** The storage area's words for its enum values (a new value fails to compile until it has one). */

export const STORAGE_STATUS_LABEL: Record<StorageRecordStatus, string> = {
  RESERVED: 'Reserved',
  RETURNED: 'On site',
  PICKED_UP: 'Picked up',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  PROBLEM: 'Problem',
};

export const STORAGE_STATUS_TONE: Record<StorageRecordStatus, BadgeTone> = {
  RESERVED: 'info',
  RETURNED: 'success',
  PICKED_UP: 'neutral',
  COMPLETED: 'neutral',
  CANCELLED: 'neutral',
  PROBLEM: 'danger',
};

/** The status filter's order: the yard's open work first (on site, expected, problems), then the closed ones. */
export const STORAGE_STATUS_ORDER: readonly StorageRecordStatus[] = [
  'RETURNED',
  'RESERVED',
  'PROBLEM',
  ...StorageRecordStatusValues.filter((status) => status !== 'RETURNED' && status !== 'RESERVED' && status !== 'PROBLEM'),
];

export const STORAGE_EVENT_LABEL: Record<StorageRecordEvent, string> = {
  CHECK_IN: 'Check in',
  CHECK_OUT: 'Check out',
  COMPLETE: 'Complete',
  CANCEL: 'Cancel reservation',
  REPORT_PROBLEM: 'Report a problem',
  RESOLVE_PROBLEM: 'Resolve the problem',
};

export const BOOKING_MODE_LABEL: Record<StorageBookingMode, string> = {
  ON_DEMAND: 'On demand (vehicles as they arrive)',
  RESERVATION_ONLY: 'Reservation only',
};

export const NOTE_KIND_LABEL: Record<StorageNoteKind, string> = {
  GENERAL: 'General',
  SPECIAL_INSTRUCTIONS: 'Special instructions',
};

export const CONTACT_KIND_LABEL: Record<StorageContactKind, string> = {
  PRIMARY: 'Primary',
  ALTERNATE: 'Alternate',
  EMERGENCY: 'Emergency',
};

export const STORAGE_TYPE_LABEL: Record<StorageType, string> = {
  ORDER: 'On the way of an order',
  STORAGE: 'Storage (billed as storage)',
};

export const MOVEMENT_KIND_LABEL: Record<StorageMovementKind, string> = {
  CLIENT_IN: "Client's own move in",
  CLIENT_OUT: "Client's own move out",
  STORAGE: 'Storage only',
  LEGWORK_IN: 'Our move in',
  LEGWORK_OUT: 'Our move out',
};

export const KEY_STATUS_LABEL: Record<KeyEquipmentStatus, string> = {
  ASSIGNED: 'Taken',
  IN_HOUSE: 'In the key box',
  MISSING: 'Missing',
  DESTROYED: 'Destroyed',
};

export const KEY_STATUS_TONE: Record<KeyEquipmentStatus, BadgeTone> = {
  ASSIGNED: 'warning',
  IN_HOUSE: 'success',
  MISSING: 'danger',
  DESTROYED: 'neutral',
};

/** ISO weekdays (1 Monday … 7 Sunday), as the facility's hours number them. */
export const WEEKDAY_LABEL: Record<number, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};
