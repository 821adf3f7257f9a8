import type { ConditionReportDirection } from '@/generated/enums/ConditionReportDirection';
import type { ConditionReportStatus } from '@/generated/enums/ConditionReportStatus';
import { describe, expect, it } from 'vitest';
import {
  dueDirection,
  dueStorageDirection,
  openStorageReport,
  STORAGE_REPORT_TAKERS,
  stepBlocker,
  takesStorageReports,
} from './captureSteps';

describe('dueDirection', () => {
  it('asks for the pickup report before pickup and the delivery report in transit', () => {
    expect(dueDirection('PENDING_PICKUP', [])).toBe('PICKUP');
    expect(dueDirection('IN_TRANSIT', [{ direction: 'PICKUP', status: 'SUBMITTED' }])).toBe('DELIVERY');
  });

  it('asks for nothing once the report stands, and again after a rejection', () => {
    expect(dueDirection('PENDING_PICKUP', [{ direction: 'PICKUP', status: 'ACCEPTED' }])).toBeNull();
    expect(dueDirection('PENDING_PICKUP', [{ direction: 'PICKUP', status: 'REJECTED' }])).toBe('PICKUP');
    expect(dueDirection('DELIVERED', [])).toBeNull();
  });
});

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** A report sent on a day of November; with a storage record, the stay that used it. */
const sent = (
  number: string,
  direction: ConditionReportDirection,
  status: ConditionReportStatus,
  day: number,
  storageRecordId?: string,
) => ({
  number,
  direction,
  status,
  submittedAt: at(day),
  storageRecordId,
});

describe('storage reports', () => {
  it('asks for the check-in on the way to storage and the check-out while stored, never for pickup or delivery', () => {
    expect(dueStorageDirection('IN_TRANSIT', [])).toBe('CHECK_IN');
    expect(dueStorageDirection('PORT_TRANSIT', [])).toBe('CHECK_IN');
    expect(dueStorageDirection('IN_STORAGE', [{ direction: 'CHECK_IN', status: 'SUBMITTED' }])).toBe('CHECK_OUT');
    expect(dueStorageDirection('PENDING_PICKUP', [])).toBeNull();
    expect(dueStorageDirection('DELIVERED', [])).toBeNull();
    // The pickup and delivery reports are not storage reports.
    expect(dueDirection('IN_STORAGE', [])).toBeNull();
    expect(dueDirection('IN_TRANSIT', [{ direction: 'CHECK_IN', status: 'SUBMITTED' }])).toBe('DELIVERY');
  });

  it('asks for nothing while the report of this stay stands, and again after a rejection', () => {
    expect(dueStorageDirection('IN_TRANSIT', [{ direction: 'CHECK_IN', status: 'ACCEPTED' }])).toBeNull();
    expect(dueStorageDirection('IN_TRANSIT', [{ direction: 'CHECK_IN', status: 'REJECTED' }])).toBe('CHECK_IN');
    expect(dueStorageDirection('IN_TRANSIT', [{ direction: 'CHECK_IN', status: 'PENDING' }])).toBe('CHECK_IN');
  });

  it('asks for new reports on a second stay: the first stay used its own', () => {
    const first = [sent('CR-1', 'CHECK_IN', 'ACCEPTED', 1, 'sr-1'), sent('CR-2', 'CHECK_OUT', 'SUBMITTED', 5, 'sr-1')];
    // Out of storage again: the first check-in was used.
    expect(openStorageReport('CHECK_IN', first)).toBeUndefined();
    expect(dueStorageDirection('IN_TRANSIT', first)).toBe('CHECK_IN');
    const second = [...first, sent('CR-3', 'CHECK_IN', 'SUBMITTED', 9)];
    expect(openStorageReport('CHECK_IN', second)?.number).toBe('CR-3');
    expect(dueStorageDirection('IN_TRANSIT', second)).toBeNull();
    // Stored again: the first check-out was used too.
    expect(openStorageReport('CHECK_OUT', second)).toBeUndefined();
    expect(dueStorageDirection('IN_STORAGE', second)).toBe('CHECK_OUT');
  });

  it('goes by the stay that used a report, not by when it was sent: a used report later rejected is not open', () => {
    const used = [sent('CR-1', 'CHECK_IN', 'SUBMITTED', 9, 'sr-1'), sent('CR-2', 'CHECK_OUT', 'REJECTED', 5, 'sr-1')];
    expect(openStorageReport('CHECK_IN', used)).toBeUndefined();
    expect(dueStorageDirection('IN_TRANSIT', used)).toBe('CHECK_IN');
  });

  it('lets the storage yard take them where the server lets it take condition reports', () => {
    expect(takesStorageReports({ roles: ['STORAGE'] })).toBe(true);
    expect(takesStorageReports({ roles: ['ADMIN'] })).toBe(true);
    expect(takesStorageReports({ roles: ['DISPATCH'] })).toBe(false);
    expect(takesStorageReports({ roles: ['BILLING'] })).toBe(false);
    expect(STORAGE_REPORT_TAKERS).not.toContain('DRIVER');
  });
});

describe('stepBlocker', () => {
  const ready = { vinMismatch: false, acceptVinMismatch: false, missing: {} };

  it('keeps the driver on the vehicle step while a VIN that is not the leg’s vehicle is not confirmed', () => {
    expect(stepBlocker('Vehicle', { ...ready, vinMismatch: true })).toMatch(/not this leg’s vehicle/);
    expect(stepBlocker('Vehicle', { ...ready, vinMismatch: true, acceptVinMismatch: true })).toBeNull();
    expect(stepBlocker('Vehicle', ready)).toBeNull();
  });

  it('keeps the driver on the signatures while a signature or the reason for one is missing', () => {
    const missing = { customerSignature: ['The customer signs, or say why they were not available.'] };
    expect(stepBlocker('Signatures', { ...ready, missing })).toBe(missing.customerSignature[0]);
    expect(stepBlocker('Signatures', ready)).toBeNull();
    expect(stepBlocker('Damage', { ...ready, vinMismatch: true, missing })).toBeNull();
  });
});
