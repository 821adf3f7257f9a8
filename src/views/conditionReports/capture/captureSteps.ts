import type { ConditionReportDirection } from '@/generated/enums/ConditionReportDirection';
import type { ConditionReportStatus } from '@/generated/enums/ConditionReportStatus';
import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import { isStandingReport, REPORT_LEG_STATUSES } from '../../../machines/domain/conditionReport.machine';

/** The steps of a report, in the order a driver walks round the vehicle. */
export const CAPTURE_STEPS = ['Vehicle', 'Damage', 'Inspection', 'Condition', 'Signatures', 'Send'] as const;
export type CaptureStep = (typeof CAPTURE_STEPS)[number];

type Report = { direction: ConditionReportDirection; status: ConditionReportStatus };

/**
 * Which report the leg is waiting for now: the pickup report before the vehicle moves, the delivery report while it
 * moves; none when that one already stands (submitted or accepted: a rejected one is taken again), or the leg is at
 * neither step.
 */
export const dueDirection = (status: OrderLegStatus, reports: readonly Report[]): ConditionReportDirection | null => {
  const direction = REPORT_LEG_STATUSES.PICKUP.includes(status) ? 'PICKUP' : REPORT_LEG_STATUSES.DELIVERY.includes(status) ? 'DELIVERY' : null;
  if (!direction) return null;
  const standing = reports.some((report) => report.direction === direction && isStandingReport(report.status));
  return standing ? null : direction;
};

/** The leg event a standing report allows next. */
export const moveAfter = (direction: ConditionReportDirection): 'PICK_UP' | 'DELIVER' => (direction === 'PICKUP' ? 'PICK_UP' : 'DELIVER');
