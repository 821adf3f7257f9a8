import type { AdminUserMove } from '@/generated/enums/AdminUserMove';
import type { AdminUserStatus } from '@/generated/enums/AdminUserStatus';
import type { BadgeProps } from '../kit/ui/Badge';

/** /admin/users' words for an account's status and the admin's moves. */

export const USER_STATUS_LABEL: Record<AdminUserStatus, string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  UNVERIFIED: 'Unverified',
  DEACTIVATED: 'Deactivated',
};

export const USER_STATUS_TONE: Record<AdminUserStatus, BadgeProps['tone']> = {
  INVITED: 'info',
  ACTIVE: 'success',
  UNVERIFIED: 'warning',
  DEACTIVATED: 'neutral',
};

/** The moves drawn as the page's buttons (EDIT is the form), with the question a destructive one asks first. */
export const USER_MOVE: Record<Exclude<AdminUserMove, 'EDIT'>, { label: string; done: string; question?: string }> = {
  DEACTIVATE: {
    label: 'Deactivate',
    done: 'deactivated: every session, token and open window of theirs is signed out',
    question: 'Deactivate this user? They are signed out everywhere at once.',
  },
  REACTIVATE: { label: 'Reactivate', done: 'reactivated' },
  RESEND_INVITATION: { label: 'Resend invitation', done: 'sent a new invitation (the old link no longer works)' },
  REVOKE_INVITATION: {
    label: 'Revoke invitation',
    done: 'invitation revoked',
    question: 'Revoke the invitation? Its link stops working; you can send a new one later.',
  },
  SEND_PASSWORD_RESET: { label: 'Send password reset', done: 'sent a password reset link' },
};
