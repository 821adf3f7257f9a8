import type { BadgeProps } from '../kit/ui/Badge';
import type { IftaDecalStatus } from '@/generated/enums/IftaDecalStatus';
import type { TransportPlateStatus } from '@/generated/enums/TransportPlateStatus';
import type { TransportPlateType } from '@/generated/enums/TransportPlateType';

/** The safety area's words for its enum values. */

export const DECAL_STATUS_LABEL: Record<IftaDecalStatus, string> = {
  IN_STOCK: 'In stock',
  ASSIGNED: 'On a unit',
  RETURNED: 'Returned',
  DESTROYED: 'Destroyed',
};

export const DECAL_STATUS_TONE: Record<IftaDecalStatus, NonNullable<BadgeProps['tone']>> = {
  IN_STOCK: 'info',
  ASSIGNED: 'success',
  RETURNED: 'neutral',
  DESTROYED: 'neutral',
};

export const PLATE_STATUS_LABEL: Record<TransportPlateStatus, string> = {
  ASSIGNED: 'Out on a leg',
  IN_HOUSE: 'In house',
  MISSING: 'Missing',
  DESTROYED: 'Destroyed',
};

export const PLATE_STATUS_TONE: Record<TransportPlateStatus, NonNullable<BadgeProps['tone']>> = {
  ASSIGNED: 'info',
  IN_HOUSE: 'success',
  MISSING: 'danger',
  DESTROYED: 'neutral',
};

export const PLATE_TYPE_LABEL: Record<TransportPlateType, string> = {
  TRANSPORTER: 'Transporter',
  DEALER: 'Dealer',
  MANUFACTURER: 'Manufacturer',
};
