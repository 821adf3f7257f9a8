import type { ClientIssueKind } from '@/generated/enums/ClientIssueKind';

export const ISSUE_LABEL: Record<ClientIssueKind, string> = {
  LATE_PICKUP: 'Late pickup',
  LATE_DELIVERY: 'Late delivery',
  DAMAGE_CLAIM: 'Open damage claim',
  OVERDUE_INVOICE: 'Overdue invoice',
};

/** What the issue's day means, per kind. */
export const ISSUE_SINCE: Record<ClientIssueKind, string> = {
  LATE_PICKUP: 'due',
  LATE_DELIVERY: 'due',
  DAMAGE_CLAIM: 'occurred',
  OVERDUE_INVOICE: 'due',
};
