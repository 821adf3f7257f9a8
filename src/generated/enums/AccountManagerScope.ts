/** Whose accounts a list keeps: the request's user's (ME), any account manager's (TEAM: the client relations team's), or every client's (ALL). */
export const AccountManagerScope = {
  ALL: 'ALL',
  ME: 'ME',
  TEAM: 'TEAM',
} as const;

export type AccountManagerScope = (typeof AccountManagerScope)[keyof typeof AccountManagerScope];

/** Every AccountManagerScope, in schema order. */
export const AccountManagerScopeValues = ['ALL', 'ME', 'TEAM'] as const;
