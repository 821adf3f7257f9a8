export const ClientIssueKind = {
  DAMAGE_CLAIM: 'DAMAGE_CLAIM',
  LATE_DELIVERY: 'LATE_DELIVERY',
  LATE_PICKUP: 'LATE_PICKUP',
  OVERDUE_INVOICE: 'OVERDUE_INVOICE',
} as const;

export type ClientIssueKind = (typeof ClientIssueKind)[keyof typeof ClientIssueKind];

/** Every ClientIssueKind, in schema order. */
export const ClientIssueKindValues = ['DAMAGE_CLAIM', 'LATE_DELIVERY', 'LATE_PICKUP', 'OVERDUE_INVOICE'] as const;
