/** An account as the admin sees it (issue 29): INVITED until they choose a password, UNVERIFIED until their email is. */
export const AdminUserStatus = {
  ACTIVE: 'ACTIVE',
  DEACTIVATED: 'DEACTIVATED',
  INVITED: 'INVITED',
  UNVERIFIED: 'UNVERIFIED',
} as const;

export type AdminUserStatus = (typeof AdminUserStatus)[keyof typeof AdminUserStatus];

/** Every AdminUserStatus, in schema order. */
export const AdminUserStatusValues = ['ACTIVE', 'DEACTIVATED', 'INVITED', 'UNVERIFIED'] as const;
