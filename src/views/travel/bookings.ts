import type { ReimbursementStatus } from '@/generated/enums/ReimbursementStatus';
import type { TravelExpenseKind } from '@/generated/enums/TravelExpenseKind';
import type { TravelPurpose } from '@/generated/enums/TravelPurpose';

/** What a list row shows of a booking of either kind (each kind's row fragment selects at least this). */
export type BookingRow = {
  id: string;
  driver: { fullName: string } | null;
  purpose: TravelPurpose;
  legs: readonly { id: string; number: string }[];
  confirmationCode: string | null;
  cost: number;
  reimbursementStatus: ReimbursementStatus;
  cancelledAt: string | null;
};

/** What a booking's page shows of either kind besides the kind's own fields. */
export type BookingFacts = BookingRow & {
  expenseKind: TravelExpenseKind;
  notes: string | null;
  cancelReason: string | null;
  createdByName: string | null;
};
