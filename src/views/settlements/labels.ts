import type { DriverReceiptStatus } from '@/generated/enums/DriverReceiptStatus';
import type { PayKind } from '@/generated/enums/PayKind';
import type { SettlementDeductionKind } from '@/generated/enums/SettlementDeductionKind';
import type { SettlementEvent } from '@/generated/enums/SettlementEvent';
import type { SettlementExpenseType } from '@/generated/enums/SettlementExpenseType';
import type { SettlementLegStatus } from '@/generated/enums/SettlementLegStatus';
import type { SettlementPayeeKind } from '@/generated/enums/SettlementPayeeKind';
import type { SettlementPaymentType } from '@/generated/enums/SettlementPaymentType';
import type { SettlementStatus } from '@/generated/enums/SettlementStatus';
import { EXPENSE_TYPE_LABEL as CATALOG_EXPENSE_TYPE_LABEL } from '../kit/record/expenseTypeLabels';
import type { BadgeProps } from '../kit/ui/Badge';

type Tone = NonNullable<BadgeProps['tone']>;

export const SETTLEMENT_STATUS_LABEL: Record<SettlementStatus, string> = { DRAFT: 'Draft', OPEN: 'Open', PAID: 'Paid' };
export const SETTLEMENT_STATUS_TONE: Record<SettlementStatus, Tone> = { DRAFT: 'neutral', OPEN: 'info', PAID: 'success' };

export const SETTLEMENT_EVENT_LABEL: Record<SettlementEvent, string> = { OPEN: 'Open for payment' };

export const PAYEE_KIND_LABEL: Record<SettlementPayeeKind, string> = { DRIVER: 'Driver', TRUCKING_COMPANY: 'Trucking company' };

export const LEG_STATUS_LABEL: Record<SettlementLegStatus, string> = {
  CREATED: 'Created',
  PENDING_PRELOAD: 'Pending preload',
  PROCESSING: 'Processing',
  PENDING_FINAL_PAYMENT: 'Pending final payment',
  DRIVER_PAID: 'Driver paid',
  ON_HOLD: 'On hold',
};
export const LEG_STATUS_TONE: Record<SettlementLegStatus, Tone> = {
  CREATED: 'neutral',
  PENDING_PRELOAD: 'info',
  PROCESSING: 'info',
  PENDING_FINAL_PAYMENT: 'warning',
  DRIVER_PAID: 'success',
  ON_HOLD: 'danger',
};

export const PAY_KIND_LABEL: Record<PayKind, string> = { PER_MILE: 'Per mile', PER_MOVE: 'Per move', PERCENT: 'Percent of the bill' };

export const PAYMENT_TYPE_LABEL: Record<SettlementPaymentType, string> = {
  ADVANCE: 'Advance',
  PRELOAD: 'Preload',
  DRIVER_PAY: 'Driver pay',
  DRIVER_EXPENSES: 'Driver expenses',
  SAFETY_DEPOSIT: 'Safety deposit',
  DRIVER_PAY_REVERSAL: 'Driver pay reversal',
};

export const DEDUCTION_KIND_LABEL: Record<SettlementDeductionKind, string> = {
  ADVANCE: 'Advance recovered',
  CHARGEBACK: 'Chargeback',
  ESCROW: 'Escrow contribution',
  FUEL_CARD: 'Fuel card',
  OTHER: 'Other',
};

/** The catalog's words, but a settlement line is the driver's already: "Down time". */
export const EXPENSE_TYPE_LABEL: Record<SettlementExpenseType, string> = { ...CATALOG_EXPENSE_TYPE_LABEL, DRIVER_DOWN_TIME: 'Down time' };

export const RECEIPT_STATUS_LABEL: Record<DriverReceiptStatus, string> = {
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
export const RECEIPT_STATUS_TONE: Record<DriverReceiptStatus, Tone> = { SUBMITTED: 'warning', APPROVED: 'success', REJECTED: 'danger' };

/** Whether reimbursements and deductions may be added to a settlement of this status: only a draft's lines change. */
export const TAKES_LINES: Record<SettlementStatus, boolean> = { DRAFT: true, OPEN: false, PAID: false };

/** Whether a payment may be posted on a settlement of this status: only an open one. */
export const TAKES_PAYMENT: Record<SettlementStatus, boolean> = { DRAFT: false, OPEN: true, PAID: false };

/** Whether a settled leg of this pay status may be held, or released. */
export const HOLDABLE: Record<SettlementLegStatus, 'hold' | 'release' | null> = {
  CREATED: 'hold',
  PENDING_PRELOAD: 'hold',
  PROCESSING: 'hold',
  PENDING_FINAL_PAYMENT: 'hold',
  DRIVER_PAID: null,
  ON_HOLD: 'release',
};
