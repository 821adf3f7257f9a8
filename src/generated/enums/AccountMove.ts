/** What the request's user may do to a client or customer now (an action bar shows these, and only these). */
export const AccountMove = {
  DELETE: 'DELETE',
  EDIT: 'EDIT',
  RESTORE: 'RESTORE',
} as const;

export type AccountMove = (typeof AccountMove)[keyof typeof AccountMove];

/** Every AccountMove, in schema order. */
export const AccountMoveValues = ['DELETE', 'EDIT', 'RESTORE'] as const;
