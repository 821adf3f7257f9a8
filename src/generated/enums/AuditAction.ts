export const AuditAction = {
  ACKNOWLEDGED: 'ACKNOWLEDGED',
  CREATED: 'CREATED',
  DELETED: 'DELETED',
  UPDATED: 'UPDATED',
  VIEWED: 'VIEWED',
} as const;

export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];

/** Every AuditAction, in schema order. */
export const AuditActionValues = ['ACKNOWLEDGED', 'CREATED', 'DELETED', 'UPDATED', 'VIEWED'] as const;
