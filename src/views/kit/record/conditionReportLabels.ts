import type { ConditionPhotoKind } from '@/generated/enums/ConditionPhotoKind';
import type { ConditionReportDirection } from '@/generated/enums/ConditionReportDirection';
import type { ConditionReportEvent } from '@/generated/enums/ConditionReportEvent';
import type { ConditionReportStatus } from '@/generated/enums/ConditionReportStatus';
import type { FuelLevel } from '@/generated/enums/FuelLevel';
import type { InspectionItemCode } from '@/generated/enums/InspectionItemCode';
import type { InspectionObstruction } from '@/generated/enums/InspectionObstruction';
import type { InspectionResult } from '@/generated/enums/InspectionResult';
import type { InteriorCondition } from '@/generated/enums/InteriorCondition';
import type { LooseItemSpot } from '@/generated/enums/LooseItemSpot';
import type { WashType } from '@/generated/enums/WashType';
import type { BadgeTone } from '../ui/Badge';

/** The condition reports area's words for its enum values (a new value fails to compile until it has one). */

export const DIRECTION_LABEL: Record<ConditionReportDirection, string> = {
  PICKUP: 'Pickup',
  DELIVERY: 'Delivery',
  CHECK_IN: 'Storage check-in',
  CHECK_OUT: 'Storage check-out',
};

/** Who signs a report: the person who takes it, and the party on the other side of the hand-over. */
export type Signers = { taker: string; other: string };

export const signersOf = (direction: ConditionReportDirection): Signers =>
  direction === 'CHECK_IN' || direction === 'CHECK_OUT'
    ? { taker: 'Yard attendant', other: 'Driver or client' }
    : { taker: 'Driver', other: 'Customer' };

export const REPORT_STATUS_LABEL: Record<ConditionReportStatus, string> = {
  PENDING: 'Pending',
  SUBMITTED: 'Submitted',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
};

export const REPORT_STATUS_TONE: Record<ConditionReportStatus, BadgeTone> = {
  PENDING: 'neutral',
  SUBMITTED: 'info',
  ACCEPTED: 'success',
  REJECTED: 'danger',
};

export const REPORT_EVENT_LABEL: Record<ConditionReportEvent, string> = {
  SUBMIT: 'Submit',
  ACCEPT: 'Accept',
  REJECT: 'Reject',
};

export const RESULT_LABEL: Record<InspectionResult, string> = {
  PASS: 'Pass',
  FAIL: 'Fail',
  N_A: 'N/A',
};

export const RESULT_TONE: Record<InspectionResult, BadgeTone> = {
  PASS: 'success',
  FAIL: 'danger',
  N_A: 'neutral',
};

export const ITEM_LABEL: Record<InspectionItemCode, string> = {
  EXT_FRONT: 'Front',
  EXT_REAR: 'Rear',
  EXT_LEFT: 'Left side',
  EXT_RIGHT: 'Right side',
  EXT_ROOF: 'Roof',
  INT_SEATS: 'Seats',
  INT_DASH: 'Dashboard',
  INT_CARPET: 'Carpet',
  INT_HEADLINER: 'Headliner',
  INT_WARNING_LIGHTS: 'Warning lights',
  TIRE_LF: 'Left front',
  TIRE_RF: 'Right front',
  TIRE_LR: 'Left rear',
  TIRE_RR: 'Right rear',
  TIRE_SPARE: 'Spare',
  LIGHT_HEAD: 'Headlights',
  LIGHT_TAIL: 'Tail lights',
  LIGHT_FOG: 'Fog lights',
  GLASS_WS: 'Windshield',
  GLASS_REAR: 'Rear window',
  GLASS_SIDE: 'Side windows',
  ODOMETER: 'Odometer',
  VIN: 'VIN',
  KEYS: 'Keys',
  DOCS: 'Documents',
  LOOSE_ITEMS: 'Loose items',
  PLATES: 'Plates',
  FLUID_LEAK: 'Fluid leaks',
};

export const FUEL_LABEL: Record<FuelLevel, string> = {
  EMPTY: 'Empty',
  ONE_QUARTER: '¼',
  HALF: '½',
  THREE_QUARTERS: '¾',
  FULL: 'Full',
};

export const INTERIOR_LABEL: Record<InteriorCondition, string> = {
  BURNS: 'Burns',
  CLEAN: 'Clean',
  DIRTY: 'Dirty',
  STAINS: 'Stains',
  TORN: 'Torn',
  WORN: 'Worn',
};

export const LOOSE_ITEM_SPOT_LABEL: Record<LooseItemSpot, string> = {
  CENTER_CONSOLE: 'Center console',
  CUP_HOLDER: 'Cup holder',
  GAS_DOOR: 'Gas door',
  GLOVE_BOX: 'Glove box',
  LOCK_BOX: 'Lock box',
  OFFICE: 'Office',
};

export const WASH_LABEL: Record<WashType, string> = {
  NONE: 'None',
  STANDARD_WASH: 'Standard wash',
  EXECUTIVE_WASH: 'Executive wash',
  DETAIL: 'Detail',
};

export const OBSTRUCTION_LABEL: Record<InspectionObstruction, string> = {
  DARK: 'Dark',
  RAIN: 'Rain',
  DIRTY: 'Dirty vehicle',
};

export const PHOTO_KIND_LABEL: Record<ConditionPhotoKind, string> = {
  VEHICLE: 'Vehicle',
  DAMAGE: 'Damage',
  ODOMETER: 'Odometer',
  KEYS: 'Keys',
  VIN: 'VIN',
  DRIVER_SIGNATURE: 'Driver’s signature',
  CUSTOMER_SIGNATURE: 'Customer’s signature',
};
