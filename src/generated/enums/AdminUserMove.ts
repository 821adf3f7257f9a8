/** What the admin may do to an account now (the server refuses the rest, e.g. deactivating oneself). */
export const AdminUserMove = {
  DEACTIVATE: 'DEACTIVATE',
  EDIT: 'EDIT',
  REACTIVATE: 'REACTIVATE',
  RESEND_INVITATION: 'RESEND_INVITATION',
  REVOKE_INVITATION: 'REVOKE_INVITATION',
  SEND_PASSWORD_RESET: 'SEND_PASSWORD_RESET',
} as const;

export type AdminUserMove = (typeof AdminUserMove)[keyof typeof AdminUserMove];

/** Every AdminUserMove, in schema order. */
export const AdminUserMoveValues = ['DEACTIVATE', 'EDIT', 'REACTIVATE', 'RESEND_INVITATION', 'REVOKE_INVITATION', 'SEND_PASSWORD_RESET'] as const;
