import type { ConditionReportDirection } from '@/generated/enums/ConditionReportDirection';
import type { ConditionReportStatus } from '@/generated/enums/ConditionReportStatus';
import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';

/** The steps of a report, in the order a driver walks round the vehicle. */
export const CAPTURE_STEPS = ['Vehicle', 'Damage', 'Inspection', 'Condition', 'Signatures', 'Send'] as const;
export type CaptureStep = (typeof CAPTURE_STEPS)[number];

const PICKUP_STATUSES: readonly OrderLegStatus[] = ['CALL_CENTER_CONFIRMED', 'CLEARED_FOR_DISPATCH', 'PENDING_PICKUP'];
const DELIVERY_STATUSES: readonly OrderLegStatus[] = ['IN_TRANSIT', 'PORT_TRANSIT'];

type Report = { direction: ConditionReportDirection; status: ConditionReportStatus };

/**
 * Which report the leg is waiting for now: the pickup report before the vehicle moves, the delivery report while it
 * moves; none when that one already stands (submitted or accepted: a rejected one is taken again), or the leg is at
 * neither step.
 */
export const dueDirection = (status: OrderLegStatus, reports: readonly Report[]): ConditionReportDirection | null => {
  const direction = PICKUP_STATUSES.includes(status) ? 'PICKUP' : DELIVERY_STATUSES.includes(status) ? 'DELIVERY' : null;
  if (!direction) return null;
  const standing = reports.some((report) => report.direction === direction && (report.status === 'SUBMITTED' || report.status === 'ACCEPTED'));
  return standing ? null : direction;
};

/** The leg event a standing report allows next. */
export const moveAfter = (direction: ConditionReportDirection): 'PICK_UP' | 'DELIVER' => (direction === 'PICKUP' ? 'PICK_UP' : 'DELIVER');
