import type { ConditionReportDirection } from '@/generated/enums/ConditionReportDirection';
import type { ConditionReportStatus } from '@/generated/enums/ConditionReportStatus';
import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import { hasRole, type Role } from '../../../domain/roles';
import { CONDITION_REPORT_TAKER_ROLES, isStandingReport, REPORT_LEG_STATUSES } from '../../../machines/domain/conditionReport.machine';
import { STORAGE_ROLES } from '../../../machines/domain/storageRecord.machine';

/** The steps of a report, in the order a driver walks round the vehicle. */
export const CAPTURE_STEPS = ['Vehicle', 'Damage', 'Inspection', 'Condition', 'Signatures', 'Send'] as const;
export type CaptureStep = (typeof CAPTURE_STEPS)[number];

/** Whether the VIN read off the vehicle is a whole VIN that is not the leg's vehicle's. */
export const isVinMismatch = (scanned: string, expected: string | null): boolean =>
  scanned.length === 17 && expected !== null && scanned !== expected;

/**
 * What stops the driver leaving a step with Next: what the step warns about and the server would refuse (a VIN that is
 * not the leg's vehicle's, not confirmed; a signature missing with no reason why). Null when Next may go on.
 */
export const stepBlocker = (
  step: CaptureStep,
  draft: { vinMismatch: boolean; acceptVinMismatch: boolean; missing: Record<string, string[]> },
): string | null => {
  if (step === 'Vehicle' && draft.vinMismatch && !draft.acceptVinMismatch)
    return 'The VIN you read is not this leg’s vehicle: correct it, or tick the box to confirm this is the vehicle you were sent for.';
  if (step === 'Signatures') return draft.missing.driverSignature?.[0] ?? draft.missing.customerSignature?.[0] ?? null;
  return null;
};

type Report = { direction: ConditionReportDirection; status: ConditionReportStatus; storageRecordId?: string | null };

/**
 * Which report the leg is waiting for now: the pickup report before the vehicle moves, the delivery report while it
 * moves; none when that one already stands (submitted or accepted: a rejected one is taken again), or the leg is at
 * neither step.
 */
export const dueDirection = (status: OrderLegStatus, reports: readonly Report[]): ConditionReportDirection | null => {
  const direction = REPORT_LEG_STATUSES.PICKUP.includes(status)
    ? 'PICKUP'
    : REPORT_LEG_STATUSES.DELIVERY.includes(status)
      ? 'DELIVERY'
      : null;
  if (!direction) return null;
  const standing = reports.some((report) => report.direction === direction && isStandingReport(report.status));
  return standing ? null : direction;
};

/** The reports taken at either side of a stay in storage (on the leg that carries the vehicle there). */
export type StorageDirection = Extract<ConditionReportDirection, 'CHECK_IN' | 'CHECK_OUT'>;

export const isStorageDirection = (value: string | null | undefined): value is StorageDirection =>
  value === 'CHECK_IN' || value === 'CHECK_OUT';

/**
 * The leg's standing storage report of this direction that no stay has used yet (the server's rule: a check-in or
 * check-out takes the report whose storage record is still unset). A leg may go to storage more than once, and each
 * stay uses its own reports.
 */
export const openStorageReport = <R extends Report>(direction: StorageDirection, reports: readonly R[]): R | undefined =>
  reports.find((report) => report.direction === direction && isStandingReport(report.status) && !report.storageRecordId);

/**
 * The storage report the leg can take now: the check-in while the vehicle moves (before leg.toStorage), the check-out
 * while it is stored (before leg.fromStorage); none at other statuses or when the open one already stands.
 */
export const dueStorageDirection = (status: OrderLegStatus, reports: readonly Report[]): StorageDirection | null => {
  const direction = (['CHECK_IN', 'CHECK_OUT'] as const).find((want) => REPORT_LEG_STATUSES[want].includes(status));
  return direction && !openStorageReport(direction, reports) ? direction : null;
};

/** Who takes storage reports from the leg's tab: the storage yard's staff the server lets take condition reports. */
export const STORAGE_REPORT_TAKERS: readonly Role[] = STORAGE_ROLES.filter((role) => CONDITION_REPORT_TAKER_ROLES.includes(role));

export const takesStorageReports = (user: { roles: readonly Role[] }): boolean => hasRole(user, STORAGE_REPORT_TAKERS);
