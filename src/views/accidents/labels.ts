import type { AccidentLegAction } from '@/generated/enums/AccidentLegAction';
import type { AccidentReportStatus } from '@/generated/enums/AccidentReportStatus';
import type { AccidentWeather } from '@/generated/enums/AccidentWeather';
import type { IncidentKind } from '@/generated/enums/IncidentKind';
import type { Preventability } from '@/generated/enums/Preventability';
import type { RecoverySource } from '@/generated/enums/RecoverySource';
import type { RepairEvent } from '@/generated/enums/RepairEvent';
import type { RepairStatus } from '@/generated/enums/RepairStatus';
import type { BadgeProps } from '../kit/ui/Badge';

/** The accidents area's words for its enum values. */

type Tone = NonNullable<BadgeProps['tone']>;

export const INCIDENT_KIND_LABEL: Record<IncidentKind, string> = {
  ACCIDENT: 'Accident',
  INCIDENT: 'Incident',
};

export const REPORT_STATUS_LABEL: Record<AccidentReportStatus, string> = {
  OPEN: 'Open',
  CLOSED: 'Closed',
};

export const REPORT_STATUS_TONE: Record<AccidentReportStatus, Tone> = {
  OPEN: 'warning',
  CLOSED: 'neutral',
};

export const PREVENTABILITY_LABEL: Record<Preventability, string> = {
  NOT_REVIEWED: 'Not reviewed',
  PREVENTABLE: 'Preventable',
  NOT_PREVENTABLE: 'Not preventable',
};

export const WEATHER_LABEL: Record<AccidentWeather, string> = {
  CLEAR: 'Clear',
  CLOUDY: 'Cloudy',
  RAIN: 'Rain',
  SNOW: 'Snow',
  SLEET_HAIL: 'Sleet or hail',
  FOG: 'Fog',
  SEVERE_WIND: 'Severe wind',
  OTHER: 'Other',
};

export const LEG_ACTION_LABEL: Record<AccidentLegAction, string> = {
  NONE: 'Leave as is',
  TO_REPAIR: 'Move to repair',
  HOLD: 'Put on hold',
};

export const REPAIR_STATUS_LABEL: Record<RepairStatus, string> = {
  ESTIMATE: 'Estimate',
  APPROVED: 'Approved',
  IN_PROGRESS: 'In progress',
  INVOICED: 'Invoiced',
  CLOSED: 'Closed',
  DECLINED: 'Declined',
};

export const REPAIR_STATUS_TONE: Record<RepairStatus, Tone> = {
  ESTIMATE: 'info',
  APPROVED: 'info',
  IN_PROGRESS: 'warning',
  INVOICED: 'warning',
  CLOSED: 'success',
  DECLINED: 'neutral',
};

export const REPAIR_EVENT_LABEL: Record<RepairEvent, string> = {
  APPROVE: 'Approve',
  START: 'Start repair',
  INVOICE_RECEIVED: 'Invoice received',
  CLOSE: 'Close repair',
  DECLINE: 'Decline',
};

export const RECOVERY_SOURCE_LABEL: Record<RecoverySource, string> = {
  INSURANCE: 'Insurance',
  THIRD_PARTY: 'Third party',
  DRIVER_CHARGEBACK: 'Driver chargeback',
  TRUCKING_COMPANY_CLAIM: 'Trucking company claim',
};

export const repairStatusLabel = (status: string): string => REPAIR_STATUS_LABEL[status as RepairStatus] ?? status;

/** A label record's keys in its written order: the workflow order (every value, as the Record type demands). */
const inOrder = <Value extends string>(labels: Record<Value, string>): Value[] => Object.keys(labels) as Value[];

export const REPAIR_STATUS_ORDER = inOrder(REPAIR_STATUS_LABEL);
export const PREVENTABILITY_ORDER = inOrder(PREVENTABILITY_LABEL);
export const RECOVERY_SOURCE_ORDER = inOrder(RECOVERY_SOURCE_LABEL);
export const WEATHER_ORDER = inOrder(WEATHER_LABEL);
